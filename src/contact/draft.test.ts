import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  DRAFT_KEY_PREFIX,
  draftKey,
  loadDraft,
  migrateDraft,
  restoreForm,
  saveDraft,
  sessionDraftStorage,
  type DraftStorage,
} from './draft';
import { sampleForm } from './fixtures';
import { initialFormState, inquiryTypes } from './types';

const today = new Date(2026, 10, 21);

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: DraftStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
});

describe('draft keys', () => {
  it('include the type, one per type', () => {
    expect(draftKey('MUSIC PRODUCTION')).toBe(`${DRAFT_KEY_PREFIX}musicproduction`);
    expect(new Set(inquiryTypes.map(draftKey)).size).toBe(7);
  });
});

describe('save and load', () => {
  it.each(inquiryTypes)('%s: everything comes back except the consent tick', (type) => {
    const form = sampleForm(type, today);
    saveDraft(type, form, storage);
    expect(storage.data.get(draftKey(type))).not.toContain('consent');
    expect(loadDraft(type, storage)).toEqual({ ...form, consent: false });
  });

  it('keeps drafts of different types apart', () => {
    saveDraft('ETC', { ...sampleForm('ETC', today), comment: 'etc' }, storage);
    saveDraft('PUBLISHING', { ...sampleForm('PUBLISHING', today), comment: 'pub' }, storage);
    expect(loadDraft('ETC', storage)?.comment).toBe('etc');
    expect(loadDraft('PUBLISHING', storage)?.comment).toBe('pub');
    expect(loadDraft('MARKETING', storage)).toBeNull();
  });

  it('restoreForm: the draft, else the defaults', () => {
    expect(restoreForm('MARKETING', storage)).toEqual(initialFormState('MARKETING'));
    saveDraft('MARKETING', { ...initialFormState('MARKETING'), artist: 'Haneul' }, storage);
    expect(restoreForm('MARKETING', storage).artist).toBe('Haneul');
  });
});

describe('tolerance', () => {
  it('ignores corrupt JSON, other versions and wrong shapes', () => {
    for (const raw of [
      '{not json',
      'null',
      '[]',
      '"text"',
      '{"v":3,"form":{}}',
      '{"v":0,"form":{}}',
      '{"v":2,"form":[]}',
      '{"v":1}',
    ]) {
      storage.data.set(draftKey('ETC'), raw);
      expect(loadDraft('ETC', storage)).toBeNull();
      expect(restoreForm('ETC', storage)).toEqual(initialFormState('ETC'));
    }
  });

  it('keeps only known fields of the right type and allowed values; consent is never restored', () => {
    storage.data.set(
      draftKey('VIDEO PRODUCTION'),
      JSON.stringify({
        v: 2,
        form: {
          name: 'Nuri',
          email: 42,
          consent: true,
          injected: '<script>',
          applicantType: 'robot',
          audioSource: 'cover',
          distributorChoice: 'maybe',
          releaseTime: '09:00',
          hasVideo: 'yes',
          budget: { range: 'Others', other: 'x' },
        },
      }),
    );
    const form = loadDraft('VIDEO PRODUCTION', storage)!;
    expect(form).toEqual({
      ...initialFormState('VIDEO PRODUCTION'),
      name: 'Nuri',
      audioSource: 'cover',
    });
    expect(form).not.toHaveProperty('injected');
  });

  it('checks the marketing budget shape', () => {
    const save = (budget: unknown) =>
      storage.data.set(draftKey('MARKETING'), JSON.stringify({ v: 2, form: { budget } }));
    save({ range: 'Others', other: '2억' });
    expect(loadDraft('MARKETING', storage)?.budget).toEqual({ range: 'Others', other: '2억' });
    save({ range: '1~2', other: '' });
    expect(loadDraft('MARKETING', storage)?.budget).toEqual({ range: '', other: '' });
    save('500~1000');
    expect(loadDraft('MARKETING', storage)?.budget).toEqual({ range: '', other: '' });
  });

  it('rejects an applicant type of the old words in a current draft', () => {
    storage.data.set(draftKey('ETC'), JSON.stringify({ v: 2, form: { applicantType: 'company' } }));
    expect(loadDraft('ETC', storage)?.applicantType).toBe('individual');
  });

  it('does nothing (and never throws) when storage throws or is missing', () => {
    const form = sampleForm('ETC', today);
    expect(() => saveDraft('ETC', form, throwing)).not.toThrow();
    expect(loadDraft('ETC', throwing)).toBeNull();
    expect(() => clearDraft('ETC', throwing)).not.toThrow();
    expect(() => clearAllDrafts(throwing)).not.toThrow();
    expect(() => saveDraft('ETC', form, null)).not.toThrow();
    expect(loadDraft('ETC', null)).toBeNull();
    expect(restoreForm('ETC', null)).toEqual(initialFormState('ETC'));
  });

  it('sessionDraftStorage: null when the browser refuses access', () => {
    expect(sessionDraftStorage()).toBe(window.sessionStorage);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(sessionDraftStorage()).toBeNull();
  });
});

describe('version 1 drafts (applicant type personal/company)', () => {
  const saveV1 = (type: Parameters<typeof draftKey>[0], form: Record<string, unknown>) =>
    storage.data.set(draftKey(type), JSON.stringify({ v: 1, form }));

  it('are still read: personal → individual, company → corporation, the rest as it was', () => {
    saveV1('ETC', { applicantType: 'company', name: 'Nuri', company: 'Haneul Ent.', comment: 'kept' });
    expect(loadDraft('ETC', storage)).toEqual({
      ...initialFormState('ETC'),
      applicantType: 'corporation',
      name: 'Nuri',
      company: 'Haneul Ent.',
      comment: 'kept',
    });
    saveV1('PUBLISHING', { applicantType: 'personal', company: 'Stale Co.' });
    expect(loadDraft('PUBLISHING', storage)).toMatchObject({ applicantType: 'individual', company: 'Stale Co.' });
  });

  it('keep their marketing budget (the same shape in both versions)', () => {
    saveV1('MARKETING', { applicantType: 'company', budget: { range: 'Others', other: '2억' } });
    expect(loadDraft('MARKETING', storage)).toMatchObject({
      applicantType: 'corporation',
      budget: { range: 'Others', other: '2억' },
    });
  });

  it('with an impossible applicant type fall back to the default, like any bad value', () => {
    saveV1('ETC', { applicantType: 'robot', name: 'Nuri' });
    expect(loadDraft('ETC', storage)).toMatchObject({ applicantType: 'individual', name: 'Nuri' });
  });

  it('are rewritten in the current version on the next save', () => {
    saveV1('ETC', { applicantType: 'company', company: 'Haneul Ent.' });
    saveDraft('ETC', loadDraft('ETC', storage)!, storage);
    expect(JSON.parse(storage.data.get(draftKey('ETC'))!)).toMatchObject({
      v: 2,
      form: { applicantType: 'corporation' },
    });
  });

  it('migrateDraft: version 2 as it is, version 1 renamed, anything else unreadable', () => {
    const form = { applicantType: 'corporation', name: 'x' };
    expect(migrateDraft(2, form)).toBe(form);
    expect(migrateDraft(1, { applicantType: 'personal', name: 'x' })).toEqual({
      applicantType: 'individual',
      name: 'x',
    });
    expect(migrateDraft(1, { name: 'x' })).toEqual({ name: 'x' });
    expect(migrateDraft(3, form)).toBeNull();
    expect(migrateDraft('2', form)).toBeNull();
  });
});

describe('clearing', () => {
  it('clearDraft removes one type', () => {
    saveDraft('ETC', sampleForm('ETC', today), storage);
    saveDraft('PUBLISHING', sampleForm('PUBLISHING', today), storage);
    clearDraft('ETC', storage);
    expect(loadDraft('ETC', storage)).toBeNull();
    expect(loadDraft('PUBLISHING', storage)).not.toBeNull();
  });

  it("clearing all drafts (a type change) drops every type's draft and nothing else", () => {
    storage.data.set('unrelated', 'kept');
    for (const type of inquiryTypes) saveDraft(type, sampleForm(type, today), storage);
    clearAllDrafts(storage);
    expect([...storage.data.keys()]).toEqual(['unrelated']);
  });

  it('uses the real sessionStorage by default', () => {
    saveDraft('ETC', sampleForm('ETC', today));
    expect(window.sessionStorage.getItem(draftKey('ETC'))).toContain('A question about a partnership.');
    expect(restoreForm('ETC').comment).toBe('A question about a partnership.');
    clearDraft('ETC');
    expect(window.sessionStorage.getItem(draftKey('ETC'))).toBeNull();
  });
});
