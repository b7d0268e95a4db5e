import { releaseTimes } from './releaseRules';
import {
  apiTypeOf,
  applicantTypes,
  audioSources,
  budgetRanges,
  distributorChoices,
  initialFormState,
  inquiryTypes,
  type FormState,
  type InquiryType,
} from './types';

/**
 * Draft persistence: what the visitor typed survives a reload or a failed send, in
 * sessionStorage (this tab only, gone when it closes), one entry per type. The consent tick is
 * never stored: it must be given again for every send. Cleared on success and on a type change.
 * Storage may be missing or throw (privacy modes, quota): every helper then quietly does nothing.
 */

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DRAFT_KEY_PREFIX = 'nurimusic:contact-draft:';
/**
 * 2: the applicant type in the payload's words (`individual` / `corporation`). Version 1 drafts
 * (`personal` / `company`, written before the form had one vocabulary) are still read: see
 * `migrateDraft`.
 */
const DRAFT_VERSION = 2;

/** `nurimusic:contact-draft:distribution`, `…:musicproduction`, … */
export const draftKey = (type: InquiryType): string => `${DRAFT_KEY_PREFIX}${apiTypeOf[type]}`;

/** The tab's sessionStorage, or null when it cannot be used. */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // access itself can throw (blocked storage)
  }
}

export function saveDraft<T extends InquiryType>(
  type: T,
  form: FormState<T>,
  storage: DraftStorage | null = sessionDraftStorage(),
): void {
  const { consent: _consent, ...rest } = form;
  try {
    storage?.setItem(draftKey(type), JSON.stringify({ v: DRAFT_VERSION, form: rest }));
  } catch {
    // quota exceeded or storage blocked: the form keeps working without a draft
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Allowed values of the fields that are not free text. */
const enumFields: Record<string, readonly string[]> = {
  applicantType: applicantTypes,
  releaseTime: ['', ...releaseTimes],
  audioSource: audioSources,
  distributorChoice: distributorChoices,
};

/**
 * Copies from the stored draft only the fields the type has, with the type they must have;
 * anything else (unknown keys, wrong types, impossible enum values) keeps its default.
 */
function merge<T extends InquiryType>(type: T, stored: Record<string, unknown>): FormState<T> {
  const form = initialFormState(type) as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(form)) {
    if (key === 'consent' || !(key in stored)) continue;
    const value = stored[key];
    if (key === 'budget' && isObject(fallback)) {
      if (
        isObject(value) &&
        typeof value.other === 'string' &&
        (value.range === '' || (budgetRanges as readonly unknown[]).includes(value.range))
      ) {
        form[key] = { range: value.range, other: value.other };
      }
      continue;
    }
    if (typeof value !== typeof fallback) continue;
    const allowed = enumFields[key];
    if (allowed && !allowed.includes(value as string)) continue;
    form[key] = value;
  }
  form.consent = false;
  return form as unknown as FormState<T>;
}

/** Version 1 applicant types, by their version 2 names. */
const applicantTypeOfV1: Record<string, string> = { personal: 'individual', company: 'corporation' };

/**
 * A stored draft's fields in today's format, or `null` for a version this code cannot read.
 * Version 1 differs only in the applicant type's words; everything else is read as it is.
 */
export function migrateDraft(version: unknown, form: Record<string, unknown>): Record<string, unknown> | null {
  if (version === DRAFT_VERSION) return form;
  if (version === 1) {
    const applicantType = typeof form.applicantType === 'string' ? applicantTypeOfV1[form.applicantType] : undefined;
    return applicantType ? { ...form, applicantType } : form;
  }
  return null;
}

/** The saved draft of a type merged onto its defaults, or `null` when there is none (or it is unreadable). */
export function loadDraft<T extends InquiryType>(
  type: T,
  storage: DraftStorage | null = sessionDraftStorage(),
): FormState<T> | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(draftKey(type)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.form)) return null;
  const form = migrateDraft(parsed.v, parsed.form);
  return form ? merge(type, form) : null;
}

/** The form to start with: the saved draft, or the empty form with its defaults. */
export const restoreForm = <T extends InquiryType>(
  type: T,
  storage: DraftStorage | null = sessionDraftStorage(),
): FormState<T> => loadDraft(type, storage) ?? initialFormState(type);

export function clearDraft(type: InquiryType, storage: DraftStorage | null = sessionDraftStorage()): void {
  try {
    storage?.removeItem(draftKey(type));
  } catch {
    // nothing to clear
  }
}

export function clearAllDrafts(storage: DraftStorage | null = sessionDraftStorage()): void {
  for (const type of inquiryTypes) clearDraft(type, storage);
}
