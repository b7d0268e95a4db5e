// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleForm } from './fixtures';
import { createIdempotencyKeys, IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency';
import { buildPayload } from './payload';

const today = new Date(2026, 10, 21);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Keys numbered in order, so a test sees which one it got. */
const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('newIdempotencyKey', () => {
  it('is a random version 4 UUID from crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey({ getRandomValues: (a) => a, randomUUID: () => 'from-randomUUID' })).toBe(
      'from-randomUUID',
    );
  });

  it('builds one from getRandomValues where randomUUID is missing (not a secure context)', () => {
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newIdempotencyKey(zeros)).toBe('00000000-0000-4000-8000-000000000000');
    const random = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    expect(newIdempotencyKey(random)).toMatch(UUID_V4);
    expect(newIdempotencyKey(random)).not.toBe(newIdempotencyKey(random));
  });

  it('travels in the Idempotency-Key header', () => {
    expect(IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
  });
});

describe('one key per submission', () => {
  const etc = (comment: string, language: 'ko' | 'en' = 'ko') =>
    buildPayload('ETC', { ...sampleForm('ETC', today), comment }, language);

  it('retries of the same values keep the key', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor('ETC', etc('hello'))).toBe('key-1');
    expect(keys.keyFor('ETC', etc('hello'))).toBe('key-1');
    // a payload rebuilt from an equal form is the same submission
    expect(keys.keyFor('ETC', structuredClone(etc('hello')))).toBe('key-1');
  });

  it('other values, another language or another type make a new submission', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor('ETC', etc('hello'))).toBe('key-1');
    expect(keys.keyFor('ETC', etc('hello!'))).toBe('key-2');
    expect(keys.keyFor('ETC', etc('hello!', 'en'))).toBe('key-3');
    const publishing = buildPayload('PUBLISHING', { ...sampleForm('PUBLISHING', today), comment: 'hello!' }, 'en');
    expect(keys.keyFor('PUBLISHING', publishing)).toBe('key-4');
    // going back to earlier values after another send is a new submission too
    expect(keys.keyFor('ETC', etc('hello'))).toBe('key-5');
  });

  it('reset (success, cleared form, type change): the same values again get a new key', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor('ETC', etc('hello'))).toBe('key-1');
    keys.reset();
    expect(keys.keyFor('ETC', etc('hello'))).toBe('key-2');
    expect(keys.keyFor('ETC', etc('hello'))).toBe('key-2');
  });

  it('separate sets do not share keys', () => {
    const a = createIdempotencyKeys();
    const b = createIdempotencyKeys();
    expect(a.keyFor('ETC', etc('x'))).not.toBe(b.keyFor('ETC', etc('x')));
  });
});
