import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inertOutside';

function setUp() {
  document.body.innerHTML = '<div id="app"></div><div id="dialog"></div><script></script><div id="overlay"></div>';
  const byId = (id: string) => document.getElementById(id)!;
  return {
    app: byId('app'),
    dialog: byId('dialog'),
    overlay: byId('overlay'),
    script: document.querySelector('script')!,
  };
}

describe('inertOutside', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('makes every other body child inert, and only those', () => {
    const { app, dialog, overlay, script } = setUp();
    const release = inertOutside(overlay);
    expect(app.hasAttribute('inert')).toBe(true);
    expect(dialog.hasAttribute('inert')).toBe(true);
    expect(overlay.hasAttribute('inert')).toBe(false);
    expect(script.hasAttribute('inert')).toBe(false);
    release();
    expect(app.hasAttribute('inert')).toBe(false);
    expect(dialog.hasAttribute('inert')).toBe(false);
  });

  it('keeps the page inert until the last holder releases', () => {
    const { app, overlay } = setUp();
    const first = inertOutside(overlay);
    const second = inertOutside(overlay);
    first();
    first();
    expect(app.hasAttribute('inert')).toBe(true);
    second();
    expect(app.hasAttribute('inert')).toBe(false);
  });

  it('leaves alone an element that someone else made inert', () => {
    const { app, overlay } = setUp();
    app.setAttribute('inert', '');
    inertOutside(overlay)();
    expect(app.hasAttribute('inert')).toBe(true);
  });

  it('keeps the ancestor of the kept element', () => {
    const { app } = setUp();
    const inner = document.createElement('div');
    app.append(inner);
    const release = inertOutside(inner);
    expect(app.hasAttribute('inert')).toBe(false);
    release();
  });
});
