import { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES } from '../lib/languages';

/** Where gatsby-plugin-react-i18next keeps the language a visitor chose (its language menu). */
export const SAVED_LANGUAGE_KEY = 'gatsby-i18next-language';

/**
 * The spec's rule (the saved language, else the browser's, else English), decided by an inline
 * script in the head of every English page, before the body is parsed. A visitor whose language
 * is not English is moved to the same address under their prefix before anything is painted:
 * the page is hidden first, so not one frame of English shows while the next page loads. The
 * HTML is the same for everyone, so the edge cache keeps one copy of `/` (no Accept-Language
 * variation), and React hydrates exactly what was rendered (the i18n plugin's own redirect
 * rendered nothing in the browser, which React reported as hydration errors #418 and #423).
 *
 * Written as a function of `w` (the window) so a test can run it against a fake one. Every step
 * that touches storage is guarded: a browser that blocks it gets the browser's language.
 */
const moveBeforePaint = `function(w,all,prefixed,fallback,key){try{
var path=w.location.pathname;
for(var i=0;i<prefixed.length;i++){if(path==="/"+prefixed[i]||path.indexOf("/"+prefixed[i]+"/")===0)return}
var chosen=null;
try{var saved=w.localStorage.getItem(key);if(all.indexOf(saved)>=0)chosen=saved}catch(e){}
if(!chosen){var asked=w.navigator.languages&&w.navigator.languages.length?w.navigator.languages:[w.navigator.language||""];
for(var j=0;j<asked.length&&!chosen;j++){var base=String(asked[j]).toLowerCase().split("-")[0];if(all.indexOf(base)>=0)chosen=base}}
if(!chosen||chosen===fallback)return;
w.document.documentElement.style.visibility="hidden";
w.location.replace("/"+chosen+path+w.location.search+w.location.hash)
}catch(e){}}`.replace(/\n/g, '');

/** The call with this site's languages (JSON, so nothing in it can end the script tag). */
const argumentsOf = () =>
  [LANGUAGES, PREFIXED_LANGUAGES, DEFAULT_LANGUAGE, SAVED_LANGUAGE_KEY]
    .map((value) => JSON.stringify(value).replace(/</g, '\\u003c'))
    .join(',');

/** The inline script's text, for the head of every English page. */
export const languageBeforePaintScript = (): string =>
  `(${moveBeforePaint})(window,${argumentsOf()});`;

/** The function alone, for tests: call it with a fake window. */
export const languageBeforePaintFunction = (): string => moveBeforePaint;
