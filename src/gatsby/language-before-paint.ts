import { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES } from '../lib/languages';
import { scriptArguments, withKeyFirst } from './inline-script';

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
 * The move costs what the page it leaves has cost so far, so that is kept small: the script is
 * the first thing in the head (`languageScriptFirst`), and it stops the English page before
 * moving on (stopping after would cancel the move). Its download ends with the first packet
 * rather than 60 kB later, and its images and styles, which the browser has started to fetch,
 * are cancelled instead of competing with the Spanish page's. Lighthouse measured the move's
 * first paint 25-75 ms later than `/es/` opened directly without this, 30-60 ms earlier with it.
 *
 * Written as a function of `w` (the window) so a test can run it against a fake one. Every step
 * that touches storage is guarded: a browser that blocks it gets the browser's language. Should
 * the move itself fail, the page is shown again rather than left hidden.
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
if(w.stop)w.stop();
w.location.replace("/"+chosen+path+w.location.search+w.location.hash)
}catch(e){w.document.documentElement.style.visibility=""}}`.replace(/\n/g, '');

/** The call with this site's languages (JSON, so nothing in it can end the script tag). */
const argumentsOf = () =>
  scriptArguments([LANGUAGES, PREFIXED_LANGUAGES, DEFAULT_LANGUAGE, SAVED_LANGUAGE_KEY]);

/** The inline script's text, for the head of every English page. */
export const languageBeforePaintScript = (): string =>
  `(${moveBeforePaint})(window,${argumentsOf()});`;

/** The function alone, for tests: call it with a fake window. */
export const languageBeforePaintFunction = (): string => moveBeforePaint;

/** The key of the script's element in the head, for `languageScriptFirst`. */
export const LANGUAGE_SCRIPT_KEY = 'language-before-paint';

/**
 * The head's elements with the language script first: Gatsby puts the page's inlined styles
 * (about 25 kB) and its own scripts before the plugins' elements, and the move should not wait
 * for them to arrive and be parsed.
 */
export const languageScriptFirst = <T>(components: readonly T[]): T[] =>
  withKeyFirst(components, LANGUAGE_SCRIPT_KEY);
