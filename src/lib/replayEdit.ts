/**
 * How src/lib/earlyInput.ts tells React about a field edited before React owned it (its own chunk:
 * loaded only once a visitor has edited such a field).
 */

/** A field and what the visitor left it showing (its value, or whether it is ticked or chosen). */
export type FieldEdit = [field: Element, shown: string | boolean];

/** The browser's own setter of a field's value (on its prototype chain), which React's change detection does not see. */
function setShownValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  for (
    let proto = Object.getPrototypeOf(field) as object | null;
    proto;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) return setter.call(field, value);
  }
}

/**
 * Tells React about one field's edit, the way the browser would have: React's change detection
 * compares the field with the value it last saw, so that is set to something else first (through
 * the property, which React watches), then the field is given what the visitor left in it
 * (bypassing that) and its event dispatched.
 */
export function replayEdit([field, shown]: FieldEdit): void {
  const view = field.ownerDocument.defaultView ?? window;
  if (field instanceof view.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio left for another: the one chosen says it.
    if (field.type === 'radio' && !shown) return;
    // The opposite, then the click the visitor gave it: the browser turns it and fires click,
    // input and change.
    field.checked = !shown;
    field.click();
    if (field.checked !== shown) field.checked = Boolean(shown);
  } else if (field instanceof view.HTMLInputElement || field instanceof view.HTMLTextAreaElement) {
    // What React rendered last is its value (the field's default): when that is it, nothing to tell.
    if (field.defaultValue === shown) return;
    field.value = field.defaultValue;
    setShownValue(field, String(shown));
    field.dispatchEvent(new view.Event('input', { bubbles: true }));
  } else if (field instanceof view.HTMLSelectElement) {
    setShownValue(field, String(shown));
    field.dispatchEvent(new view.Event('change', { bubbles: true }));
  }
}
