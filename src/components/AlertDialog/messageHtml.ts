import { sanitizeHtml } from '../../lib/sanitize';

/** Text-level formatting a dialog message may carry; other elements are unwrapped to their text. */
const KEPT = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'span',
  'small',
  'mark',
  'code',
]);
/** Elements dropped with their content: media, embedded documents, controls and anything without text. */
const DROPPED = [
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'canvas',
  'script',
  'style',
  'template',
  'form',
  'input',
  'select',
  'textarea',
  'button',
];

/**
 * Sanitises a dialog message (DOMPurify, via `sanitizeHtml`) and keeps it to formatted text:
 * an alert is read as a sentence, so images (which would need alternative text), media,
 * controls (which would join the dialog's focus order) and unknown elements are removed.
 */
export function messageHtml(html: string, doc: Document | undefined = globalThis.document): string {
  const clean = sanitizeHtml(html);
  if (!doc) return clean;
  const template = doc.createElement('template');
  template.innerHTML = clean;
  const root = template.content;
  for (const element of Array.from(root.querySelectorAll(DROPPED.join(',')))) element.remove();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (!KEPT.has(element.localName)) element.replaceWith(...Array.from(element.childNodes));
  }
  return template.innerHTML;
}
