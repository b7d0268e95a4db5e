import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/** Loads a compiled catalog; the Lingui Vite plugin compiles the `.po` file on import. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
}
