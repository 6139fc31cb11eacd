import { inAnyLanguage } from '../lib/languages';
import { apiUrl, requestHeaders } from '../lib/api-client';
import { pathOf } from '../../contract';
import { ACTION_EMAIL_ADDRESS, EARLY_TITLE_ATTRIBUTE } from '../features/action-email/early-load';
import { scriptArguments, withKeyFirst } from './inline-script';
import { PAINT_BEFORE_SCRIPTS } from './scripts-after-first-paint';

/** The action e-mail page, in any language (`/es/action-email/[id]/`). */
export const ACTION_EMAIL_PAGE_PATH = inAnyLanguage('/action-email/\\[id\\]/$');

const ID = '{id}';

/**
 * How long the site's scripts wait for the title at most: a slow API holds back the page's
 * code (its menu, then its form) by no more than this.
 */
const LONGEST_WAIT_FOR_TITLE_MS = 1000;

/**
 * The action e-mail's title is its page's largest paint, and it comes from the API. Started from
 * the site's JavaScript, the request waited for the page's scripts to download and run, then for
 * the API client's chunk, and the title waited for React to render it (issue 54: LCP 2.2-3.0 x
 * the floor's). This inline script, early in the page's head, starts the request while the HTML
 * is still arriving, and puts the reply's title into the placeholder's heading as soon as both
 * are there (src/features/action-email/early-title.tsx), before any of the site's scripts has
 * run. The page's code takes the same reply (src/features/action-email/early-load.ts) and
 * checks it as any other; the script reads a copy of it. Same request as the API client's:
 * its address, its Accept and credential headers (direct mode's public ones; none in proxy
 * mode, where the server adds them).
 *
 * The site's scripts are added once the title is painted (scripts-after-first-paint.ts): on
 * a phone they would otherwise share the network with the reply, and the title's paint waited
 * for them (measured: LCP at 534 ms, after 80 kB of scripts, with the reply in at 168 ms). They
 * wait a second at most; an inactive e-mail or a failed request lets them go at once.
 *
 * The title goes in as text, never as HTML, and only when it is what the contract calls text
 * (a trimmed, non-empty string, contract/fields.ts). An inactive e-mail (400) or any other
 * failure shows nothing early; the page's code then says what it says.
 *
 * Written as a function of `w` (the window) so a test can run it against a fake one. It never
 * throws: should anything fail, the page's code asks for the e-mail itself, as before.
 */
const startRequest = `function(w,address,url,headers,marker,slot,wait,cap){try{
var m=new RegExp(address).exec(w.location.pathname);
if(!m||/^\\[.*\\]$/.test(m[1]))return;
var id=decodeURIComponent(m[1]);
var response=w.fetch(url.replace(marker,encodeURIComponent(id)),{headers:headers,credentials:"same-origin"});
response.catch(function(){});
w.__actionEmailRequest={id:id,response:response};
var d=w.document;
var shown=response.then(function(r){return r.ok?r.clone().json():null}).then(function(body){
var title=body&&body.title;
if(typeof title!=="string"||!title||title.trim()!==title)return;
return new Promise(function(done){var show=function(){var e=d.querySelector("["+slot+"]");
if(e){var t=d.createElement("span");t.textContent=title;
var lang=e.getAttribute(slot);if(lang)t.setAttribute("lang",lang);
e.textContent="";e.appendChild(t)}done()};
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",show);else show()})
});
shown.catch(function(){});
w[wait]=Promise.race([shown,new Promise(function(r){setTimeout(r,cap)})])
}catch(e){}}`.replace(/\n/g, '');

const argumentsOf = () => {
  const url = apiUrl(pathOf('actionEmail', { id: ID }).replace(encodeURIComponent(ID), ID));
  return scriptArguments([
    ACTION_EMAIL_ADDRESS,
    url,
    requestHeaders('GET', url, false),
    ID,
    EARLY_TITLE_ATTRIBUTE,
    PAINT_BEFORE_SCRIPTS,
    LONGEST_WAIT_FOR_TITLE_MS,
  ]);
};

/** The inline script's text, for the head of the action e-mail page. */
export const actionEmailRequestScript = (): string => `(${startRequest})(window,${argumentsOf()});`;

/** The key of the script's element in the head, for `actionEmailRequestFirst`. */
export const ACTION_EMAIL_REQUEST_KEY = 'action-email-request';

/** The head's elements with the request first: not behind the page's 25 kB of inlined styles. */
export const actionEmailRequestFirst = <T>(components: readonly T[]): T[] =>
  withKeyFirst(components, ACTION_EMAIL_REQUEST_KEY);
