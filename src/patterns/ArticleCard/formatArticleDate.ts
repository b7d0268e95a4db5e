/** An article date as shown on the site: `2025-03-07` (or a full ISO timestamp) → `2025.03.07` (SPEC §3). */
export function formatArticleDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : iso;
}
