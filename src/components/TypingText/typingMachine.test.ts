import { describe, expect, it } from 'vitest';
import {
  charactersOf,
  createManualClock,
  createTypewriter,
  delayBefore,
  initialTypingState,
  nextTypingState,
  typingDefaults,
  visibleText,
  type TypingState,
} from './typingMachine';

const phrases = ['유통', 'Marketing'];

/** A typewriter on a manual clock, with the visible text at any time. */
function setup(list: readonly string[] = phrases) {
  const clock = createManualClock();
  const writer = createTypewriter({ phrases: list, clock });
  writer.start();
  const text = () => visibleText(writer.state(), list);
  /** Moves the clock to an absolute time since start. */
  const at = (ms: number) => clock.advance(ms - clock.now());
  return { clock, writer, text, at };
}

describe('typing defaults (SPEC §9)', () => {
  it('are 70 / 50 / 1000 / 1000 ms', () => {
    expect(typingDefaults).toEqual({ typeSpeed: 70, eraseSpeed: 50, startDelay: 1000, interval: 1000 });
  });
});

describe('the pure machine', () => {
  it('waits startDelay, types at typeSpeed, holds for interval, erases at eraseSpeed', () => {
    let state: TypingState = initialTypingState;
    expect(delayBefore(state)).toBe(1000);
    state = nextTypingState(state, ['ab']);
    expect(state).toEqual({ phase: 'typing', index: 0, length: 0 });
    expect(delayBefore(state)).toBe(70);
    state = nextTypingState(state, ['ab']);
    expect(state).toEqual({ phase: 'typing', index: 0, length: 1 });
    state = nextTypingState(state, ['ab']);
    expect(state).toEqual({ phase: 'holding', index: 0, length: 2 });
    expect(delayBefore(state)).toBe(1000);
    state = nextTypingState(state, ['ab']);
    expect(state).toEqual({ phase: 'erasing', index: 0, length: 2 });
    expect(delayBefore(state)).toBe(50);
    state = nextTypingState(state, ['ab']);
    expect(state).toEqual({ phase: 'erasing', index: 0, length: 1 });
    // Empty again: a single phrase starts over.
    expect(nextTypingState(state, ['ab'])).toEqual({ phase: 'typing', index: 0, length: 0 });
  });

  it('counts Korean syllables and emoji as one character each', () => {
    expect(charactersOf('음원 유통')).toHaveLength(5);
    expect(charactersOf('👍🏽a')).toHaveLength(2);
  });

  it('does nothing without phrases', () => {
    expect(nextTypingState(initialTypingState, [])).toBe(initialTypingState);
  });
});

describe('the typewriter on a manual clock (exact timings)', () => {
  it('types nothing before the start delay', () => {
    const { text, at } = setup();
    at(1000);
    expect(text()).toBe('');
    at(1069);
    expect(text()).toBe('');
  });

  it('types the first character at 1000 + 70 and the whole word at 1000 + 70·n', () => {
    const { text, at, writer } = setup();
    at(1070);
    expect(text()).toBe('유');
    at(1139);
    expect(text()).toBe('유');
    at(1000 + 70 * 2);
    expect(text()).toBe('유통');
    expect(writer.state().phase).toBe('holding');
  });

  it('holds the word for the interval, then erases one character per 50 ms', () => {
    const { text, at } = setup();
    const full = 1000 + 70 * 2; // 1140
    at(full + 1000);
    expect(text()).toBe('유통');
    at(full + 1000 + 49);
    expect(text()).toBe('유통');
    at(full + 1000 + 50);
    expect(text()).toBe('유');
    at(full + 1000 + 100);
    expect(text()).toBe('');
  });

  it('then types the next phrase at once, character by character, and cycles', () => {
    const { text, at, writer } = setup();
    const empty = 1000 + 70 * 2 + 1000 + 50 * 2; // 2240
    at(empty + 69);
    expect(text()).toBe('');
    at(empty + 70);
    expect(text()).toBe('M');
    expect(writer.state().index).toBe(1);
    const full = empty + 70 * 'Marketing'.length; // 2870
    at(full - 1);
    expect(text()).toBe('Marketin');
    at(full);
    expect(text()).toBe('Marketing');
    const emptyAgain = full + 1000 + 50 * 'Marketing'.length; // 4320
    at(emptyAgain);
    expect(text()).toBe('');
    at(emptyAgain + 70);
    expect(text()).toBe('유');
    expect(writer.state().index).toBe(0);
  });

  it('reports every step to onChange', () => {
    const clock = createManualClock();
    const seen: string[] = [];
    const writer = createTypewriter({ phrases: ['ab'], clock, onChange: (s) => seen.push(visibleText(s, ['ab'])) });
    writer.start();
    clock.advance(1000 + 70 * 2);
    expect(seen).toEqual(['', 'a', 'ab']);
  });

  it('pauses on the whole current phrase, keeps no timer, and resumes by holding then erasing', () => {
    const { text, at, writer, clock } = setup();
    at(1070);
    writer.pause();
    expect(text()).toBe('유통');
    expect(writer.running()).toBe(false);
    expect(clock.pending()).toBe(0);
    at(60_000);
    expect(text()).toBe('유통');

    writer.start();
    at(60_000 + 999);
    expect(text()).toBe('유통');
    at(60_000 + 1000 + 50);
    expect(text()).toBe('유');
  });

  it('pausing before anything is typed shows the first phrase', () => {
    const { text, writer } = setup();
    writer.pause();
    expect(text()).toBe('유통');
  });

  it('uses custom timings', () => {
    const clock = createManualClock();
    const writer = createTypewriter({
      phrases: ['ab'],
      clock,
      timings: { typeSpeed: 10, eraseSpeed: 5, startDelay: 0, interval: 100 },
    });
    writer.start();
    clock.advance(20);
    expect(visibleText(writer.state(), ['ab'])).toBe('ab');
    clock.advance(105);
    expect(visibleText(writer.state(), ['ab'])).toBe('a');
  });

  it('dispose clears the pending timer', () => {
    const { writer, clock } = setup();
    expect(clock.pending()).toBe(1);
    writer.dispose();
    expect(clock.pending()).toBe(0);
  });
});
