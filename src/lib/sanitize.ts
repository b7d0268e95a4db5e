import DOMPurify from 'dompurify';
import type { TrustedHtml } from './trustedHtml';

/**
 * Sanitises HTML from messages, articles and notices before it is rendered (DOMPurify).
 * Links that open a new window always get rel="noopener noreferrer".
 */
let hooked = false;
function ensureHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sanitizeHtml(html: string): TrustedHtml {
  // Without a DOM DOMPurify cannot sanitise (it would return the input): fail safe to text.
  if (!DOMPurify.isSupported) return escapeText(html) as TrustedHtml;
  ensureHook();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }) as TrustedHtml;
}

/**
 * DOMPurify's configuration for an alert or confirm body given as HTML (read as a sentence):
 * formatted text and links only. Other elements are unwrapped to their text; media, embedded
 * documents and controls (which would need alternative text or join the dialog's focus order)
 * are dropped with their content.
 */
const MESSAGE_CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'span', 'small', 'mark', 'code'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'title', 'lang', 'dir'],
  ADD_FORBID_CONTENTS: ['button', 'select', 'textarea', 'form', 'object', 'embed', 'canvas', 'picture'],
};

/** A dialog message's HTML, sanitised by DOMPurify (`MESSAGE_CONFIG`); null without a DOM. */
export function sanitizeMessageHtml(html: string): DocumentFragment | null {
  if (!DOMPurify.isSupported) return null;
  ensureHook();
  return DOMPurify.sanitize(html, { ...MESSAGE_CONFIG, RETURN_DOM_FRAGMENT: true });
}
