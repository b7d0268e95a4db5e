import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteTabStrip, type RouteTabItem, type RouteTabStripProps } from './RouteTabStrip';
import { inquiryTypes } from '../../contact/inquiryTypes';
import { normalizePath } from '../../lib/paths';
import { inverseSurface } from '../../styles/surfaces.css';
import { visualTarget } from '../../../.storybook/helpers/visual';

const contactItems: RouteTabItem[] = inquiryTypes.map((type) => ({
  value: type,
  label: type === 'ETC' ? <Trans>기타</Trans> : type,
  href: `/contact/${encodeURIComponent(type)}`,
}));

const serviceItems: RouteTabItem[] = [
  ['distribution', 'DISTRIBUTION'],
  ['marketing', 'MARKETING'],
  ['music', 'MUSIC PRODUCTION'],
  ['video', 'VIDEO PRODUCTION'],
  ['publishing', 'PUBLISHING'],
  ['abbeyroad', 'ABBEY ROAD STUDIOS'],
].map(([value, label]) => ({ value: value!, label, href: `/services/${value}` }));

// The story's own recorded memory router (started at the decorator's route), so the play
// functions can count history entries: replacing the URL must never add one.
let recorded: ReturnType<typeof memoryLocation<unknown>> & { history: string[] } = memoryLocation({ record: true });

function RecordedRouter({ children }: { children: ReactNode }) {
  const [start] = useLocation();
  const [memory] = useState(() => memoryLocation({ path: start, record: true }));
  useLayoutEffect(() => {
    recorded = memory;
  }, [memory]);
  return <Router hook={memory.hook}>{children}</Router>;
}

/** Stands in for the routed page: shows the current location, as a page would read its parameter. */
function RoutedContent() {
  const [location] = useLocation();
  const path = normalizePath(location);
  return (
    <p style={{ paddingBlock: 24 }}>
      <Trans>
        현재 경로: <output data-testid="location">{path}</output>
      </Trans>
    </p>
  );
}

function ContactRouteTabs(props: Omit<RouteTabStripProps, 'aria-label'>) {
  const { t } = useLingui();
  return (
    <RecordedRouter>
      <RouteTabStrip {...props} aria-label={t`문의 유형`}>
        <RoutedContent />
      </RouteTabStrip>
    </RecordedRouter>
  );
}

/**
 * Tabs synced with a route parameter: Services (`/services/{name}`) and the contact form
 * (`/contact/{type}`). A site pattern: the primitive `LinkTabStrip` (Components/TabStrip) connected
 * to the router (wouter `useLocation`).
 *
 * - `items`: `{ value, label, href }`. The active tab is the one whose `href` matches the location
 *   (percent-decoding and trailing slashes ignored), or `value` when the page passes it (e.g.
 *   `/contact` defaults to DISTRIBUTION).
 * - Choosing a tab REPLACES the URL (`navigate(href, { replace: true })`): switching tabs adds no
 *   history entries, so Back leaves the page instead of stepping through tabs.
 * - Activation is manual: arrows move focus, Enter/Space or a click selects, so arrowing never
 *   navigates.
 * - `children` (the routed content) is rendered inside the `tabpanel` the active tab controls, so
 *   every tab names a panel that exists (A11Y.md). With no active tab (Services without a parameter)
 *   the content is rendered without a panel and no tab is selected.
 *
 * The stories wrap the strip in their own recorded memory router (started at `parameters.route`),
 * so the play functions can count history entries.
 */
const meta = {
  title: 'Patterns/RouteTabStrip',
  component: RouteTabStrip,
  args: { items: contactItems, scrolled: false, 'aria-label': '' },
  argTypes: {
    items: { control: false },
    value: { control: false },
    children: { table: { disable: true } },
    'aria-label': { table: { disable: true } },
    className: { table: { disable: true } },
  },
  parameters: { route: '/contact/DISTRIBUTION' },
  render: (args) => <ContactRouteTabs {...args} />,
} satisfies Meta<typeof RouteTabStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactName = (locale: unknown) => (locale === 'en' ? 'Inquiry type' : '문의 유형');
const locationText = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;
/** Asserts that `inner` lies horizontally inside `outer` (1 px of rounding allowed). */
const expectInside = async (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  await expect(a.left).toBeGreaterThanOrEqual(b.left - 1);
  await expect(a.right).toBeLessThanOrEqual(b.right + 1);
};

/** A click selects the tab and REPLACES the location: no history entry is added. */
export const ClickReplacesUrl: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const windowHistory = window.history.length;
    const tablist = canvas.getByRole('tablist', { name: contactName(globals.locale) });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(locationText(canvasElement)).toBe('/contact/DISTRIBUTION');

    await userEvent.click(canvas.getByRole('tab', { name: 'MARKETING' }));
    await waitFor(() => expect(locationText(canvasElement)).toBe('/contact/MARKETING'));
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(recorded.history).toHaveLength(1);
    await expect(window.history.length).toBe(windowHistory);

    await userEvent.click(canvas.getByRole('tab', { name: 'MUSIC PRODUCTION' }));
    await waitFor(() => expect(locationText(canvasElement)).toBe('/contact/MUSIC PRODUCTION'));
    await expect(recorded.history).toEqual(['/contact/MUSIC%20PRODUCTION']);
    await expect(window.history.length).toBe(windowHistory);

    // The routed content sits in the panel the selected tab names.
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', tabs[2]!.id);
    await expect(tabs[2]).toHaveAttribute('aria-controls', panel.id);
    await expect(within(panel).getByTestId('location')).toBeInTheDocument();
  },
};

/** Arrows move focus without navigating (manual activation); Enter selects and replaces the URL. */
export const KeyboardManualActivation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    await expect(locationText(canvasElement)).toBe('/contact/DISTRIBUTION');

    await userEvent.keyboard('{End}');
    await expect(tabs[6]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[6]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    // Arrowing and jumping did not touch the location or the history.
    await expect(locationText(canvasElement)).toBe('/contact/DISTRIBUTION');
    await expect(recorded.history).toEqual(['/contact/DISTRIBUTION']);

    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(locationText(canvasElement)).toBe('/contact/ETC'));
    await expect(tabs[6]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[6]).toHaveFocus();
    await expect(recorded.history).toEqual(['/contact/ETC']);
  },
};

/** At 390 px, a route to the last type starts with that tab scrolled into view. */
export const LastTabMobile: Story = {
  tags: ['language-dependent'],
  // The test-runner reads the width from parameters.viewport (it does not see story globals).
  parameters: { route: '/contact/ETC', viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const tablist = within(canvasElement).getByRole('tablist');
    const last = within(tablist).getByRole('tab', { name: globals.locale === 'en' ? 'Other' : '기타' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    // (waitFor: a web font arriving after mount resizes the tabs; the strip re-reveals the tab.)
    await waitFor(() => expectInside(last, tablist));
    await expect(tablist.scrollLeft).toBeGreaterThan(0);
  },
};

/** Percent-encoded parameters match their tab (`/contact/MUSIC%20PRODUCTION`). */
export const EncodedParameter: Story = {
  parameters: { route: '/contact/MUSIC%20PRODUCTION' },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'MUSIC PRODUCTION' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
};

function ServicesRouteTabs(props: Omit<RouteTabStripProps, 'aria-label'>) {
  const { t } = useLingui();
  return (
    <RecordedRouter>
      <RouteTabStrip {...props} aria-label={t`서비스`}>
        <RoutedContent />
      </RouteTabStrip>
    </RecordedRouter>
  );
}

/**
 * Services on its charcoal header, at `/services/` with no parameter: no tab is selected, the
 * content shows without a panel, and Tab still enters the list (on the first tab).
 */
export const ServicesWithoutParameter: Story = {
  args: { items: serviceItems, className: inverseSurface },
  parameters: { route: '/services/' },
  render: (args) => <ServicesRouteTabs {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: globals.locale === 'en' ? 'Services' : '서비스' });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(6);
    for (const tab of tabs) await expect(tab).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(locationText(canvasElement)).toBe('/services/music'));
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[2]!.id);
    await expect(recorded.history).toEqual(['/services/music']);
  },
};

/**
 * The page leads, not the location: a page that passes `value` (here `null`, Services without a
 * name) keeps its tabs and its content as they are when the location moves on, until it passes a
 * new value. During a deferred navigation the old page is still on screen with the new location;
 * following the location would wrap the old page in a new panel, remounting all of it.
 */
export const PageValueLeads: Story = {
  args: { items: serviceItems, className: inverseSurface, value: null },
  parameters: { route: '/services/' },
  render: (args) => <ServicesRouteTabs {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = globals.locale === 'en' ? 'Services' : '서비스';
    const tabs = within(canvas.getByRole('tablist', { name })).getAllByRole('tab');
    const content = canvas.getByTestId('location');
    await userEvent.click(tabs[1]!);
    await waitFor(() => expect(locationText(canvasElement)).toBe('/services/marketing'));
    await expect(tabs[1]).toHaveFocus();
    for (const tab of tabs) await expect(tab).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();
    // The same content element: not remounted.
    await expect(canvas.getByTestId('location')).toBe(content);
  },
};

/**
 * The visual target (Chromatic and the offline visual check): the contact strip at
 * `/contact/MARKETING`, its tab selected and the routed content inside the panel. The strip's
 * own looks (light and inverse, scrolled, long labels) are in Components/TabStrip's target.
 */
export const Screenshots: Story = {
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, route: '/contact/MARKETING' },
};
