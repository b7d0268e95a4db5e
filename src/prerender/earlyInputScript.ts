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
 * script. A field typed in, ticked or chosen (`input`, `change`) is kept, with what it shows, for as
 * long as React does not own it (on the prerendered page, or in a lazy section still waiting for
 * its code: React cannot hear it then), until `window.__nuriEarlyEdits()` hands those React owns by
 * now to src/lib/earlyInput.ts, which tells React about them (`window.__nuriEarlyKept()` says whether
 * there are any). An edit React hears itself replaces the field's kept one: typed on after the field
 * became React's, it holds everything the field shows. Written into `<head>` of every
 * prerendered page by scripts/build/prerender.mjs, before the stylesheets (an inline script after a
 * stylesheet would wait for it); its sha256 goes into the
 * Content-Security-Policy like the start rule's.
 */
export const earlyInputScript =
  '(function(){var d=document,w=window,b=null,f=[];' +
  'function h(e){var r=d.getElementById("root");if(!r||r.hasAttribute("data-mode"))return;' +
  'var t=e.target&&e.target.closest?e.target.closest("button,[role=button]"):null;' +
  'if(t&&r.contains(t)&&!t.disabled)b=t}' +
  // o: whether React owns the node (hydration gives it React DOM's instance key).
  'function o(t){return Object.keys(t).some(function(k){return k.indexOf("__reactFiber$")===0})}' +
  // g: an edit of a field that is not React's, kept with what it shows, as the last one. An edit
  // React heard itself drops the field's kept one (and a radio's, its group's): React has the newer.
  'function g(e){var r=d.getElementById("root"),t=e.target;' +
  'if(!r||!t||!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||!r.contains(t))return;' +
  'f=f.filter(function(x){var u=x[0];return u!==t&&!(t.type==="radio"&&t.name&&u.type==="radio"&&u.name===t.name&&u.form===t.form)});' +
  'if(!o(t))f.push([t,t.type==="checkbox"||t.type==="radio"?t.checked:t.value])}' +
  'd.addEventListener("click",h,true);d.addEventListener("input",g,true);d.addEventListener("change",g,true);' +
  'w.__nuriEarlyInput=function(){d.removeEventListener("click",h,true);var t=b;b=null;return t};' +
  // Whether any edit is kept; the edits of fields React owns by now (gone ones dropped), the others stay.
  'w.__nuriEarlyKept=function(){return f.length>0};' +
  'w.__nuriEarlyEdits=function(){var n=f.filter(function(x){return x[0].isConnected});' +
  'f=n.filter(function(x){return!o(x[0])});return n.filter(function(x){return o(x[0])})}})()';
