import { parseIsoDate } from '../../lib/dates';

const separated = /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\s*\.?$/;
const compact = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * Reads a date typed by hand: `2026-12-09`, and the forms people also type — `2026.12.09`,
 * `2026. 12. 9.`, `2026/12/9`, `20261209`. Returns `YYYY-MM-DD`, or `null` for anything else or
 * an impossible date (2026-02-30).
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const match = separated.exec(trimmed) ?? compact.exec(trimmed);
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : null;
}
