import fs from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';

/*
 * Expected texts of the e2e tests from the product's own messages, not copies per language.
 *
 * A Lingui message is identified by its Korean source text (and context): that is what the
 * product's `<Trans>`, `t` and `msg` descriptors carry, and the catalogs' `msgid`. `say(locale,
 * source)` gives the text the site shows in `locale` — the Korean source, or the English
 * catalog's translation — and fails when the product has no such message (a message renamed in
 * the product fails here rather than testing a stale copy). Only messages that a product file
 * (not a story) uses count.
 */

export type Locale = 'ko' | 'en';

const CONTEXT_SEPARATOR = '\u0004';
const keyOf = (source: string, context?: string) => (context ? `${context}${CONTEXT_SEPARATOR}${source}` : source);

function catalog(locale: Locale): { i18n: I18n; keys: Set<string> } {
  // The site's catalog and the contact feature's (lingui.config.ts): what the contact pages say.
  const items = ['messages', 'contact'].flatMap(
    (name) => PO.parse(fs.readFileSync(new URL(`../src/locales/${locale}/${name}.po`, import.meta.url), 'utf8')).items,
  );
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  const keys = new Set<string>();
  for (const item of items) {
    const key = keyOf(item.msgid, item.msgctxt ?? undefined);
    const usedByProduct = item.references.some((file) => !/\.stories\.tsx$/.test(file));
    if (usedByProduct) keys.add(key);
    messages[key] = compileMessage(item.msgstr[0] || item.msgid);
  }
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return { i18n, keys };
}

const catalogs = { ko: catalog('ko'), en: catalog('en') };

/**
 * The product's message `source` (its Korean text, with `context` if it has one) as shown in
 * `locale`, with `values` for its placeholders.
 */
export function say(locale: Locale, source: string, values?: Record<string, unknown>, context?: string): string {
  const { i18n, keys } = catalogs[locale];
  const key = keyOf(source, context);
  if (!keys.has(key)) throw new Error(`The product has no message "${source}"${context ? ` (${context})` : ''}`);
  return i18n._(key, values);
}
