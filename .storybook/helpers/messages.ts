import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { messages as enContact } from '../../src/locales/en/contact.po';
import { messages as enSite } from '../../src/locales/en/messages.po';
import { messages as enServices } from '../../src/locales/en/services.po';
import { messages as enStories } from '../../src/locales/en/stories.po';
import { messages as koContact } from '../../src/locales/ko/contact.po';
import { messages as koSite } from '../../src/locales/ko/messages.po';
import { messages as koServices } from '../../src/locales/ko/services.po';
import { messages as koStories } from '../../src/locales/ko/stories.po';

/*
 * Expected texts of play functions from the product's own messages, not copies per language.
 *
 * A message is a descriptor the product exports (`validationMessages.nameRequired`) or the
 * Korean source text (with its context) that the product's `<Trans>`/`t`/`msg` carries: Lingui
 * derives the catalogs' id from it, so `localized` finds the same entry the page renders, in the
 * story's locale. A source the catalogs do not have fails the story instead of testing a copy.
 */

// Every catalog (lingui.config.ts): the site's, the contact and services pages' and what only
// stories say, as Storybook loads them.
const ko = { ...koStories, ...koContact, ...koServices, ...koSite };
const en = { ...enStories, ...enContact, ...enServices, ...enSite };
/** Every catalog's messages per language, merged (StoryProviders gives them to each story's Lingui). */
export const catalogs = { ko, en };
const i18n = { ko: setupI18n({ locale: 'ko', messages: { ko } }), en: setupI18n({ locale: 'en', messages: { en } }) };

/**
 * The product's message in the story's locale (the `locale` global: 'en', else Korean). `message`
 * is a descriptor or the Korean source; `values` fill its placeholders. Its text as a reader gets
 * it: the markup placeholders of a `<Trans>` (`<0>…</0>`) are left out, their content kept.
 */
export function localized(
  locale: unknown,
  message: MessageDescriptor | string,
  values?: Record<string, unknown>,
  context?: string,
): string {
  const lang = locale === 'en' ? 'en' : 'ko';
  const descriptor: MessageDescriptor =
    typeof message === 'string' ? { id: generateMessageId(message, context), message } : message;
  if (!(descriptor.id in catalogs[lang])) {
    throw new Error(`No message "${descriptor.message ?? descriptor.id}" in the ${lang} catalog`);
  }
  return i18n[lang]._({ ...descriptor, values: { ...descriptor.values, ...values } }).replace(/<\/?\d+\/?>/g, '');
}
