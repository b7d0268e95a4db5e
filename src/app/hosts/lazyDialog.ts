import type { I18n } from '@lingui/core';
import { isValidElement, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { LazyModule } from '../../lib/lazyModule';
import { afterNextPaint } from '../../lib/yieldToMain';
import {
  isDescriptorMessage,
  isHtmlDialogMessage,
  type DialogMessage,
  type DialogText,
} from '../../store/dialogMessage';

// A dialog's code is fetched with `import()` only when it is needed: with the alert and confirm
// dialogs comes DialogMessageContent, which sanitises an HTML message with DOMPurify, which no page
// needs before its first dialog.
export { lazyModule, type LazyModule } from '../../lib/lazyModule';

/**
 * The module, loading it while `needed`; undefined until it has arrived. `onError` runs when
 * it cannot be loaded (offline, a new deployment removed the chunk).
 */
export function useLazyModule<T>(module: LazyModule<T>, needed: boolean, onError: () => void): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T } | null>(() => {
    const current = module.current();
    return current ? { module: current } : null;
  });
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    // A new request tries again after a failed load (the visitor may be back online).
    module.retry().then(
      (arrived) => live && setLoaded({ module: arrived }),
      () => live && onError(),
    );
    return () => {
      live = false;
    };
  }, [module, needed, loaded, onError]);
  return loaded?.module ?? module.current();
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

// Whether the visitor has interacted with the page (a press, a key, a touch): a fact of the page, not
// of a component, so it is watched from the moment this module runs (with the entry), and a host
// mounted later sees it.
//
// It turns true once that first press has been answered: after the next frame has painted and the
// main thread is idle. Fetching, evaluating and mounting the dialogs' code inside the press made
// every page's first press the slow one (issue 40: 15–50 ms of that press at 4× CPU in its profiles).
let interacted = false;
const watchers = new Set<() => void>();
if (typeof window !== 'undefined') {
  const once = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, true);
    void afterNextPaint().then(() => {
      const notify = () => {
        interacted = true;
        for (const watcher of watchers) watcher();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(notify, { timeout: 1000 });
      else notify();
    });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, once, { capture: true, passive: true });
}

function watchInteraction(notify: () => void) {
  watchers.add(notify);
  return () => void watchers.delete(notify);
}

/** False until the visitor's first interaction with the page (a press, a key, a touch) has been answered, then true. */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    watchInteraction,
    () => interacted,
    () => false,
  );
}

/**
 * Loads the modules after the visitor's first interaction with the page: an alert or a confirm
 * always answers one (a submit, a click), so by the time it opens its code is there, and a
 * visitor who only reads never downloads it.
 */
export function usePreloadOnInteraction(...modules: LazyModule<unknown>[]) {
  const interacted = useFirstInteraction();
  useEffect(() => {
    if (!interacted) return;
    for (const module of modules) module.load().catch(() => undefined);
    // The modules are module-level constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interacted]);
}

/** The text of an HTML message, for the browser's own dialog when ours cannot load (inert: nothing runs or loads). */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The text of React content: its strings and numbers, in order (components' own output is not known). */
function nodeText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}

/** A dialog message as plain text, for the browser's own dialog when ours cannot load. */
export function messageText(message: DialogMessage, i18n: I18n): string {
  if (isHtmlDialogMessage(message)) return htmlText(message.html);
  if (isDescriptorMessage(message)) return i18n._(message);
  return nodeText(message).trim();
}

/** A dialog title as text. */
export function dialogText(text: DialogText | undefined, i18n: I18n): string | undefined {
  return text === undefined || typeof text === 'string' ? text : i18n._(text);
}
