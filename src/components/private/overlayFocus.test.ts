// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { captureFocus, resetFocusHandover, returnFocus } from './overlayFocus';

function button(name: string, parent: HTMLElement = document.body) {
  const element = document.createElement('button');
  element.textContent = name;
  parent.append(element);
  return element;
}

describe('overlay focus return', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetFocusHandover();
  });

  it('captures the focused element, or nothing when focus is on the page', () => {
    expect(captureFocus()).toBeNull();
    const opener = button('open');
    opener.focus();
    expect(captureFocus()).toBe(opener);
  });

  it('gives focus back to the opener', () => {
    const opener = button('open');
    expect(returnFocus(opener)).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('hands the opener over while another dialog is open, and returns it when that one closes', () => {
    const opener = button('open');
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alertdialog');
    alert.dataset.state = 'open';
    const ok = button('ok', alert);
    document.body.append(alert);
    ok.focus();

    // The confirm dialog closes while the alert it opened is still up.
    expect(returnFocus(opener)).toBe(false);
    expect(document.activeElement).toBe(ok);

    // The alert closes: its own opener is gone, so the handed-over one gets focus.
    alert.remove();
    expect(returnFocus(null)).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('focuses an element inside the dialog that is still open (nested modals)', () => {
    const outer = document.createElement('div');
    outer.setAttribute('role', 'dialog');
    outer.dataset.state = 'open';
    document.body.append(outer);
    const innerOpener = button('inner', outer);
    expect(returnFocus(innerOpener)).toBe(true);
    expect(document.activeElement).toBe(innerOpener);
  });

  it('waits while the opener is inert (under the loading overlay)', () => {
    const page = document.createElement('div');
    document.body.append(page);
    const opener = button('open', page);
    page.setAttribute('inert', '');
    expect(returnFocus(opener)).toBe(false);
    page.removeAttribute('inert');
    expect(returnFocus(null)).toBe(true);
    expect(document.activeElement).toBe(opener);
  });
});
