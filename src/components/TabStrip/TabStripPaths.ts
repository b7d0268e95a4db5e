/** Path without query/hash, percent-decoded, without a trailing slash: `/contact/MUSIC%20PRODUCTION/` ≡ `/contact/MUSIC PRODUCTION`. */
export function normalizePath(path: string): string {
  let clean = path.split(/[?#]/)[0] ?? '';
  try {
    clean = decodeURIComponent(clean);
  } catch {
    /* keep a malformed path as it is */
  }
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}
