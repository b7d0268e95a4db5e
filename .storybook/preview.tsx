import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '../src/styles/global.css';
import { install as installFakeClock } from '@sinonjs/fake-timers';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { isLocale, localeNames, locales } from '../src/i18n';
import { isThemeName, themeNames } from '../src/styles/themes';
import { designViewports } from '../src/styles/tokens';
import { storyAxeOptions } from '../tests/a11y/axe-options';
import { morningOf, storyDay } from '../tests/clock/clock';
import { DocsPage } from './DocsPage';
import { injectedStoryGlobals } from './injectedGlobals';
import { allModes } from './modes';
import { StoryProviders } from './StoryProviders';

/**
 * The test-runner and the visual check run the same build once per locale: they set these
 * globals before the preview loads (.storybook/injectedGlobals.ts).
 */
const injected = injectedStoryGlobals();

/*
 * Every story lives on one day (tests/clock/clock.ts: Saturday 2026-11-21, from 10:00): `new Date()` and
 * `Date.now()` start there and run on, so what a story shows and checks of "today" (the date
 * pickers' minimums, the contact page's example dates) is the same whatever day it runs. Only
 * `Date` is faked: timers, animation frames and `performance.now()` are the browser's own. Installed
 * once for the preview (a docs page renders several stories at a time).
 */
installFakeClock({ now: morningOf(storyDay), toFake: ['Date'], shouldAdvanceTime: true });

const withAppProviders: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ko';
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'gray';
  return (
    <StoryProviders
      key={context.id}
      locale={locale}
      theme={theme}
      route={(context.parameters.route as string | undefined) ?? '/'}
      motion={context.globals.motion === 'reduce' ? 'reduce' : 'system'}
      initialState={context.parameters.store ?? {}}
    >
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withAppProviders],
  loaders: [mswLoader()],
  // Components take `ref` as a prop (React 19), so docgen lists it; a ref is no control (Primer hides them too).
  argTypes: { ref: { table: { disable: true } } },
  initialGlobals: {
    locale: isLocale(injected.locale) ? injected.locale : 'ko',
    theme: 'gray',
    motion: 'system',
    // addon-a11y's scan after each story, off only where a run injects `a11y.manual` (the visual
    // check, the English story pass of the core tier); the addon's own default everywhere else.
    ...(injected.a11y?.manual === true ? { a11y: { manual: true } } : {}),
  },
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: localeNames[value] })),
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Motion: follow the system, or force prefers-reduced-motion',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'system', title: 'System motion' },
          { value: 'reduce', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    // Stories that show reduced motion set `reducedMotion: true`: the test-runner then emulates
    // prefers-reduced-motion for real before rendering (see test-runner.ts).
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    docs: { toc: true, page: DocsPage },
    viewport: {
      options: {
        mobile: {
          name: `Mobile ${designViewports.mobile}`,
          styles: { width: `${designViewports.mobile}px`, height: '844px' },
          type: 'mobile',
        },
        desktop: {
          name: `Desktop ${designViewports.desktop}`,
          styles: { width: `${designViewports.desktop}px`, height: '800px' },
          type: 'desktop',
        },
      },
    },
    a11y: {
      // Violations fail the test-runner and addon-vitest; the scan covers the whole document
      // (the addon's default context is <body>), so portalled dialogs are included. The rule set
      // is the project's one (tests/a11y/axe-options.ts): WCAG 2.2 A/AA + best practices, target-size on.
      test: 'error',
      options: storyAxeOptions,
    },
    chromatic: {
      // Only the visual targets are snapshotted: each component's and page's `Screenshots` story
      // turns this back on (.storybook/helpers/visual.ts). The other stories test behaviour.
      disableSnapshot: true,
      modes: allModes,
      prefersReducedMotion: 'reduce',
      pauseAnimationAtEnd: true,
      delay: 300,
      diffThreshold: 0.063,
    },
  },
};

export default preview;
