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
