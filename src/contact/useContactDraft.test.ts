import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, saveDraft, type DraftStorage } from './draft';
import { sampleForm } from './fixtures';
import { initialFormState, type FormState, type InquiryType } from './types';
import { DRAFT_SAVE_DELAY_MS, useContactDraft } from './useContactDraft';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const today = new Date(2026, 10, 21);
const stored = (storage: ReturnType<typeof memoryStorage>, type: InquiryType) => {
  const raw = storage.data.get(draftKey(type));
  return raw ? (JSON.parse(raw) as { form: Record<string, unknown> }).form : null;
};

describe('useContactDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the type defaults without a draft', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useContactDraft('MARKETING', storage));
    expect(result.current.form).toEqual(initialFormState('MARKETING'));
  });

  it('restores a stored draft, without the consent tick', () => {
    const storage = memoryStorage();
    saveDraft('DISTRIBUTION', sampleForm('DISTRIBUTION', today), storage);
    const { result } = renderHook(() => useContactDraft('DISTRIBUTION', storage));
    expect(result.current.form).toEqual({ ...sampleForm('DISTRIBUTION', today), consent: false });
  });

  it('saves the draft once typing pauses, without the consent tick', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useContactDraft('ETC', storage));
    const typed: FormState = { ...initialFormState('ETC'), name: 'Nuri', consent: true };
    act(() => result.current.update(typed));
    expect(result.current.form).toEqual(typed);
    expect(stored(storage, 'ETC')).toBeNull();
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(stored(storage, 'ETC')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(stored(storage, 'ETC')).toMatchObject({ name: 'Nuri' });
    expect(stored(storage, 'ETC')).not.toHaveProperty('consent');
  });

  it('writes a pending draft at once on pagehide and on unmount', () => {
    const storage = memoryStorage();
    const { result, unmount } = renderHook(() => useContactDraft('PUBLISHING', storage));
    act(() => result.current.update({ ...initialFormState('PUBLISHING'), comment: 'a' }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored(storage, 'PUBLISHING')).toMatchObject({ comment: 'a' });
    act(() => result.current.update({ ...initialFormState('PUBLISHING'), comment: 'ab' }));
    unmount();
    expect(stored(storage, 'PUBLISHING')).toMatchObject({ comment: 'ab' });
  });

  it('a type change resets the form to the new defaults and clears every draft', () => {
    const storage = memoryStorage();
    saveDraft('MARKETING', sampleForm('MARKETING', today), storage);
    const { result, rerender } = renderHook(({ type }) => useContactDraft(type, storage), {
      initialProps: { type: 'DISTRIBUTION' as InquiryType },
    });
    act(() => result.current.update({ ...result.current.form!, name: 'typed' }));
    rerender({ type: 'MARKETING' });
    expect(result.current.form).toEqual(initialFormState('MARKETING'));
    act(() => void vi.runAllTimers());
    expect(storage.data.size).toBe(0);
  });

  it('discard drops the pending save and the stored draft (after a successful send)', () => {
    const storage = memoryStorage();
    const { result, unmount } = renderHook(() => useContactDraft('ETC', storage));
    act(() => result.current.update({ ...initialFormState('ETC'), comment: 'sent' }));
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    act(() => result.current.update({ ...initialFormState('ETC'), comment: 'sent!' }));
    act(() => result.current.discard());
    unmount();
    expect(stored(storage, 'ETC')).toBeNull();
  });

  it('clear empties every field, drops the pending save and removes every stored draft', () => {
    const storage = memoryStorage();
    storage.data.set('unrelated', 'kept');
    saveDraft('MARKETING', sampleForm('MARKETING', today), storage);
    saveDraft('DISTRIBUTION', sampleForm('DISTRIBUTION', today), storage);
    const { result, unmount } = renderHook(() => useContactDraft('DISTRIBUTION', storage));
    expect(result.current.form).toMatchObject({ name: 'Nuri Kim' });
    // typed a moment ago: the save is still pending when the visitor clears
    act(() => result.current.update({ ...result.current.form!, albumTitle: 'typed just now' }));
    act(() => result.current.clear());
    expect(result.current.form).toEqual(initialFormState('DISTRIBUTION'));
    expect([...storage.data.keys()]).toEqual(['unrelated']);
    // neither the debounce, nor leaving the page, nor unmounting writes it back
    act(() => void vi.runAllTimers());
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect([...storage.data.keys()]).toEqual(['unrelated']);
  });

  it('after clearing, typing is kept again (the feature stays)', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useContactDraft('ETC', storage));
    act(() => result.current.update({ ...initialFormState('ETC'), name: 'first' }));
    act(() => result.current.clear());
    act(() => result.current.update({ ...initialFormState('ETC'), name: 'second' }));
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored(storage, 'ETC')).toMatchObject({ name: 'second' });
  });

  it('keeps the draft in this tab only: sessionStorage, never localStorage', () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    const { result, unmount } = renderHook(() => useContactDraft('PUBLISHING'));
    act(() => result.current.update({ ...initialFormState('PUBLISHING'), email: 'nuri.kim@example.com' }));
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(window.sessionStorage.getItem(draftKey('PUBLISHING'))).toContain('nuri.kim@example.com');
    expect(window.localStorage.length).toBe(0);
    act(() => result.current.clear());
    expect(window.sessionStorage.getItem(draftKey('PUBLISHING'))).toBeNull();
    unmount();
    expect(window.localStorage.length).toBe(0);
  });

  it('has no form without a type (unknown route)', () => {
    const { result } = renderHook(() => useContactDraft(null, memoryStorage()));
    expect(result.current.form).toBeNull();
  });
});
