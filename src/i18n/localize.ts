import { locales, type Locale } from './locales';

/** A plain data object (content literals), not an instance such as a Date, Map or React element. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A value keyed by language and by nothing else: a text in both languages (`LocalizedText`,
 * `{ ko: '…', en: '…' }`) or anything held once per language (`notices`: `{ ko: Notice[], en: Notice[] }`).
 */
export const isByLanguage = (value: unknown): value is Record<Locale, unknown> => {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => keys.includes(locale));
};

type IsByLanguage<T> = [keyof T] extends [Locale] ? ([Locale] extends [keyof T] ? true : false) : false;

/**
 * `T` as one language shows it: every value keyed by language (a `LocalizedText` or a
 * `Record<Locale, X>`) becomes that language's value, itself localised; arrays, tuples and other
 * objects keep their shape. Strings (slugs, URLs, `TrustedHtml`), numbers and functions stay as they are.
 */
export type Localized<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { [K in keyof T]: Localized<T[K]> }
      : IsByLanguage<T> extends true
        ? Localized<T[keyof T & Locale]>
        : { [K in keyof T]: Localized<T[K]> };

/**
 * Resolves content written in both languages (src/content) to one language: the one place where a
 * `{ ko, en }` pair is read. Pure, and it never changes `value`; see `Localized` for the shape.
 */
export function localize<T>(value: T, locale: Locale): Localized<T> {
  return resolve(value, locale) as Localized<T>;
}

function resolve(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, locale));
  if (!isPlainObject(value)) return value;
  if (isByLanguage(value)) return resolve(value[locale], locale);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, locale)]));
}
