import { useCallback, useEffect, useRef, useState } from 'react';
import { clearAllDrafts, clearDraft, restoreForm, saveDraft, sessionDraftStorage, type DraftStorage } from './draft';
import { initialFormState, type FormState, type InquiryType } from './types';

/** How long typing must pause before the draft is written (it is also written on pagehide and unmount). */
export const DRAFT_SAVE_DELAY_MS = 400;

interface Pending {
  type: InquiryType;
  form: FormState;
  timer: ReturnType<typeof setTimeout>;
}

export interface ContactDraft {
  /** The form on screen: the restored draft or the type's defaults (`null` without a type). */
  form: FormState | null;
  /** Replaces the form and schedules the draft save. */
  update: (next: FormState) => void;
  /** After a successful send: drops the pending save and the stored draft of the type. */
  discard: () => void;
  /**
   * The visitor's "clear the form": every field back to the type's defaults, the pending save
   * dropped and every stored draft removed (nothing of what was typed stays in the tab).
   */
  clear: () => void;
}

/**
 * The contact form's state with its draft in sessionStorage: restored on load, saved
 * (debounced, without the consent tick) as the visitor types, written at once when the page is
 * hidden or left, and cleared — all types — when the type changes, which also resets the form to
 * the new type's defaults (SPEC §2, §4), and by the visitor's "clear the form". Only
 * sessionStorage (this tab, gone when it closes) is ever used: never localStorage.
 */
export function useContactDraft(
  type: InquiryType | null,
  storage: DraftStorage | null = sessionDraftStorage(),
): ContactDraft {
  const [state, setState] = useState(() => ({ type, form: type ? (restoreForm(type, storage) as FormState) : null }));
  let current = state;
  if (state.type !== type) {
    // A type change: the whole form resets (the stored drafts are dropped in the effect below).
    current = { type, form: type ? (initialFormState(type) as FormState) : null };
    setState(current);
  }

  const storageRef = useRef(storage);
  useEffect(() => {
    storageRef.current = storage;
  });
  const pending = useRef<Pending | null>(null);

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    saveDraft(job.type, job.form, storageRef.current);
  }, []);

  const previousType = useRef(type);
  useEffect(() => {
    if (previousType.current === type) return;
    previousType.current = type;
    cancel();
    clearAllDrafts(storageRef.current);
  }, [type, cancel]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const update = useCallback(
    (next: FormState) => {
      if (!type) return;
      setState({ type, form: next });
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { type, form: next, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
    },
    [type, flush],
  );

  const discard = useCallback(() => {
    cancel();
    if (type) clearDraft(type, storageRef.current);
  }, [type, cancel]);

  const clear = useCallback(() => {
    cancel();
    clearAllDrafts(storageRef.current);
    if (type) setState({ type, form: initialFormState(type) as FormState });
  }, [type, cancel]);

  return { form: current.form, update, discard, clear };
}
