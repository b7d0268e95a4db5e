import { Virtual } from '@guidepup/virtual-screen-reader';
import { expect, waitFor } from 'storybook/test';

/*
 * What a screen reader says, in play functions: `@guidepup/virtual-screen-reader` builds the
 * accessibility tree of the story's DOM (ACCNAME, ARIA and HTML-AAM, as a real reader would) and
 * logs each phrase it speaks: "role, name, value, description, states…", e.g.
 * "button, 메뉴, has popup dialog, not expanded" or "dialog, Delete?, This cannot be undone., modal".
 * It speaks when the reading cursor moves (`reader.next()`, landmark and heading jumps through
 * `reader.perform(reader.commands.…)`), when focus moves (a dialog that takes focus, focus given
 * back to a trigger) and when a live region changes ("polite: …", "assertive: …").
 *
 * Stories assert on meaning with `spoken({ role, name, states })`: the log *contains* such a
 * phrase, never a whole log copied from a run.
 */

export type ScreenReader = Virtual;

/**
 * A phrase by its meaning. `role` is the spoken role ("button", "navigation", "menuitemradio",
 * "dialog", "alertdialog"); `name` the accessible name and `description` the accessible
 * description, both exact; `states` must each be one of the phrase's items ("expanded",
 * "not expanded", "checked", "current page", "modal", "busy", "has popup menu"); `notStates`
 * none of them. Omitted parts match anything.
 */
export interface Phrase {
  role?: string;
  name?: string;
  description?: string;
  states?: readonly string[];
  notStates?: readonly string[];
}

/** A phrase by meaning, an exact phrase (a string) or any pattern. */
export type PhraseMatch = Phrase | string | RegExp;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of a phrase. The reader joins a phrase's parts with ", ", so each part is matched
 * as a whole item: `states: ['expanded']` does not match "not expanded".
 */
export function phrasePattern(match: PhraseMatch): RegExp {
  if (match instanceof RegExp) return match;
  if (typeof match === 'string') return new RegExp(`^${escape(match)}$`);
  const item = (text: string) => `(?:^|, )${escape(text)}(?:, |$)`;
  const has = (text: string) => `(?=[\\s\\S]*${item(text)})`;
  const ahead = [
    // Without a role, the name is any item, but not the "end of …" that closes a container.
    ...(match.role === undefined ? ['(?!end of )', ...(match.name !== undefined ? [has(match.name)] : [])] : []),
    ...(match.description !== undefined ? [has(match.description)] : []),
    ...(match.states ?? []).map(has),
    ...(match.notStates ?? []).map((state) => `(?![\\s\\S]*${item(state)})`),
  ];
  const head =
    match.role === undefined
      ? ''
      : `${escape(match.role)}${match.name !== undefined ? `, ${escape(match.name)}` : ''}(?:, |$)`;
  return new RegExp(`^${ahead.join('')}${head}`);
}

/** A live region's announcement: "polite: …" or "assertive: …" holding `text`. */
export const live = (text: string, politeness: 'polite' | 'assertive' = 'polite'): RegExp =>
  new RegExp(`^${politeness}: (?:.*, )?${escape(text)}(?:, |$)`);

/** How many phrases of `log` match. */
export const countSpoken = (log: readonly string[], match: PhraseMatch) =>
  log.filter((phrase) => phrasePattern(match).test(phrase)).length;

/**
 * Runs `steps` with a virtual screen reader started on `container` (by default the story's whole
 * document body: dialogs and menus are portalled there) and stops it afterwards, also when an
 * assertion fails, so the next story starts clean. Returns what `steps` returns.
 */
export async function withScreenReader<T>(
  canvasElement: HTMLElement,
  steps: (reader: ScreenReader) => Promise<T>,
  { container = canvasElement.ownerDocument.body }: { container?: Node } = {},
): Promise<T> {
  const reader = new Virtual();
  await reader.start({ container });
  try {
    return await steps(reader);
  } finally {
    await reader.stop();
  }
}

/** Everything the reader has said since it started (or since `reader.clearSpokenPhraseLog()`). */
export const spokenLog = (reader: ScreenReader) => reader.spokenPhraseLog();

/** A reader command for `reader.perform`: `'moveToNextLandmark'`, `'moveToNextHeading'`, … */
export type ReaderCommand = Parameters<ScreenReader['perform']>[0];

/**
 * Moves the reading cursor on until it says a phrase matching `match` (or rests on the node
 * `match`), and returns that phrase. It moves as a reader user does: item by item
 * (`reader.next()`, a swipe or the arrow key; `by: 'previous'` goes back), or with `by` by a
 * quick-navigation command (`by: 'moveToNextLandmark'` jumps landmark to landmark). Fails with everything said when it
 * does not get there within `limit` moves.
 */
export async function readUntil(
  reader: ScreenReader,
  match: PhraseMatch | Node,
  { by = 'next', limit = 200 }: { by?: ReaderCommand | 'next' | 'previous'; limit?: number } = {},
) {
  const found = async () =>
    match instanceof Node ? reader.activeNode === match : phrasePattern(match).test(await reader.lastSpokenPhrase());
  for (let step = 0; step < limit && !(await found()); step++) {
    if (by === 'next') await reader.next();
    else if (by === 'previous') await reader.previous();
    else await reader.perform(by);
  }
  if (!(await found())) {
    const log = await reader.spokenPhraseLog();
    const target = match instanceof Node ? 'the node' : String(phrasePattern(match));
    throw new Error(`The reader never got to ${target} in ${limit} moves; it said:\n${log.join('\n')}`);
  }
  return reader.lastSpokenPhrase();
}

/**
 * The reader has said (or says within `waitFor`'s time: focus and live-region announcements come
 * a tick after the change) a phrase matching `match`; with `times`, exactly that many such phrases
 * (waited for until there are at least that many). A failure shows the whole log.
 */
export async function expectSpoken(reader: ScreenReader, match: PhraseMatch, { times }: { times?: number } = {}) {
  const pattern = phrasePattern(match);
  const matching = async () => (await reader.spokenPhraseLog()).filter((phrase) => pattern.test(phrase));
  await waitFor(
    async () => {
      if ((await matching()).length < (times ?? 1)) {
        const log = await reader.spokenPhraseLog();
        const count = times === undefined ? '' : ` ${times} times`;
        throw new Error(`The reader has not said ${String(pattern)}${count}; it said:\n${log.join('\n')}`);
      }
    },
    // The log is the evidence: no dump of the whole document after it.
    { onTimeout: (error) => error },
  );
  if (times !== undefined) {
    const log = await reader.spokenPhraseLog();
    await expect(await matching(), `${String(pattern)} in ${JSON.stringify(log)}`).toHaveLength(times);
  }
}

/** The reader has not said any phrase matching `match` (checked now, not waited for). */
export async function expectNotSpoken(reader: ScreenReader, match: PhraseMatch) {
  const pattern = phrasePattern(match);
  const log = await reader.spokenPhraseLog();
  await expect(
    log.filter((phrase) => pattern.test(phrase)),
    `${String(pattern)} in ${JSON.stringify(log)}`,
  ).toEqual([]);
}

/**
 * Jumps the reading cursor with a reader command — `'moveToNextHeadingLevel1'`, `'moveToNextMain'`,
 * `'moveToNextLandmark'`, `'moveToNextLink'`…, as a reader user presses 1, D or K — until it says
 * a phrase matching `match`, and returns that phrase. The jumps wrap around at the end, so at most
 * `limit` are made; failing, it shows the phrases said.
 */
export async function jumpUntil(
  reader: ScreenReader,
  command: keyof ScreenReader['commands'],
  match: PhraseMatch,
  { limit = 10 } = {},
) {
  const pattern = phrasePattern(match);
  for (let jump = 0; jump < limit; jump++) {
    await reader.perform(command);
    const phrase = await reader.lastSpokenPhrase();
    if (pattern.test(phrase)) return phrase;
  }
  throw new Error(
    `The reader's ${command} never got to ${String(pattern)} in ${limit} jumps; it said:\n${(await reader.spokenPhraseLog()).join('\n')}`,
  );
}
