// Helpers shared by the form controls' stories (not part of the components).
import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect } from 'storybook/test';

/** The Korean or English text, following the story's locale global. */
export const say = (locale: unknown, ko: string, en: string): string => (locale === 'en' ? en : ko);

/**
 * Nothing inside `root` sticks out of it, and the page does not scroll sideways: long labels,
 * hints and errors wrap.
 */
export async function expectNoOverflow(root: HTMLElement) {
  const edge = root.getBoundingClientRect().right + 1;
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Stories show the controls in a form-sized column (about 40 rem), as a page would. */
export const formColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '40rem' }}>
    <Story />
  </div>
);

/** The props of a controlled field: its value under `key` and `onChange(next)`. */
type ControlledProps<K extends string> = Record<K, unknown> & { onChange: (next: never) => void };
/** What a field's `onChange` receives. */
type ChangeOf<P extends ControlledProps<string>> = Parameters<P['onChange']>[0];

/**
 * The field-story harness: `Component` (a controlled field) holding its value like a form would,
 * starting from the story's args and reporting every change to the args' `onChange` spy. `key`
 * names the value prop (`value`, or `checked` for a checkbox).
 */
export function withHeldValue<P extends ControlledProps<K>, K extends string = 'value'>(
  Component: ComponentType<P>,
  key: K = 'value' as K,
) {
  function HeldValue(props: P) {
    const [value, setValue] = useState<P[K] | ChangeOf<P>>(props[key]);
    const report = props.onChange as (next: ChangeOf<P>) => void;
    const held = {
      ...props,
      [key]: value,
      onChange: (next: ChangeOf<P>) => {
        setValue(next);
        report(next);
      },
    } as P;
    return <Component {...held} />;
  }
  HeldValue.displayName = `HeldValue(${Component.displayName ?? Component.name})`;
  return HeldValue;
}
