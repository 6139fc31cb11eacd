import { SANDBOX_ACCOUNTS, SANDBOX_PASSWORD } from './sandbox-accounts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox provider's login form: plain, labelled, with the sandbox accounts listed. */
export function loginPage(uid: string, error?: string, login = ''): string {
  const accounts = SANDBOX_ACCOUNTS.map(
    (account) =>
      `<li>${escape(account.name)}, ${account.role}: <code>${escape(account.email)}</code></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox sign-in</title>
<style>
*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,sans-serif;line-height:1.5;max-width:30rem;margin:0 auto;padding:2rem 1.25rem;color:#1a1a1a}
label{display:block;font-weight:600;margin-top:1rem}
input{font:inherit;width:100%;padding:.5rem;border:1px solid #555;border-radius:.25rem}
button{font:inherit;font-weight:600;margin-top:1.25rem;padding:.75rem 1.25rem;color:#fff;background:#0b3d91;border:0;border-radius:.375rem}
.error{color:#a40000;font-weight:600}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Sandbox sign-in</h1>
<p>This is the local stand-in for the organisation's sign-in. It is for trying the staff console on this machine only.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">E-mail address</label>
<input id="login" name="login" type="email" autocomplete="username" required value="${escape(login)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<h2>Sandbox accounts</h2>
<ul>${accounts}</ul>
<p>Password for both (sandbox only): <code>${SANDBOX_PASSWORD}</code></p>
</main>
</body>
</html>
`;
}
