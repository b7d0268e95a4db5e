import { useLingui } from '@lingui/react';
import { createElement, type ReactNode } from 'react';
import { sanitizeMessageHtml } from '../../lib/sanitize';
import { isDescriptorMessage, isHtmlDialogMessage, type DialogMessage } from '../../store/dialogMessage';

/** Attribute names DOMPurify's message configuration lets through, as React props. */
const propNames: Record<string, string> = {
  href: 'href',
  target: 'target',
  rel: 'rel',
  title: 'title',
  lang: 'lang',
  dir: 'dir',
};

/** React nodes for sanitised DOM nodes: the message renders as content, never as inner HTML. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const props: Record<string, string | number> = { key };
  for (const { name, value } of Array.from(element.attributes)) {
    const prop = propNames[name];
    if (prop) props[prop] = value;
  }
  const children = Array.from(element.childNodes, toReact);
  return createElement(element.localName, props, ...children);
}

/** HTML (SPEC §2 dialog bodies) as React nodes, sanitised by DOMPurify's message configuration. */
export function htmlMessageNodes(html: string): ReactNode {
  const fragment = sanitizeMessageHtml(html);
  return fragment ? Array.from(fragment.childNodes, toReact) : null;
}

/**
 * An alert's or confirm's message as the dialog's content: a descriptor translated in the
 * current language, React content as it is, HTML sanitised (this module, with DOMPurify, is
 * loaded with the dialogs, on demand).
 */
export function DialogMessageContent({ message }: { message: DialogMessage }) {
  const { i18n } = useLingui();
  if (isHtmlDialogMessage(message)) return htmlMessageNodes(message.html);
  if (isDescriptorMessage(message)) return i18n._(message);
  return message;
}
DialogMessageContent.displayName = 'DialogMessageContent';
