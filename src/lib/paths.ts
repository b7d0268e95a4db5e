/**
 * A path as the router compares it: without query or hash, percent-decoded, without a trailing
 * slash, `/` for the root (`/contact/MUSIC%20PRODUCTION/?a=1` → `/contact/MUSIC PRODUCTION`).
 * A malformed escape is kept as it is.
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A malformed escape stays as it is.
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
