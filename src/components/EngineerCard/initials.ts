const hangul = /[\uac00-\ud7a3]/;

/**
 * Initials for a generated portrait: "Oliver Hartley" → "OH", "Ama" → "A", a Korean name
 * written without spaces ("김서준") → its family name ("김").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length === 0) return '';
  if (words.length === 1) return hangul.test(first) ? first.slice(0, 1) : first.slice(0, 1).toUpperCase();
  const last = words[words.length - 1]!;
  if (hangul.test(first)) return first.slice(0, 1);
  return `${first.slice(0, 1)}${last.slice(0, 1)}`.toUpperCase();
}

/** A small stable hash of a string (FNV-1a), for choosing a portrait's tone and pattern. */
export function hashName(name: string): number {
  let hash = 2166136261;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
