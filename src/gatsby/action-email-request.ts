import { inAnyLanguage } from '../lib/languages';
import { apiUrl, requestHeaders } from '../lib/api-client';
import { pathOf } from '../../contract';
import { ACTION_EMAIL_ADDRESS } from '../features/action-email/early-load';
import { scriptArguments, withKeyFirst } from './inline-script';

/** The action e-mail page, in any language (`/es/action-email/[id]/`). */
export const ACTION_EMAIL_PAGE_PATH = inAnyLanguage('/action-email/\\[id\\]/$');

const ID = '{id}';

/**
 * The action e-mail's text is its page's largest paint, and it comes from the API. Started from
 * the site's JavaScript, the request waited for the page's scripts to download and run, then for
 * the API client's chunk (issue 54: LCP 1.6-2.2 x the floor's). This inline script, early in the
 * page's head, starts it while the HTML is still arriving; the page's code takes the answer
 * (src/features/action-email/early-load.ts) and checks it as any other reply. Same request as
 * the API client's: its address, its Accept and credential headers (direct mode's public ones;
 * none in proxy mode, where the server adds them).
 *
 * Written as a function of `w` (the window) so a test can run it against a fake one. It never
 * throws: should anything fail, the page's code asks for the e-mail itself, as before.
 */
const startRequest = `function(w,address,url,headers,marker){try{
var m=new RegExp(address).exec(w.location.pathname);
if(!m||/^\\[.*\\]$/.test(m[1]))return;
var id=decodeURIComponent(m[1]);
var response=w.fetch(url.replace(marker,encodeURIComponent(id)),{headers:headers,credentials:"same-origin"});
response.catch(function(){});
w.__actionEmailRequest={id:id,response:response}
}catch(e){}}`.replace(/\n/g, '');

const argumentsOf = () => {
  const url = apiUrl(pathOf('actionEmail', { id: ID }).replace(encodeURIComponent(ID), ID));
  return scriptArguments([ACTION_EMAIL_ADDRESS, url, requestHeaders('GET', url, false), ID]);
};

/** The inline script's text, for the head of the action e-mail page. */
export const actionEmailRequestScript = (): string => `(${startRequest})(window,${argumentsOf()});`;

/** The key of the script's element in the head, for `actionEmailRequestFirst`. */
export const ACTION_EMAIL_REQUEST_KEY = 'action-email-request';

/** The head's elements with the request first: not behind the page's 25 kB of inlined styles. */
export const actionEmailRequestFirst = <T>(components: readonly T[]): T[] =>
  withKeyFirst(components, ACTION_EMAIL_REQUEST_KEY);
