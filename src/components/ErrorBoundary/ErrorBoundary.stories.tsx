import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, use } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { collectReports, reported } from '../../../.storybook/helpers/consoleReports';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { lazyModule } from '../../lib/lazyModule';
import { Stack } from '../Box';
import { PageSection } from '../PageSection';
import { SectionHeading } from '../SectionHeading';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import { errorFallbackVariants } from './ErrorFallback.css';

/**
 * Failures stay where they happen. `ErrorBoundary` replaces its children by a `fallback` when
 * they throw or their code cannot load, reports the error once (`lib/errors`: the console and the
 * deployment's reporter) and offers `retry`; `ErrorFallback` is what the visitor reads there.
 *
 * - Depths on the site: around each route (`page`: its own h1, Try again, Go home; the header,
 *   footer and language menu keep working), around each `PageSection`'s content (`section`: a
 *   short notice with Try again; the heading and the other sections stay), around each lazy
 *   piece (the language menu's popover: a note by the button, the next press tries again).
 * - Retry loads failed code again: a rejected `import()` is never kept (`lib/lazyModule`).
 */
const meta = {
  title: 'Components/ErrorBoundary',
  component: ErrorFallback,
  args: { variant: 'section', onRetry: fn(), homeHref: '/' },
  argTypes: {
    variant: { control: 'inline-radio', options: errorFallbackVariants },
    onRetry: { table: { disable: true } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

const tryAgain = (locale: unknown) => (locale === 'en' ? 'Try again' : '다시 시도');

/** A section's notice: an alert in the section's place with Try again. */
export const Section: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      globals.locale === 'en' ? 'This part could not be shown.' : '이 부분을 표시하지 못했습니다.',
    );
    await userEvent.click(canvas.getByRole('button', { name: tryAgain(globals.locale) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A whole route: the page's h1 (navigation focuses it), Try again and Go home. */
export const Page: Story = {
  args: { variant: 'page' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      globals.locale === 'en' ? 'This page could not be shown' : '이 페이지를 표시하지 못했습니다',
    );
    await expect(canvas.getByRole('button', { name: tryAgain(globals.locale) })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: globals.locale === 'en' ? 'Go to the home page' : '홈으로' }),
    ).toHaveAttribute('href', '/');
  },
};

// A part that fails while `fault.on` (a passing fault the play function ends before Try again).
const fault = { on: false };
const faulty = () => fault.on;
function FlakyPart() {
  if (faulty()) throw new Error('A broken part (story fixture)');
  return (
    <p>
      <Trans>세 개의 영상이 여기에 있습니다.</Trans>
    </p>
  );
}

/**
 * One page, two sections; the second one's content throws. Its heading and the first section stay
 * readable, and Try again renders it afresh.
 */
export const ContainedInASection: Story = {
  beforeEach: () => {
    fault.on = true;
    return collectReports();
  },
  render: () => (
    <>
      <PageSection
        labelledBy="story-services"
        heading={
          <SectionHeading id="story-services">
            <Trans>서비스</Trans>
          </SectionHeading>
        }
      >
        <p>
          <Trans>음원 유통부터 런던의 스튜디오까지.</Trans>
        </p>
      </PageSection>
      <PageSection
        labelledBy="story-videos"
        heading={
          <SectionHeading id="story-videos">
            <Trans>영상</Trans>
          </SectionHeading>
        }
      >
        <FlakyPart />
      </PageSection>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      en ? 'This part could not be shown.' : '이 부분을 표시하지 못했습니다.',
    );
    // The rest of the page is untouched.
    await expect(canvas.getByRole('heading', { name: en ? 'Services' : '서비스' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: en ? 'Videos' : '영상' })).toBeVisible();
    await expect(canvas.getByText(en ? /From music distribution/ : /음원 유통부터/)).toBeVisible();
    fault.on = false;
    await userEvent.click(canvas.getByRole('button', { name: tryAgain(globals.locale) }));
    await expect(
      await canvas.findByText(en ? 'Three videos are here.' : '세 개의 영상이 여기에 있습니다.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(reported).toEqual(['section']);
  },
};

// Code that cannot be fetched the first time (offline) and arrives on the next attempt.
const attempts = { count: 0 };
const network = { offline: true };
const makeLazyPart = () =>
  lazyModule(() => {
    attempts.count += 1;
    return network.offline
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Part-story.js'))
      : Promise.resolve({ Part: FlakyPart });
  });
let lazyPart = makeLazyPart();
function LazyPart() {
  const { Part } = lazyPart.current() ?? use(lazyPart.load());
  return <Part />;
}
const PageError = ({ retry }: { retry: () => void }) => <ErrorFallback variant="page" onRetry={retry} homeHref="/" />;

/**
 * A route whose code fails to load: the page message; Try again fetches the code again (the
 * failed `import()` is not kept) and the page appears.
 */
export const LazyCodeRetried: Story = {
  beforeEach: () => {
    fault.on = false;
    network.offline = true;
    attempts.count = 0;
    lazyPart = makeLazyPart();
    return collectReports();
  },
  render: () => (
    <ErrorBoundary where="story" fallback={PageError}>
      <Suspense fallback={null}>
        <LazyPart />
      </Suspense>
    </ErrorBoundary>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(en ? 'This page could not be shown' : '이 페이지를 표시하지 못했습니다');
    network.offline = false; // back online
    await userEvent.click(canvas.getByRole('button', { name: tryAgain(globals.locale) }));
    await waitFor(() =>
      expect(canvas.getByText(en ? 'Three videos are here.' : '세 개의 영상이 여기에 있습니다.')).toBeVisible(),
    );
    await expect(attempts.count).toBe(2);
    await expect(reported).toEqual(['story']);
  },
};

/**
 * All states of ErrorFallback in one picture: the visual target (Chromatic and the offline visual
 * check). A whole page's message (h1, Try again, Go home), then a section's notice (Try again).
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xxl">
      <ErrorFallback variant="page" onRetry={args.onRetry} homeHref="/" />
      <ErrorFallback variant="section" onRetry={args.onRetry} />
    </Stack>
  ),
};
