import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './yieldToMain';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('resolves in a task after the next frame, not in the frame itself', async () => {
    const state = settled(afterNextPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(false);
    // The frame (at 16 ms under fake timers) runs its callbacks and paints; the task comes after it.
    await vi.advanceTimersByTimeAsync(16);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });

  it('resolves even when no frame comes (a hidden tab)', async () => {
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    const state = settled(afterNextPaint());
    await vi.advanceTimersByTimeAsync(99);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
