import { describe, expect, it, vi } from 'vitest';
import { keepDroppedPresses, replayDroppedPress } from './earlyInput';

/** A page with #root holding a button, and a stand-in for React's capture listener on #root. */
function setUp() {
  document.body.innerHTML = '<div id="root"><section><button type="button">Open</button></section></div>';
  const root = document.getElementById('root')!;
  const button = root.querySelector('button')!;
  const dropping = { on: true };
  // React stops a click whose target it cannot hydrate yet (a dehydrated Suspense boundary).
  root.addEventListener('click', (event) => dropping.on && event.stopPropagation(), true);
  const clicks = vi.fn();
  button.addEventListener('click', clicks);
  return { root, button, dropping, clicks };
}

describe('given a page whose section has not hydrated', () => {
  it('a press React dropped is replayed on the same button once the section has hydrated', () => {
    const { root, button, dropping, clicks } = setUp();
    let waiting = true;
    keepDroppedPresses(root, () => waiting);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    dropping.on = false;
    waiting = false;
    replayDroppedPress();
    expect(clicks).toHaveBeenCalledTimes(1);
    replayDroppedPress();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('a press that arrived (or came while no section waited) is not replayed', () => {
    const { root, button, dropping, clicks } = setUp();
    let waiting = false;
    keepDroppedPresses(root, () => waiting);
    button.click(); // stopped, but no section was waiting: not a press React dropped
    dropping.on = false;
    replayDroppedPress();
    expect(clicks).not.toHaveBeenCalled();
    waiting = true;
    button.click(); // handled: nothing to replay
    replayDroppedPress();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('a section that hydrates while the press is still on its way does not replay it', () => {
    // A press that commits a client-rendered section runs its effects during the click's dispatch
    // (React flushes a discrete update's effects at once), before the click reaches window.
    const { root, button, dropping, clicks } = setUp();
    dropping.on = false;
    keepDroppedPresses(root, () => true);
    button.addEventListener('click', () => replayDroppedPress());
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    replayDroppedPress();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
