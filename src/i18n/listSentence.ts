import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Items as one sentence in the active language: "A, B 및 C", "A, B, and C" (the long conjunction
 * of `Intl.ListFormat`). Not `Intl.ListFormat` itself: a page's first list format loads ICU's
 * locale data, 15–40 ms of one task in Chromium (60–160 under Lighthouse's 4× CPU), and the home
 * page's typing line builds its sentence while it hydrates. listSentence.test.ts holds it to
 * `Intl.ListFormat` in both languages.
 */
export function listSentence(i18n: I18n, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1];
  if (items.length === 2) {
    const first = items[0];
    return i18n._(msg({ message: `${first} 및 ${last}`, context: 'a list of two' }));
  }
  const head = items.slice(0, -1).join(', ');
  return i18n._(msg({ message: `${head} 및 ${last}`, context: 'a list of three or more, the others before the last' }));
}
