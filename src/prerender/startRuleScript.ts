/* eslint-disable lingui/no-unlocalized-strings -- script source, no UI text */
import { LANGUAGE_STORAGE_KEY } from '../i18n/startLanguage';

/**
 * The first inline script of the site (the other is earlyInputScript.ts): the SPEC §1 start
 * rule, run in `<head>` of every unprefixed (x-default) page before anything paints. A stored choice wins; otherwise English unless the
 * browser languages contain "ko"; otherwise Korean. When the rule says English the page is
 * replaced by its /en twin (path, query and hash kept); the Korean page otherwise stays.
 * The exact string is exported so its sha256 can go into the Content-Security-Policy; it is
 * written out by scripts/build/prerender.mjs and checked against src/i18n/startLanguage.ts by its test.
 */
export const startRuleScript =
  '(function(){try{var p=location.pathname;if(/^\\/(ko|en)(\\/|$)/.test(p))return;var s=null;' +
  `try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}` +
  'var l=s==="ko"||s==="en"?s:null;' +
  'if(!l){var n=[].concat(navigator.languages||[],navigator.language||"").join(",").toLowerCase();l=n.indexOf("ko")>=0?"ko":"en"}' +
  'if(l==="en")location.replace("/en"+p+location.search+location.hash)}catch(e){}})()';
