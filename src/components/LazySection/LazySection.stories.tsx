import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectReports, reported } from '../../../.storybook/helpers/consoleReports';
import { Button } from '../Button';
import { ErrorBoundary, ErrorFallback } from '../ErrorBoundary';
import { lazySection, type LazySection } from './lazySection';

/** The section the stories load: it shows the count it is given. */
function Counter({ count }: { count: number }) {
  return (
    <p>
      <Trans>받은 숫자: {count}</Trans>
    </p>
  );
}

/** An importer the play function answers: `resolve()` delivers the code, `fail()` rejects once. */
function controlledImporter() {
  let answer: { resolve: () => void; fail: () => void } = { resolve: () => undefined, fail: () => undefined };
  let calls = 0;
  const importer = () => {
    calls += 1;
    return new Promise<ComponentType<{ count: number }>>((resolve, reject) => {
      answer = {
        resolve: () => resolve(Counter),
        fail: () => reject(new Error('A chunk that failed (story fixture)')),
      };
    });
  };
  return { importer, answer: () => answer, calls: () => calls };
}

type Loaded = { section: LazySection<{ count: number }>; control: ReturnType<typeof controlledImporter> };

function Harness({ section: Section }: Pick<Loaded, 'section'>) {
  const [count, setCount] = useState(1);
  return (
    <>
      <Button onClick={() => setCount((n) => n + 1)}>
        <Trans>숫자 올리기</Trans>
      </Button>
      <ErrorBoundary where="story" fallback={({ retry }) => <ErrorFallback variant="section" onRetry={retry} />}>
        <Suspense
          fallback={
            <p role="status">
              <Trans>불러오는 중</Trans>
            </p>
          }
        >
          <Section count={count} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/**
 * `lazySection(module, importer)`: a part of a page whose code is its own chunk. On a prerendered
 * page it keeps its server HTML until the code arrives and then hydrates on its own (the route's
 * journeys in `e2e/lazy-sections.spec.ts` own that); rendered on the client, as here, it waits for
 * its code above its own boundary, so whatever shows the route meanwhile stays (here a Suspense
 * fallback). Its props pass through once it is live. A failed `import()` is not kept: Try again
 * loads the code afresh. Pages declare their sections in their `*Sections.ts` file.
 */
const meta = {
  title: 'Components/LazySection',
  loaders: [
    () => {
      const control = controlledImporter();
      return { section: lazySection('', control.importer), control } satisfies Loaded;
    },
  ],
  render: (_args, { loaded }) => <Harness section={(loaded as Loaded).section} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (locale: unknown, ko: string, en: string) => (locale === 'en' ? en : ko);

/** Waits for its code (the fallback around it shows), then renders with the current props. */
export const LoadsItsCode: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const { control } = loaded as Loaded;
    await expect(await canvas.findByRole('status')).toHaveTextContent(say(globals.locale, '불러오는 중', 'Loading'));
    control.answer().resolve();
    await expect(await canvas.findByText(say(globals.locale, '받은 숫자: 1', 'Number received: 1'))).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: say(globals.locale, '숫자 올리기', 'Count up') }));
    await expect(await canvas.findByText(say(globals.locale, '받은 숫자: 2', 'Number received: 2'))).toBeVisible();
    await expect(control.calls()).toBe(1);
  },
};

/** Its code fails: the boundary around it says so; Try again asks for the code again and shows it. */
export const CodeThatFails: Story = {
  beforeEach: () => collectReports(),
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const { control } = loaded as Loaded;
    await canvas.findByRole('status');
    control.answer().fail();
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(reported).toEqual(['story']);

    await userEvent.click(canvas.getByRole('button', { name: say(globals.locale, '다시 시도', 'Try again') }));
    await waitFor(() => expect(control.calls()).toBe(2));
    control.answer().resolve();
    await expect(await canvas.findByText(say(globals.locale, '받은 숫자: 1', 'Number received: 1'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
