import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { storyStore } from '../../.storybook/StoryProviders';
import { localized } from '../../.storybook/helpers/messages';
import {
  expectNotSpoken,
  expectSpoken,
  jumpUntil,
  live,
  withScreenReader,
} from '../../.storybook/helpers/screenReader';
import { about } from '../content/about';
import { company } from '../content/company';
import { Button } from '../components/Button';
import { SectionHeading } from '../components/SectionHeading';
import { Box, Stack } from '../components/Box';
import { scrollLockCount } from '../lib/scrollLock';
import { useAppActions } from '../store';
import { AppShell } from './AppShell';
import { AppRoutes } from './routes';
import { visualTarget } from '../../.storybook/helpers/visual';

/** A placeholder page with buttons that drive the three shared overlays through the store. */
function OverlayDemoPage() {
  const actions = useAppActions();
  return (
    <Stack gap="lg" paddingX="lg" paddingY="xxl" alignItems="flex-start">
      <SectionHeading headingLevel={1}>
        <Trans>공유 오버레이 데모</Trans>
      </SectionHeading>
      <Button onClick={() => actions.alert(msg`요청하신 내용을 확인해 주세요.`)}>
        <Trans>알림 열기</Trans>
      </Button>
      <Button
        variant="secondary"
        onClick={async () => {
          if (await actions.confirm(msg`정말 진행할까요?`)) actions.alert(msg`진행했습니다.`);
        }}
      >
        <Trans>확인 창 열기</Trans>
      </Button>
      <Button
        variant="ghost"
        // Like a send in flight: the overlay stays until the store's flag drops (the play drops it).
        onClick={() => actions.setLoading(true)}
      >
        <Trans>로딩 표시</Trans>
      </Button>
    </Stack>
  );
}

/**
 * The full shell of every route: header, the routed page in `<main id="main">`, footer, the
 * shared alert, confirm and loading overlays, and the polite route announcer. Try the buttons in
 * both locales and at 390 / 1280 px.
 */
const meta = {
  title: 'Pages/Shell',
  component: AppShell,
  parameters: { layout: 'fullscreen', route: '/about' },
  args: { children: null },
  argTypes: { children: { table: { disable: true } } },
  render: () => (
    <AppShell>
      <OverlayDemoPage />
    </AppShell>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (locale: unknown, ko: string, en: string) => (locale === 'en' ? en : ko);

export const Desktop: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    // The footer is a lazy section (src/app/shellSections.ts): it shows once its code has arrived.
    await expect(await canvas.findByRole('contentinfo')).toBeInTheDocument();

    // Alert: opens from the store, takes focus, closes back to the opener.
    const alertButton = canvas.getByRole('button', { name: label(globals.locale, '알림 열기', 'Open an alert') });
    await userEvent.click(alertButton);
    const alert = await body.findByRole('alertdialog');
    await expect(within(alert).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(alertButton).toHaveFocus());

    // Confirm: OK runs the action (which opens an alert).
    await userEvent.click(
      canvas.getByRole('button', { name: label(globals.locale, '확인 창 열기', 'Open a confirmation') }),
    );
    const confirm = await body.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: label(globals.locale, '확인', 'OK') }));
    await waitFor(() =>
      expect(body.getByRole('alertdialog')).toHaveTextContent(label(globals.locale, '진행했습니다.', 'Done.')),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Loading: shown and locking scroll until the flag drops, then gone and unlocked.
    await userEvent.click(canvas.getByRole('button', { name: label(globals.locale, '로딩 표시', 'Show loading') }));
    await waitFor(() => expect(storyStore().state.loading).toBe(true));
    const overlay = () => canvasElement.ownerDocument.querySelector('[data-loading-overlay]');
    await waitFor(() => expect(overlay()).toHaveAttribute('data-state', 'active'));
    await expect(scrollLockCount()).toBeGreaterThan(0);
    storyStore().actions.setLoading(false);
    await waitFor(() => expect(scrollLockCount()).toBe(0));
    await waitFor(() => expect(overlay()).toHaveAttribute('data-state', 'idle'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: label(globals.locale, '메뉴', 'Menu') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: label(globals.locale, '알림 열기', 'Open an alert') }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await userEvent.keyboard('{Escape}');
    // Closed for real: the page behind is no longer hidden from assistive technology.
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.querySelector('[role="alertdialog"]')).toBeNull());
    await waitFor(() => expect(doc.querySelector('[aria-hidden="true"] #main, #main[aria-hidden="true"]')).toBeNull());
  },
};

/**
 * The story's memory location, which fires `pushState` on a navigation as the browser's history
 * does under wouter: the shell's navigation effects then run as in the app (focus on the new
 * page's heading, its title announced) without changing the story frame's address.
 */
function PushingRouter({ children }: { children: ReactNode }) {
  const [start] = useLocation();
  const [location] = useState(() => {
    const memory = memoryLocation({ path: start });
    const navigate = (to: string, options?: { replace?: boolean }) => {
      memory.navigate(to, options);
      if (!options?.replace) dispatchEvent(new Event('pushState'));
    };
    return { hook: () => [memory.hook()[0], navigate] as [string, typeof navigate], searchHook: memory.searchHook };
  });
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}

/**
 * The app's routes in the shell, followed with a screen reader: from About, the header's Articles
 * link moves focus to the new page's heading, which the reader reads, and the route announcer
 * says the new page's title — once, and never the old one.
 */
export const RouteAnnouncement: Story = {
  tags: ['language-dependent'],
  render: () => (
    <PushingRouter>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </PushingRouter>
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const canvas = within(canvasElement);
    const slow = { timeout: 5000 };
    // The pages load lazily, as in the app.
    await waitFor(
      () =>
        expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
          about.slogan[locale === 'en' ? 'en' : 'ko'],
        ),
      slow,
    );
    const heading = localized(locale, '아티클', undefined, 'page title');
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(
        reader,
        'moveToNextNavigation',
        { role: 'navigation', name: localized(locale, '주 메뉴') },
        { limit: 1 },
      );
      await jumpUntil(reader, 'moveToNextLink', {
        role: 'link',
        name: localized(locale, '아티클', undefined, 'navigation'),
      });
      await reader.act();
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: heading })).toHaveFocus(), slow);
      await expectSpoken(reader, { role: 'heading', name: heading, states: ['level 1'] });
      await expectSpoken(reader, live(`${heading} | ${company.brand}`), { times: 1 });
      await expectNotSpoken(reader, live(`${localized(locale, '회사 소개')} | ${company.brand}`));
    });
  },
};

/**
 * The shell around an empty page (`/about`, so the header marks About): header, `<main>` and the
 * footer, still (reduced motion: the footer's marquee laid out at rest). The visual target
 * (Chromatic and the offline visual check); the overlays have their own components' targets.
 */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
  parameters: { ...visualTarget('page').parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  render: () => (
    <AppShell>
      <Box paddingY="section" />
    </AppShell>
  ),
};
