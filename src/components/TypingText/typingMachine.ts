/**
 * The typing animation as a pure state machine (no timers, no React): a state, the delay
 * before its next step, and the step itself. The driver (`createTypewriter`) only schedules
 * `delayBefore(state)` on a clock and applies `nextTypingState`, so the timings are exact
 * and testable by stepping a manual clock.
 *
 * Timeline for a phrase of n characters (SPEC §9 defaults):
 *   0 → startDelay (1000)                nothing typed
 *   startDelay + typeSpeed·k (70)        k characters typed; the phrase is complete at k = n
 *   + interval (1000)                    erasing starts
 *   + eraseSpeed·k (50)                  k characters erased; when empty the next phrase
 *                                        starts typing at once (first character + typeSpeed)
 */

/** SPEC §9: type speed 70, erase speed 50, start delay 1000, interval 1000 (all ms). */
export const typingDefaults = {
  typeSpeed: 70,
  eraseSpeed: 50,
  startDelay: 1000,
  interval: 1000,
} as const;

export type TypingTimings = { [K in keyof typeof typingDefaults]: number };

export type TypingPhase = 'waiting' | 'typing' | 'holding' | 'erasing';

export interface TypingState {
  phase: TypingPhase;
  /** Index of the phrase being typed or erased. */
  index: number;
  /** How many characters of that phrase are visible. */
  length: number;
}

export const initialTypingState: TypingState = { phase: 'waiting', index: 0, length: 0 };

/**
 * Text in which every code point is a grapheme cluster of its own: printable ASCII, Latin-1 and
 * Latin Extended-A/B, general punctuation, CJK symbols (less the combining tone marks), Hangul
 * compatibility jamo and syllables, CJK ideographs, fullwidth forms. None of these joins its
 * neighbour (no combining mark, joiner, conjoining jamo, regional indicator or CR LF). Exported for
 * its test, which holds every code point it admits to the platform's segmenter.
 */
export const oneCodePointEach =
  /^[\n\t\x20-\x7e\u00a0-\u024f\u2010-\u2027\u2030-\u205e\u3000-\u3029\u3030-\u303f\u3130-\u318f\u4e00-\u9fff\uac00-\ud7a3\uff01-\uff5e]*$/;

let graphemes: Intl.Segmenter | null = null;

/**
 * Characters as the visitor sees them: grapheme clusters where the platform can split them,
 * so a Korean syllable or an emoji is typed as one character.
 *
 * Text that cannot hold a cluster of several code points is split by code point: the first
 * `Intl.Segmenter` a page creates loads the platform's break rules, ~16 ms of one task (60 under
 * Lighthouse's 4× CPU), and the typing line renders this while the home page hydrates.
 */
export function charactersOf(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter || oneCodePointEach.test(text)) return Array.from(text);
  graphemes ??= new Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

const lengthOf = (phrases: readonly string[], index: number) => charactersOf(phrases[index] ?? '').length;

/** Milliseconds to wait in `state` before `nextTypingState` applies. */
export function delayBefore(state: TypingState, timings: TypingTimings = typingDefaults): number {
  switch (state.phase) {
    case 'waiting':
      return timings.startDelay;
    case 'typing':
      return timings.typeSpeed;
    case 'holding':
      return timings.interval;
    case 'erasing':
      return timings.eraseSpeed;
  }
}

/** One step: a character typed or erased, or a phase change. */
export function nextTypingState(state: TypingState, phrases: readonly string[]): TypingState {
  if (phrases.length === 0) return state;
  const full = lengthOf(phrases, state.index);
  switch (state.phase) {
    case 'waiting':
      return { phase: 'typing', index: state.index, length: 0 };
    case 'typing': {
      const length = Math.min(state.length + 1, full);
      return { phase: length >= full ? 'holding' : 'typing', index: state.index, length };
    }
    case 'holding':
      return { phase: 'erasing', index: state.index, length: full };
    case 'erasing': {
      const length = Math.max(state.length - 1, 0);
      if (length > 0) return { phase: 'erasing', index: state.index, length };
      return { phase: 'typing', index: (state.index + 1) % phrases.length, length: 0 };
    }
  }
}

/** The whole current phrase, held: what pausing shows (a half-typed word reads as broken). */
export function completeTypingState(state: TypingState, phrases: readonly string[]): TypingState {
  return { phase: 'holding', index: state.index, length: lengthOf(phrases, state.index) };
}

/** The visible text of a state. */
export function visibleText(state: TypingState, phrases: readonly string[]): string {
  return charactersOf(phrases[state.index] ?? '')
    .slice(0, state.length)
    .join('');
}

/** A clock the driver schedules on: the real one in the app, a manual one in stories and tests. */
export interface TypingClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: TypingClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface ManualClock extends TypingClock {
  /** Moves time forward, firing every timer due on the way in order (timers they set included). */
  advance(ms: number): void;
  /** How many timers are waiting. */
  pending(): number;
}

/** A clock that only moves when told to: deterministic stories, snapshots and tests. */
export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let due: { at: number; callback: () => void } | undefined;
        for (const [id, timer] of timers) {
          if (timer.at <= end && (!due || timer.at < due.at)) {
            dueId = id;
            due = timer;
          }
        }
        if (!due || dueId === undefined) break;
        timers.delete(dueId);
        now = due.at;
        due.callback();
      }
      now = end;
    },
  };
}

export interface Typewriter {
  state(): TypingState;
  /** Starts (or resumes from the held phrase). */
  start(): void;
  /** Stops and shows the current phrase whole. */
  pause(): void;
  running(): boolean;
  /** Stops; `start()` may be called again (React may re-run effects). */
  dispose(): void;
  /** Called on every new state; returns the unsubscribe function (`useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
}

/** Drives the machine on a clock and reports every new state. */
export function createTypewriter(options: {
  phrases: readonly string[];
  clock?: TypingClock;
  timings?: TypingTimings;
  onChange?: (state: TypingState) => void;
}): Typewriter {
  const { phrases, clock = systemClock, timings = typingDefaults, onChange } = options;
  let current = initialTypingState;
  let handle: unknown = null;
  const listeners = new Set<() => void>();

  const set = (state: TypingState) => {
    current = state;
    onChange?.(state);
    listeners.forEach((listener) => listener());
  };
  const schedule = () => {
    handle = clock.setTimeout(
      () => {
        handle = null;
        set(nextTypingState(current, phrases));
        schedule();
      },
      delayBefore(current, timings),
    );
  };
  const stop = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };

  return {
    state: () => current,
    start() {
      if (handle !== null || phrases.length === 0) return;
      schedule();
    },
    pause() {
      stop();
      if (phrases.length > 0) set(completeTypingState(current, phrases));
    },
    running: () => handle !== null,
    dispose: stop,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
