// The sandbox provider's sign-out (RP-Initiated Logout), asked for by the console's "Sign out".
// oidc-provider wants the person to confirm with a form; like Keycloak or Okta given the ID
// token, the sandbox does not ask: its script presses the button. Without script, the page is
// one plain button.
export function logoutPage(form: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Signing out of the sandbox sign-in</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;max-width:30rem;margin:0 auto;padding:2rem 1.25rem;color:#1a1a1a}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;color:#fff;background:#0b3d91;border:0;border-radius:.375rem}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Signing out of the sandbox sign-in</h1>
${form}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
</main>
<script>document.getElementById('sign-out').click();</script>
</body>
</html>
`;
}

/** Shown only when a sign-out names no page to go back to (the console always names one). */
export const SIGNED_OUT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signed out of the sandbox sign-in</title></head>
<body><main><h1>You are signed out of the sandbox sign-in</h1></main></body>
</html>
`;
