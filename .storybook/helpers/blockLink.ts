/** The card around a block link: the nearest positioned ancestor, which its stretched pseudo-element covers. */
export const cardOf = (link: HTMLElement) => {
  let el = link.parentElement!;
  while (getComputedStyle(el).position === 'static') el = el.parentElement!;
  return el;
};

/** What is under the pointer in the middle of `el` (a hit on a link's pseudo-element is the link). */
export const hitAt = (el: Element) => {
  const box = el.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
};
