// @vitest-environment node
import { setupI18n, type Messages } from '@lingui/core';
import { proxy } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retryFailedModules } from '../lib/lazyModule';
import type { SiteCatalog } from './catalogs';
import { connectI18n, featureCatalog } from './connectI18n';
import type { Locale } from './locales';

/** Each catalog request, answered by the test when it chooses (a slow or failing network). */
interface Request {
  locale: Locale;
  catalog: SiteCatalog;
  resolve: () => void;
  reject: (error: Error) => void;
}
const requests: Request[] = [];
/** Like loaded modules: one request per catalog at a time, kept once it has arrived. */
const imports = new Map<string, Promise<Messages>>();

vi.mock('./catalogs', () => ({
  loadCatalogs: (locale: Locale, catalogs: readonly SiteCatalog[]) =>
    Promise.all(
      catalogs.map((catalog) => {
        const key = `${locale}/${catalog}`;
        let loading = imports.get(key);
        if (!loading) {
          const messages: Messages = { [`${catalog}.hello`]: `${catalog} ${locale}` };
          loading = new Promise<Messages>((resolve, reject) =>
            requests.push({
              locale,
              catalog,
              resolve: () => resolve(messages),
              reject: (error) => {
                imports.delete(key);
                reject(error);
              },
            }),
          );
          imports.set(key, loading);
        }
        return loading;
      }),
    ).then((loaded) => Object.assign({}, ...loaded) as Messages),
}));

const answer = async (locale: Locale, catalog: SiteCatalog) => {
  const at = requests.findIndex((r) => r.locale === locale && r.catalog === catalog);
  if (at < 0) throw new Error(`no request for ${locale}/${catalog}`);
  requests.splice(at, 1)[0]!.resolve();
  await flush();
};
/** Lets the promise callbacks queued so far run (and valtio tell its subscribers). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(language: Locale = 'ko') {
  const store = { state: proxy({ language }) };
  const i18n = setupI18n();
  const connection = connectI18n(store, i18n);
  const say = (id: string) => (i18n.messages[id] === undefined ? null : i18n._(id));
  return { store, i18n, connection, say };
}

beforeEach(() => {
  requests.length = 0;
  imports.clear();
});

describe('given Lingui connected to the store', () => {
  it('is ready once the language’s site catalog is active', async () => {
    const { i18n, connection, say } = setup('en');
    await answer('en', 'messages');
    await connection.ready;
    expect(i18n.locale).toBe('en');
    expect(say('messages.hello')).toBe('messages en');
    expect(say('contact.hello')).toBeNull();
  });

  describe('when a page asks for the contact catalog', () => {
    it('merges it into the active language and says it is there only then', async () => {
      const { i18n, connection, say } = setup('ko');
      await answer('ko', 'messages');
      await connection.ready;
      const contact = featureCatalog(i18n, 'contact');
      expect(contact.current()).toBeUndefined();
      const loaded = contact.load();
      expect(say('contact.hello')).toBeNull();
      await answer('ko', 'contact');
      await loaded;
      expect(contact.current()).toBe(true);
      expect(say('contact.hello')).toBe('contact ko');
      expect(say('messages.hello')).toBe('messages ko');
    });

    it('loads it with every later language, and the switch waits for it', async () => {
      const { i18n, store, connection, say } = setup('ko');
      await answer('ko', 'messages');
      await connection.ready;
      const contact = featureCatalog(i18n, 'contact');
      const loaded = contact.load();
      await answer('ko', 'contact');
      await loaded;
      store.state.language = 'en';
      await flush();
      await answer('en', 'messages');
      // English is not active without its contact messages: Korean stays until they are here.
      expect(i18n.locale).toBe('ko');
      expect(say('contact.hello')).toBe('contact ko');
      await answer('en', 'contact');
      expect(i18n.locale).toBe('en');
      expect(say('contact.hello')).toBe('contact en');
      expect(say('messages.hello')).toBe('messages en');
    });

    it('asked for during a language switch, it arrives with the new language', async () => {
      const { i18n, store, connection, say } = setup('ko');
      await answer('ko', 'messages');
      await connection.ready;
      store.state.language = 'en';
      await flush();
      const loaded = featureCatalog(i18n, 'contact').load();
      await answer('en', 'messages');
      expect(i18n.locale).toBe('ko');
      await answer('en', 'contact');
      await loaded;
      expect(i18n.locale).toBe('en');
      expect(say('contact.hello')).toBe('contact en');
    });

    it('keeps a failed load until a retry, and a language switch meanwhile does not wait for it', async () => {
      const { i18n, store, connection, say } = setup('ko');
      await answer('ko', 'messages');
      await connection.ready;
      const contact = featureCatalog(i18n, 'contact');
      const failed = contact.load();
      const failure = expect(failed).rejects.toThrow('offline');
      requests.splice(0, 1)[0]!.reject(new Error('offline'));
      await failure;
      expect(contact.load()).toBe(failed);
      store.state.language = 'en';
      await flush();
      await answer('en', 'messages');
      expect(i18n.locale).toBe('en');
      retryFailedModules();
      const again = contact.load();
      await answer('en', 'contact');
      await again;
      expect(say('contact.hello')).toBe('contact en');
    });
  });

  it('an i18n it does not drive (prerender, Storybook) has every catalog already', () => {
    const contact = featureCatalog(setupI18n(), 'contact');
    expect(contact.current()).toBe(true);
  });

  it('a quicker later switch wins over a slow earlier one', async () => {
    const { i18n, store, connection } = setup('ko');
    await answer('ko', 'messages');
    await connection.ready;
    store.state.language = 'en';
    await flush();
    store.state.language = 'ko';
    await flush();
    await answer('en', 'messages');
    expect(i18n.locale).toBe('ko');
  });
});
