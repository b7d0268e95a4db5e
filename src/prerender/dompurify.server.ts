// The server build's `dompurify` (see serverDomPurify in vite.config.ts): DOMPurify bound to a
// jsdom window, so prerendered HTML is sanitised by the same library and rules as in the browser.
/* eslint-disable lingui/no-unlocalized-strings -- a markup string, no UI text */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
export default purify;
