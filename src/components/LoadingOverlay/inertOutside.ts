/**
 * Makes every child of <body> except `keep` inert, and returns the undo. Reference-counted per
 * element, so two holders never release each other's page early, and an element that was inert
 * already (someone else's) is left alone. Inert covers portals too (dialogs are body children):
 * nothing underneath can be clicked, focused or reached with the keyboard.
 */
const holders = new Map<Element, number>();
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

export function inertOutside(keep: Element, doc: Document = document): () => void {
  const mine: Element[] = [];
  for (const element of Array.from(doc.body.children)) {
    if (element === keep || element.contains(keep) || SKIPPED.has(element.tagName)) continue;
    const count = holders.get(element);
    if (count === undefined) {
      if (element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      holders.set(element, 1);
    } else {
      holders.set(element, count + 1);
    }
    mine.push(element);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const element of mine) {
      const count = (holders.get(element) ?? 1) - 1;
      if (count > 0) {
        holders.set(element, count);
      } else {
        holders.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}
