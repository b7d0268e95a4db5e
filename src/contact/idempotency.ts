import type { InquiryPayload } from './payload';
import type { InquiryType } from './types';

/**
 * Idempotency keys of inquiries: every send carries an `Idempotency-Key` header, a
 * random UUID, so that an API can recognise a repeated request of one submission and keep only
 * the first — the visitor who sends again after an unconfirmed send (a timeout, a dropped
 * connection), or the browser that re-sends a POST whose connection was reset.
 *
 * One submission = one inquiry type with the same payload (the same field values in the same
 * language). Its key stays the same for every retry until the send succeeds, the form is
 * cleared or the type changes (`reset`); a send with other values is a new submission with a new
 * key. The key and the payload it belongs to live in memory only (never in storage).
 */

/** The request header that carries the key. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header name, not UI text
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A random (version 4) UUID: `crypto.randomUUID()`, or — where it is missing (pages served over
 * plain http on a LAN address are not a secure context) — the same built from `getRandomValues`.
 */
export function newIdempotencyKey(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /**
   * The key for sending `payload` as `type`: the last key again when the last send was the same
   * submission (same type, same payload) and nothing reset it since; otherwise a new key.
   */
  keyFor(type: InquiryType, payload: InquiryPayload): string;
  /** The next send is a new submission (after a success, a cleared form, a type change). */
  reset(): void;
}

export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(type, payload) {
      // The payload's fields always come in the same order (buildPayload), so its JSON is stable.
      const fingerprint = `${type}\n${JSON.stringify(payload)}`;
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
