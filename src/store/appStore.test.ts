import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n';
import { themeClassNames } from '../styles/themes';
import { bindDocument, createAppStore } from './appStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('given a new store', () => {
  it('starts with the stored language when there is one', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' });
    expect(createAppStore({ storage, browserLanguage: 'ko-KR' }).state.language).toBe('en');
  });

  it('starts in English for a browser language without ko', () => {
    expect(createAppStore({ storage: memoryStorage(), browserLanguage: 'de-DE' }).state.language).toBe('en');
  });

  it('starts in Korean for a Korean browser', () => {
    expect(createAppStore({ storage: memoryStorage(), browserLanguage: 'ko-KR' }).state.language).toBe('ko');
  });

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createAppStore({ storage, browserLanguage: 'ko' });
    expect(store.state.language).toBe('ko');
    expect(() => store.actions.setLanguage('en')).not.toThrow();
    expect(store.state.language).toBe('en');
  });

  it('has the gray theme, no articles and no overlay open', () => {
    const { state } = createAppStore({ storage: memoryStorage() });
    expect(state.theme).toBe('gray');
    expect(state.articles).toEqual([]);
    expect(state.alert).toBeNull();
    expect(state.confirm).toBeNull();
    expect(state.loading).toBe(false);
    expect(state.openModals).toEqual([]);
  });
});

describe('setLanguage', () => {
  it('stores the choice so it wins at the next start', () => {
    const storage = memoryStorage();
    createAppStore({ storage, browserLanguage: 'ko-KR' }).actions.setLanguage('en');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(createAppStore({ storage, browserLanguage: 'ko-KR' }).state.language).toBe('en');
  });
});

describe('setLanguage without persisting (a language URL prefix)', () => {
  it('changes the language but stores nothing', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage, browserLanguage: 'ko-KR' });
    store.actions.setLanguage('en', { persist: false });
    expect(store.state.language).toBe('en');
    expect(storage.data.has(LANGUAGE_STORAGE_KEY)).toBe(false);
  });
});

describe('alert and confirm', () => {
  const question = { id: 'test.delete', message: 'Delete?' };

  it('opens an alert with a descriptor and an optional title, and runs onClose after closing', () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    const onClose = vi.fn();
    const message = { id: 'test.hi', message: 'Hi' };
    actions.alert(message, undefined, { onClose });
    expect(state.alert?.message).toBe(message);
    expect(state.alert?.title).toBeUndefined();
    actions.closeAlert();
    expect(state.alert).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps React content as it is (not proxied)', () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    const content = createElement('p', null, 'Hi');
    actions.alert(content, 'Title');
    expect(state.alert?.message).toBe(content);
    expect(state.alert?.title).toBe('Title');
  });

  it('keeps an HTML body as { html } (sanitised when it is shown)', () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    actions.alert({ html: '<b>Hi</b>' });
    expect(state.alert?.message).toEqual({ html: '<b>Hi</b>' });
  });

  it('resolves the confirm promise with true on OK and closes', async () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    const answer = actions.confirm(question, { title: 'Title' });
    expect(state.confirm?.message).toBe(question);
    expect(state.confirm?.title).toBe('Title');
    actions.resolveConfirm(true);
    expect(state.confirm).toBeNull();
    await expect(answer).resolves.toBe(true);
  });

  it('resolves with false on Cancel; the title is optional', async () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    const answer = actions.confirm(question);
    expect(state.confirm?.title).toBeUndefined();
    actions.resolveConfirm(false);
    expect(state.confirm).toBeNull();
    await expect(answer).resolves.toBe(false);
  });

  it('answers an open question with false when a new one is asked', async () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    const first = actions.confirm(question);
    const second = actions.confirm({ id: 'test.again', message: 'Again?' });
    await expect(first).resolves.toBe(false);
    expect(state.confirm?.message).toEqual({ id: 'test.again', message: 'Again?' });
    actions.resolveConfirm(true);
    await expect(second).resolves.toBe(true);
  });
});

describe('setLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at once and hides 150 ms after the flag drops', () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    actions.setLoading(true);
    expect(state.loading).toBe(true);
    actions.setLoading(false);
    vi.advanceTimersByTime(149);
    expect(state.loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.loading).toBe(false);
  });

  it('stays shown when loading starts again within the hide delay', () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    actions.setLoading(true);
    actions.setLoading(false);
    vi.advanceTimersByTime(100);
    actions.setLoading(true);
    vi.advanceTimersByTime(500);
    expect(state.loading).toBe(true);
  });
});

describe('modals', () => {
  it('opens and closes by name without duplicates', () => {
    const { state, actions } = createAppStore({ storage: memoryStorage() });
    actions.openModal('a');
    actions.openModal('b');
    actions.openModal('a');
    expect(state.openModals).toEqual(['a', 'b']);
    actions.closeModal('a');
    expect(state.openModals).toEqual(['b']);
  });
});

describe('bindDocument', () => {
  it('keeps <html lang> and the theme class in step with the store', async () => {
    const store = createAppStore({ storage: memoryStorage(), browserLanguage: 'ko' });
    const unbind = bindDocument(store, document);
    expect(document.documentElement.lang).toBe('ko');
    expect(document.documentElement.classList.contains(themeClassNames.gray)).toBe(true);
    store.actions.setLanguage('en');
    await Promise.resolve(); // valtio notifies subscribers asynchronously
    expect(document.documentElement.lang).toBe('en');
    unbind();
    store.actions.setLanguage('ko');
    await Promise.resolve();
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves <html> untouched when the store changes something else (a write restyles the page)', async () => {
    const store = createAppStore({ storage: memoryStorage(), browserLanguage: 'en' });
    const unbind = bindDocument(store, document);
    const observer = new MutationObserver(() => {});
    observer.observe(document.documentElement, { attributes: true });
    store.actions.setLoading(true);
    store.actions.openModal('a');
    await Promise.resolve();
    expect(observer.takeRecords().map((record) => record.attributeName)).toEqual([]);
    store.actions.setLanguage('ko');
    await Promise.resolve();
    expect(observer.takeRecords().map((record) => record.attributeName)).toEqual(['lang']);
    observer.disconnect();
    unbind();
  });
});
