import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from '../lib/scrollLock';
import { answerEndPastFold } from './endKeyPastFold';

// Home at the top in a 1280 × 800 window: the banner is 800 px tall and the page 4581 px, so the
// browser's end is 3781 now and 2981 once the banner has folded.
let bannerHeight = 800;
const banner = document.createElement('section');
const scrollTo = vi.fn();

function press(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('answerEndPastFold', () => {
  let stop = () => {};
  beforeEach(() => {
    bannerHeight = 800;
    scrollTo.mockClear();
    vi.spyOn(banner, 'getBoundingClientRect').mockImplementation(() => ({ height: bannerHeight }) as DOMRect);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => 3781 + bannerHeight);
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('aims End at the end of the page with the banner folded', () => {
    stop = answerEndPastFold(banner);
    const event = press({});
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 2981, behavior: 'instant' });
  });

  it('counts only what is left of the banner (Ctrl+End too)', () => {
    bannerHeight = 300;
    stop = answerEndPastFold(banner);
    press({ ctrlKey: true });
    expect(scrollTo).toHaveBeenCalledWith({ top: 2981, behavior: 'instant' });
  });

  it('leaves End to the browser once the banner has folded', () => {
    bannerHeight = 0;
    stop = answerEndPastFold(banner);
    expect(press({}).defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves End to fields, dialogs, widgets that answered it, a locked page and modified presses', () => {
    stop = answerEndPastFold(banner);
    const field = document.body.appendChild(document.createElement('input'));
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const inDialog = dialog.appendChild(document.createElement('button'));
    const tab = document.body.appendChild(document.createElement('button'));
    tab.addEventListener('keydown', (event) => event.preventDefault());

    press({}, field);
    press({}, inDialog);
    press({}, tab);
    const unlock = lockScroll();
    press({});
    unlock();
    press({ altKey: true });
    press({ shiftKey: true });
    press({ key: 'PageDown' });
    expect(scrollTo).not.toHaveBeenCalled();
    field.remove();
    dialog.remove();
    tab.remove();
  });
});
