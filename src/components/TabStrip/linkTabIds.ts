/**
 * How a link tab strip's tabs and its panel name each other (`LinkTabList`, `LinkTabPanel`): both
 * derive the ids from the same `idBase` (the caller's `useId()`), so the two can be rendered apart —
 * the list in a lazy section, say, and the panel in the page — and still be one tab widget.
 */

// Radix builds element ids from tab values, so values with spaces ("MUSIC PRODUCTION") would
// break aria-controls/aria-labelledby: the strips key tabs by position instead.
export const keyOf = (index: number) => String(index);
export const tabIdOf = (idBase: string, key: string) => [idBase, 'tab', key].join('-');
export const panelIdOf = (idBase: string) => [idBase, 'panel'].join('-');

/** The key of the tab whose `value` is `value`, or '' when none is (no tab selected). */
export function activeKeyOf(items: readonly { value: string }[], value: string | undefined): string {
  const index = value === undefined ? -1 : items.findIndex((item) => item.value === value);
  return index >= 0 ? keyOf(index) : '';
}
