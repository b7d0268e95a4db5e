/* eslint-disable lingui/no-unlocalized-strings -- script source, no UI text */

/**
 * Starts the page's code once the prerendered page has loaded, so the first paint never waits
 * for it or shares the network with it. The page is the prerendered HTML: readable and styled,
 * its links plain links, a press on a button kept by the early-input script
 * (earlyInputScript.ts) and replayed once React has hydrated. Its script tag says what to load:
 *
 *   <script id="nuri-boot" data-entry="/assets/index-….js" data-modules="/assets/c-….js …">
 *
 * `data-modules` are the chunks hydration needs (the entry's imports, the route's page chunk,
 * the UI catalog, the page's data: the article list on a page that shows it…), fetched in parallel as modulepreloads; `data-entry` is the
 * client entry, added as a module script. It starts once the page has loaded and painted with its
 * fonts: after the window's `load` event (stylesheets and images are in), the page's first
 * contentful paint (a `paint` performance entry: the load event can come before the first frame is
 * on screen, and code fetched before it would share the first paint's network; where paint timing is
 * missing, the next frame), and `document.fonts.ready` (the load event does not wait for fonts), or
 * 5 s after the load event at the latest; at once on the visitor's first press or key, whichever
 * comes first; and only once. Each modulepreload link is added in a task of its own (a link costs
 * the browser 1–10 ms to start its request; eight in one task made a long task right after the first
 * paint), the entry with the last; after a press, all at once. Written in place of Vite's module
 * script by scripts/build/prerender.mjs, before the stylesheets (an inline script after a stylesheet
 * would wait for it); its sha256 goes into the Content-Security-Policy like the other inline scripts.
 */
export const bootScript =
  '(function(){var d=document,w=window,s=d.getElementById("nuri-boot"),done=false;' +
  'function go(e){if(done||!s||!s.isConnected)return;done=true;' +
  'w.removeEventListener("load",later);d.removeEventListener("pointerdown",go,true);d.removeEventListener("keydown",go,true);' +
  'var h=d.head,q=(s.getAttribute("data-modules")||"").split(" "),now=e instanceof Event;' +
  '(function next(){var u=q.shift(),l;' +
  'if(u){l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)}' +
  'if(q.length)return now?next():setTimeout(next,0);' +
  'l=d.createElement("script");l.type="module";l.crossOrigin="";l.src=s.getAttribute("data-entry");h.appendChild(l)})()}' +
  'function fonts(){var f=d.fonts;if(f&&f.ready)f.ready.then(go,go);else go()}' +
  'function later(){setTimeout(go,5000);var P=w.PerformanceObserver;' +
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new P(function(l){' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();fonts()}});o.observe({type:"paint",buffered:true})}' +
  'else requestAnimationFrame(function(){setTimeout(fonts,0)})}' +
  'd.addEventListener("pointerdown",go,true);d.addEventListener("keydown",go,true);' +
  'if(d.readyState==="complete")later();else w.addEventListener("load",later)})()';
