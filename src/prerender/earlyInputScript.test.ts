import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayPress, takeEarlyPress } from '../lib/earlyInput';
import { earlyInputScript } from './earlyInputScript';

// The listener as the browser runs it (the exact inline text), over a prerendered #root.
beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button id="open"><span id="label">Open</span></button>
      <button id="off" disabled>Off</button>
      <a id="link" href="#x">Link</a>
      <input id="name" /><input id="agree" type="checkbox" />
    </div>
    <input id="search" />
    <button id="outside">Outside</button>`;
  new Function(earlyInputScript)();
});
afterEach(() => {
  takeEarlyPress();
});

const el = (id: string) => document.getElementById(id)!;

describe('earlyInputScript', () => {
  it('keeps the last button pressed inside #root, also through its content', () => {
    el('open').click();
    el('label').click();
    expect(takeEarlyPress()).toBe(el('open'));
  });

  it('ignores links, disabled buttons and anything outside #root', () => {
    el('link').click();
    el('off').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    el('outside').click();
    expect(takeEarlyPress()).toBeNull();
  });

  it('stops keeping presses once #root has its data-mode (React has the page, even before it has hydrated)', () => {
    el('root').dataset.mode = 'hydrating';
    el('open').click();
    expect(takeEarlyPress()).toBeNull();
  });

  it('hands the press over once, and stops listening', () => {
    el('open').click();
    expect(takeEarlyPress()).toBe(el('open'));
    el('open').click();
    expect(takeEarlyPress()).toBeNull();
  });
});

describe('earlyInputScript, fields', () => {
  const takeEdits = () => (window as unknown as { __nuriEarlyEdits: () => [Element, unknown][] }).__nuriEarlyEdits();
  const typeIn = (id: string, text: string) => {
    (el(id) as HTMLInputElement).value = text;
    el(id).dispatchEvent(new Event('input', { bubbles: true }));
  };
  /** What React's hydration does to a node (its instance key). */
  const own = (...ids: string[]) => ids.forEach((id) => Object.assign(el(id), { __reactFiber$test: {} }));

  it('keeps the fields edited inside #root, as they show, in the order of their last edit', () => {
    typeIn('name', 'N');
    el('agree').click();
    typeIn('name', 'Nuri');
    typeIn('search', 'outside');
    own('name', 'agree', 'search');
    expect(takeEdits()).toEqual([
      [el('agree'), true],
      [el('name'), 'Nuri'],
    ]);
    expect(takeEdits()).toEqual([]);
  });

  it('hands over only the fields React owns by now; the others stay kept, gone ones are dropped', () => {
    typeIn('name', 'Nuri');
    el('agree').click();
    expect(takeEdits()).toEqual([]);
    own('agree');
    expect(takeEdits()).toEqual([[el('agree'), true]]);
    const name = el('name');
    name.remove();
    Object.assign(name, { __reactFiber$test: {} });
    expect(takeEdits()).toEqual([]);
  });

  it('says whether it keeps any edit', () => {
    const kept = () => (window as unknown as { __nuriEarlyKept: () => boolean }).__nuriEarlyKept();
    expect(kept()).toBe(false);
    typeIn('name', 'N');
    expect(kept()).toBe(true);
    own('name');
    takeEdits();
    expect(kept()).toBe(false);
  });

  it('drops a kept edit once the field, React’s by now, is edited again; a radio, for its whole group', () => {
    document
      .getElementById('root')!
      .insertAdjacentHTML(
        'beforeend',
        '<form><input id="a" type="radio" name="kind" /><input id="b" type="radio" name="kind" /></form>' +
          '<input id="c" type="radio" name="kind" />',
      );
    typeIn('name', 'Nuri');
    el('b').click();
    el('c').click();
    own('name', 'a');
    typeIn('name', 'Nuri Kim');
    el('a').click();
    own('b', 'c');
    expect(takeEdits()).toEqual([[el('c'), true]]);
  });

  it('keeps edits after #root has its data-mode, but not those React heard itself', () => {
    el('root').dataset.mode = 'hydrated';
    own('agree');
    el('agree').click();
    typeIn('name', 'Nuri');
    own('name');
    expect(takeEdits()).toEqual([[el('name'), 'Nuri']]);
  });
});

describe('replayPress', () => {
  it('delivers pointer and mouse down, up, then click, to a connected button', () => {
    const seen: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      el('open').addEventListener(type, (event) => seen.push(`${event.type}:${(event as MouseEvent).button}`));
    }
    expect(replayPress(el('open'))).toBe(true);
    expect(seen).toEqual(['pointerdown:0', 'mousedown:0', 'pointerup:0', 'mouseup:0', 'click:0']);
  });

  it('does nothing without a button, or when it is gone or disabled', () => {
    const onClick = vi.fn();
    const gone = el('open');
    gone.addEventListener('click', onClick);
    gone.remove();
    expect(replayPress(null)).toBe(false);
    expect(replayPress(gone)).toBe(false);
    expect(replayPress(el('off'))).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
  });
});
