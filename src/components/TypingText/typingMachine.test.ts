// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  charactersOf,
  createManualClock,
  createTypewriter,
  delayBefore,
  initialTypingState,
  nextTypingState,
  oneCodePointEach,
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

  it('keeps every cluster of several code points whole: marks, conjoining jamo, joined emoji, flags, CR LF', () => {
    expect(charactersOf('e\u0301a')).toEqual(['e\u0301', 'a']);
    expect(charactersOf('\u1100\u1161\u11a8 유통')).toEqual(['\u1100\u1161\u11a8', ' ', '유', '통']);
    expect(charactersOf('가\u11a8')).toEqual(['가\u11a8']);
    expect(charactersOf('👨\u200d👩\u200d👧🇰🇷')).toEqual(['👨\u200d👩\u200d👧', '🇰🇷']);
    expect(charactersOf('a\r\nb')).toEqual(['a', '\r\n', 'b']);
    expect(charactersOf('말\u302e')).toEqual(['말\u302e']);
  });

  it('splits by code point only where the platform would split every one (the ranges it skips the segmenter for)', () => {
    const all = Array.from({ length: 0x10000 }, (_, c) => c).filter(
      (c) => (c < 0xd800 || c > 0xdfff) && oneCodePointEach.test(String.fromCharCode(c)),
    );
    const codePoints = [...all, ...all.toReversed(), ...all.flatMap((c) => [0xac00, c, 0x61, c]), 0x0a, 0x09];
    // In windows of 64 that overlap by one, so that every neighbouring pair is in one (the
    // platform's segmenter slows down on a very long string).
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const different: string[] = [];
    for (let at = 0; at < codePoints.length - 1; at += 63) {
      const text = codePoints
        .slice(at, at + 64)
        .map((c) => String.fromCodePoint(c))
        .join('');
      const platform = Array.from(segmenter.segment(text), (s) => s.segment);
      if (charactersOf(text).join('|') !== platform.join('|')) different.push(text);
    }
    expect(different).toEqual([]);
  });

  it('creates no segmenter for Korean and English text, and one for the whole page otherwise', async () => {
    vi.resetModules();
    const Original = Intl.Segmenter;
    let created = 0;
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    intl.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        created += 1;
      }
    };
    try {
      const machine = await import('./typingMachine');
      machine.charactersOf('음원 유통, 마케팅 & Production — “Do your music!”');
      expect(created).toBe(0);
      expect(machine.charactersOf('👍🏽a')).toEqual(['👍🏽', 'a']);
      expect(machine.charactersOf('e\u0301')).toEqual(['e\u0301']);
      expect(created).toBe(1);
    } finally {
      intl.Segmenter = Original;
    }
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
