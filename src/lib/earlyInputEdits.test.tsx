// @vitest-environment jsdom
// (jsdom: happy-dom's form and select elements are proxies that hide the keys React gives its nodes.)
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earlyInputScript } from '../prerender/earlyInputScript';
import { replayKeptEdits } from './earlyInput';

// Fields a visitor edits on the prerendered page, before React owns them: hydration keeps what
// they show but not in React's state; the early script (its exact inline text) keeps them and
// `replayKeptEdits` gives them to React. React runs as in a browser here (not in `act`, which
// would batch what a visitor's events do one by one).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

interface State {
  name: string;
  agree: boolean;
  kind: string;
  size: string;
}
const initial: State = { name: '', agree: false, kind: 'a', size: 's' };

/** A controlled form that builds each change from its last render, as the contact form does. */
function Form() {
  const [state, setState] = useState(initial);
  const set = (key: keyof State, value: string | boolean) => setState({ ...state, [key]: value });
  return (
    <form>
      <input aria-label="name" value={state.name} onChange={(event) => set('name', event.target.value)} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={state.agree}
        onChange={(event) => set('agree', event.target.checked)}
      />
      {['a', 'b'].map((kind) => (
        <input
          key={kind}
          type="radio"
          name="kind"
          value={kind}
          aria-label={kind}
          checked={state.kind === kind}
          onChange={() => set('kind', kind)}
        />
      ))}
      <select aria-label="size" value={state.size} onChange={(event) => set('size', event.target.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <button type="button" onClick={() => setState({ ...state, name: '' })}>
        clear
      </button>
      <output>{JSON.stringify(state)}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(async () => {
  root?.unmount();
  root = null;
  await replayKeptEdits(); // drops what is left (no longer in the page)
  document.body.innerHTML = '';
});

/** The prerendered form in #root, and the early script of its page's head. */
function prerender() {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  new Function(earlyInputScript)();
  const get = <E extends Element>(label: string) => container.querySelector<E>(`[aria-label="${label}"]`)!;
  return {
    container,
    name: get<HTMLInputElement>('name'),
    agree: get<HTMLInputElement>('agree'),
    radio: (kind: string) => get<HTMLInputElement>(kind),
    size: get<HTMLSelectElement>('size'),
    state: () => JSON.parse(container.querySelector('output')!.textContent!) as State,
  };
}

/** What the browser does for a visitor's typing and choosing, before any script handles it. */
function type(field: HTMLInputElement, text: string) {
  // Typing changes the value without the property's setter, which React watches.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
function choose(field: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const hydrate = async (container: HTMLElement) => {
  root = hydrateRoot(container, <Form />);
  // Hydrated: the field carries React's instance key.
  const field = container.querySelector('input')!;
  await expect.poll(() => Object.keys(field).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
};

describe('fields edited before hydration', () => {
  it('are in React’s state once replayed: typed, ticked, chosen, picked', async () => {
    const form = prerender();
    type(form.name, 'Nuri');
    form.agree.click();
    form.radio('b').click();
    choose(form.size, 'm');
    await hydrate(form.container);
    // Hydration kept what they show, but React does not know it.
    expect(form.name.value).toBe('Nuri');
    expect(form.state()).toEqual(initial);

    await replayKeptEdits();
    expect(form.state()).toEqual({ name: 'Nuri', agree: true, kind: 'b', size: 'm' });
    expect([form.name.value, form.agree.checked, form.radio('b').checked, form.size.value]).toEqual([
      'Nuri',
      true,
      true,
      'm',
    ]);
  });

  it('survive a render of the form before the replay (which puts React’s values back in the fields)', async () => {
    const form = prerender();
    type(form.name, 'Nuri');
    form.agree.click();
    await hydrate(form.container);
    form.container.querySelector('button')!.click();
    await expect.poll(() => form.name.value).toBe('');

    await replayKeptEdits();
    expect(form.state()).toMatchObject({ name: 'Nuri', agree: true });
    expect(form.name.value).toBe('Nuri');
  });

  it('the last choice counts: b, a, then b again', async () => {
    const form = prerender();
    form.radio('b').click();
    form.radio('a').click();
    form.radio('b').click();
    await hydrate(form.container);
    await replayKeptEdits();
    expect(form.state().kind).toBe('b');
  });

  it('a field React does not own yet is left as it is, and replayed once it does', async () => {
    const form = prerender();
    type(form.name, 'Nuri');
    await replayKeptEdits();
    expect(form.name.value).toBe('Nuri');
    await hydrate(form.container);
    expect(form.state().name).toBe('');
    await replayKeptEdits();
    expect(form.state().name).toBe('Nuri');
  });

  it('typed on once React owns the field, before the replay: React’s newer value stays, nothing is lost', async () => {
    const form = prerender();
    type(form.name, 'Nuri');
    await hydrate(form.container);
    type(form.name, 'Nuri Kim');
    expect(form.state().name).toBe('Nuri Kim');

    await replayKeptEdits();
    expect(form.state().name).toBe('Nuri Kim');
    expect(form.name.value).toBe('Nuri Kim');
  });

  it('an edit React heard itself (a field it owns) is not replayed', async () => {
    const form = prerender();
    await hydrate(form.container);
    type(form.name, 'Nuri');
    expect(form.state().name).toBe('Nuri');
    form.container.querySelector('button')!.click();
    await expect.poll(() => form.state().name).toBe('');
    await replayKeptEdits();
    expect(form.state().name).toBe('');
  });
});
