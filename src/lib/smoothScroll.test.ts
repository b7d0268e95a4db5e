// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { smoothScrollTo } from './smoothScroll';

function fakeWindow() {
  let now = 0;
  let frames: Array<(t: number) => void> = [];
  const calls: number[] = [];
  const win = {
    scrollY: 0,
    scrollTo: (_x: number, y: number) => {
      win.scrollY = y;
      calls.push(y);
    },
    requestAnimationFrame: (cb: (t: number) => void) => frames.push(cb),
    cancelAnimationFrame: () => {
      frames = [];
    },
    performance: { now: () => now },
  };
  const advance = (ms: number) => {
    now += ms;
    const run = frames;
    frames = [];
    run.forEach((cb) => cb(now));
  };
  return { win, advance, calls };
}

describe('smoothScrollTo', () => {
  it('takes exactly 700 ms by default and ends on the target', async () => {
    const { win, advance } = fakeWindow();
    const done = smoothScrollTo(1000, { win: win as never });
    advance(350);
    expect(win.scrollY).toBe(500); // ease-in-out is symmetric: halfway at half time
    advance(250);
    expect(win.scrollY).toBeLessThan(1000); // still moving at 600 ms
    advance(100);
    expect(win.scrollY).toBe(1000);
    await done;
  });

  it('jumps at once when motion is reduced', async () => {
    const { win, calls } = fakeWindow();
    await smoothScrollTo(640, { win: win as never, instant: true });
    expect(calls).toEqual([640]);
  });

  it('cancels the scroll in flight when a new one starts', async () => {
    const { win, advance } = fakeWindow();
    const first = smoothScrollTo(1000, { win: win as never });
    advance(100);
    const second = smoothScrollTo(0, { win: win as never, instant: true });
    await first;
    await second;
    advance(700);
    expect(win.scrollY).toBe(0);
  });
});
