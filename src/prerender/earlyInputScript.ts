/* eslint-disable lingui/no-unlocalized-strings -- script source, no UI text */

/**
 * Keeps a visitor's press on the prerendered page before React has taken it over (the page is on
 * screen at once; its script arrives and hydrates later). A click on a button inside #root —
 * by mouse, touch, or Enter/Space on a focused button — is remembered, the last one only, until
 * `#root` gets its `data-mode` (main.tsx sets 'hydrating' or 'rendering' in the task that hands the
 * page to React, or 'static' when it gives up); then `window.__nuriEarlyInput()` stops listening and
 * hands the button over, and main.tsx replays the press on it (src/lib/earlyInput.ts). A press from
 * then on is React's alone, also before the page has committed its hydration ('hydrated'): React
 * hydrates what was pressed first and handles the press itself. Links need no help: they navigate without
 * script. Written into `<head>` of every prerendered page by scripts/prerender.mjs, before the
 * stylesheets (an inline script after a stylesheet would wait for it); its sha256 goes into the
 * Content-Security-Policy like the start rule's.
 */
export const earlyInputScript =
  '(function(){var d=document,w=window,b=null;' +
  'function h(e){var r=d.getElementById("root");if(!r||r.hasAttribute("data-mode"))return;' +
  'var t=e.target&&e.target.closest?e.target.closest("button,[role=button]"):null;' +
  'if(t&&r.contains(t)&&!t.disabled)b=t}' +
  'd.addEventListener("click",h,true);' +
  'w.__nuriEarlyInput=function(){d.removeEventListener("click",h,true);var t=b;b=null;return t}})()';
