import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { LinkTabPanel } from './LinkTabPanel';
import {
  LinkTabList,
  LinkTabStrip,
  TabStrip,
  type LinkTabItem,
  type TabStripItem,
  type TabStripProps,
} from './TabStrip';
import { inverseSurface } from '../../styles/surfaces.css';

const serviceItems: TabStripItem[] = [
  {
    value: 'DISTRIBUTION',
    label: 'DISTRIBUTION',
    content: (
      <p>
        <Trans>200개 이상의 플랫폼, 180개국에 음악을 유통합니다.</Trans>
      </p>
    ),
  },
  {
    value: 'MARKETING',
    label: 'MARKETING',
    content: (
      <p>
        <Trans>아티스트에게 맞춘 캠페인으로 음악을 알립니다.</Trans>
      </p>
    ),
  },
  {
    value: 'MUSIC PRODUCTION',
    label: 'MUSIC PRODUCTION',
    content: (
      <p>
        <Trans>22만 명이 넘는 작곡가 풀과 함께 음악을 만듭니다.</Trans>
      </p>
    ),
  },
  {
    value: 'VIDEO PRODUCTION',
    label: 'VIDEO PRODUCTION',
    content: (
      <p>
        <Trans>뮤직비디오와 숏폼 영상을 기획하고 제작합니다.</Trans>
      </p>
    ),
  },
  {
    value: 'PUBLISHING',
    label: 'PUBLISHING',
    content: (
      <p>
        <Trans>저작권을 관리하고 싱크 라이선스 기회를 찾습니다.</Trans>
      </p>
    ),
  },
  {
    value: 'ABBEY ROAD STUDIOS',
    label: 'ABBEY ROAD STUDIOS',
    content: (
      <p>
        <Trans>런던 애비 로드 스튜디오에서 녹음, 믹싱, 마스터링을 진행합니다.</Trans>
      </p>
    ),
  },
];

/** The seven inquiry types of the contact form; the last label is a translated "other". */
const contactItems: TabStripItem[] = [
  ...serviceItems,
  {
    value: 'ETC',
    label: <Trans>기타</Trans>,
    content: (
      <p>
        <Trans>그 밖의 문의를 남겨 주세요.</Trans>
      </p>
    ),
  },
];

/** Stories pass a translated name for the tablist, as pages do. */
function ServicesTabStrip(props: TabStripProps) {
  const { t } = useLingui();
  return <TabStrip {...props} aria-label={t`서비스`} />;
}
function ContactTabStrip(props: TabStripProps) {
  const { t } = useLingui();
  return <TabStrip {...props} aria-label={t`문의 유형`} />;
}

/**
 * Horizontal tabs with content panels (Radix Tabs), for the Services and Contact tab bars.
 * For tabs that follow a route parameter use `RouteTabStrip` (Components/TabStrip/RouteTabStrip).
 *
 * - `items`: `{ value, label, content }`; values may contain spaces (the strip keys tabs by position).
 * - `value` + `onValueChange` (controlled) or `defaultValue` (uncontrolled, first tab by default).
 * - `activationMode`: `automatic` selects as focus moves; `manual` waits for Enter/Space or a click.
 * - `aria-label`: the translated name of the tablist. `scrolled`: the compact, raised look of a
 *   strip that sticks while the page scrolls.
 * - No tone prop: the strip reads the colour roles. `className={inverseSurface}` makes the strip
 *   itself an inverse surface: a charcoal band (Services, under the header), without the panels.
 *
 * Overflow: the list scrolls sideways and never wraps (DESIGN.md). The selected tab is scrolled into
 * view on mount and on selection — inside the strip only, so the page never jumps — and a focused tab
 * is kept clear of the edges. Edge fades show there is more; with a mouse, two round chevron buttons
 * also scroll the strip. They are pointer conveniences: `aria-hidden` and `tabindex=-1`, because the
 * keyboard already reaches every tab with the arrow keys.
 *
 * Keyboard (APG): Tab enters on the selected tab, ←/→ move and wrap, Home/End jump; Tab leaves
 * for the panel.
 */
const meta = {
  title: 'Components/TabStrip',
  component: TabStrip,
  args: {
    items: serviceItems,
    defaultValue: 'DISTRIBUTION',
    activationMode: 'automatic',
    scrolled: false,
    'aria-label': '',
    onValueChange: fn(),
  },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
    items: { control: false },
    value: { control: false },
    'aria-label': { table: { disable: true } },
    onValueChange: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => <ServicesTabStrip {...args} />,
} satisfies Meta<typeof TabStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const servicesName = (locale: unknown) => (locale === 'en' ? 'Services' : '서비스');
const contactName = (locale: unknown) => (locale === 'en' ? 'Inquiry type' : '문의 유형');

/** Asserts that `inner` lies horizontally inside `outer` (1 px of rounding allowed). */
const expectInside = async (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  await expect(a.left).toBeGreaterThanOrEqual(b.left - 1);
  await expect(a.right).toBeLessThanOrEqual(b.right + 1);
};

/**
 * Driven by the controls. Tab enters on the selected tab; ←/→ move the selection (automatic
 * activation) and wrap at both ends; Home/End jump; the panel is labelled by its tab. A screen
 * reader hears the named tablist, then each tab with its state and its place ("selected, position 2,
 * set size 6"), and the panel named after its tab.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: servicesName(globals.locale) });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(6);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    /** What the reader says as a tab takes focus: selected, n of 6. */
    const tabPhrase = (name: string, n: number) => ({
      role: 'tab',
      name,
      states: ['selected', `position ${n}`, 'set size 6'],
    });

    await withScreenReader(canvasElement, async (reader) => {
      await readUntil(reader, { role: 'tablist', name: localized(globals.locale, '서비스') });

      await userEvent.tab();
      await expect(tabs[0]).toHaveFocus();
      await expectSpoken(reader, tabPhrase('DISTRIBUTION', 1));

      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs[1]).toHaveFocus();
      await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('MARKETING');
      await expectSpoken(reader, tabPhrase('MARKETING', 2));
      const panel = canvas.getByRole('tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', tabs[1]!.id);
      await expect(tabs[1]).toHaveAttribute('aria-controls', panel.id);

      await userEvent.keyboard('{End}');
      await expect(tabs[5]).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('ABBEY ROAD STUDIOS');
      await expectSpoken(reader, tabPhrase('ABBEY ROAD STUDIOS', 6));
      // Wraps from the last tab to the first and back.
      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs[0]).toHaveFocus();
      await expectSpoken(reader, tabPhrase('DISTRIBUTION', 1), { times: 2 });
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tabs[5]).toHaveFocus();
      await expectSpoken(reader, tabPhrase('ABBEY ROAD STUDIOS', 6), { times: 2 });
      await userEvent.keyboard('{Home}');
      await expect(tabs[0]).toHaveFocus();
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      await expectSpoken(reader, tabPhrase('DISTRIBUTION', 1), { times: 3 });

      // Tab leaves the list for the panel (it has no focusable content of its own), named by its tab.
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
      await expectSpoken(reader, { role: 'tabpanel', name: 'DISTRIBUTION' });
    });
  },
};

/** Manual activation: arrows move focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('MARKETING');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tabs[5]).toHaveFocus();
    await expect(tabs[5]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' ');
    await expect(tabs[5]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ABBEY ROAD STUDIOS');
  },
};

/** Controlled: the strip shows `value` and reports choices through `onValueChange`; the owner decides. */
export const Controlled: Story = {
  args: { value: 'PUBLISHING', defaultValue: undefined },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'PUBLISHING' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'MARKETING' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('MARKETING');
    // The owner did not change `value`, so the selection stays.
    await expect(canvas.getByRole('tab', { name: 'PUBLISHING' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      globals.locale === 'en' ? 'sync licensing' : '싱크 라이선스',
    );
  },
};

/**
 * At 390 px the seven inquiry types overflow: the strip scrolls sideways instead of wrapping, the
 * selected last tab starts scrolled into view, and a focused tab is never hidden behind an edge.
 */
export const OverflowMobile: Story = {
  tags: ['language-dependent'],
  args: { items: contactItems, defaultValue: 'ETC' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The test-runner reads the width from here (it does not see story globals).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: (args) => <ContactTabStrip {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: contactName(globals.locale) });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(7);
    await expect(tabs[6]).toHaveTextContent(globals.locale === 'en' ? 'Other' : '기타');

    const list = getComputedStyle(tablist);
    await expect(list.overflowX).toBe('auto');
    await expect(list.flexWrap).toBe('nowrap');
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    // One row: every tab on the same line.
    const top = tabs[0]!.getBoundingClientRect().top;
    for (const tab of tabs) await expect(tab.getBoundingClientRect().top).toBeCloseTo(top, 0);

    // The selected last tab is in view from the start, and the page did not scroll sideways.
    await expect(tabs[6]).toHaveAttribute('aria-selected', 'true');
    // (waitFor: a web font arriving after mount resizes the tabs; the strip re-reveals the tab.)
    await waitFor(() => expectInside(tabs[6]!, tablist));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // Home: the first tab gets focus and is scrolled into view too.
    await userEvent.tab();
    await expect(tabs[6]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await waitFor(() => expectInside(tabs[0]!, tablist));
  },
};

/** On a charcoal header, in the compact raised look used while the page is scrolled. */
export const InverseScrolled: Story = {
  args: { className: inverseSurface, scrolled: true, defaultValue: 'VIDEO PRODUCTION' },
  parameters: { backgrounds: { disable: true } },
  play: async ({ canvasElement }) => {
    const tablist = within(canvasElement).getByRole('tablist');
    const strip = tablist.parentElement!;
    await expect(getComputedStyle(strip).boxShadow).not.toBe('none');
    const active = within(tablist).getByRole('tab', { selected: true });
    await expect(active).toHaveTextContent('VIDEO PRODUCTION');
    // Compact, still a comfortable target.
    await expect(active.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The longest labels in both languages: they stay on one line and the strip scrolls. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  args: {
    items: [
      {
        value: 'one',
        label: <Trans>음원 유통 및 글로벌 플랫폼 공급</Trans>,
        content: <Trans>200개 이상의 플랫폼, 180개국에 음악을 유통합니다.</Trans>,
      },
      {
        value: 'two',
        label: <Trans>아티스트 맞춤형 디지털 마케팅 캠페인</Trans>,
        content: <Trans>아티스트에게 맞춘 캠페인으로 음악을 알립니다.</Trans>,
      },
      {
        value: 'three',
        label: 'ABBEY ROAD STUDIOS',
        content: <Trans>런던 애비 로드 스튜디오에서 녹음, 믹싱, 마스터링을 진행합니다.</Trans>,
      },
      { value: 'four', label: <Trans>기타</Trans>, content: <Trans>그 밖의 문의를 남겨 주세요.</Trans> },
    ],
    defaultValue: 'one',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The test-runner reads the width from here (it does not see story globals).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    const height = tabs[0]!.getBoundingClientRect().height;
    for (const tab of tabs) {
      // No wrapping inside a tab: every tab is one line of the same height.
      await expect(tab.getBoundingClientRect().height).toBeCloseTo(height, 0);
      await expect(getComputedStyle(tab).whiteSpace).toBe('nowrap');
    }
    // Clicking the partly hidden last tab selects it and scrolls it fully into view.
    await userEvent.click(tabs[3]!);
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    const tablist = within(canvasElement).getByRole('tablist');
    await waitFor(() => expectInside(tabs[3]!, tablist));
  },
};

const linkItems: LinkTabItem[] = ['distribution', 'marketing', 'music'].map((value) => ({
  value,
  label: value.toUpperCase(),
  href: `/services/${value}`,
}));
const selected = fn();

function LinkTabsDemo() {
  const { t } = useLingui();
  const [value, setValue] = useState('distribution');
  return (
    <LinkTabStrip
      items={linkItems}
      value={value}
      aria-label={t`서비스`}
      onSelect={(item) => {
        selected(item.href);
        setValue(item.value);
      }}
    >
      <p>{value}</p>
    </LinkTabStrip>
  );
}

/**
 * `LinkTabStrip`: tabs that stand for URLs, presentational — the caller passes the active `value`
 * and follows the chosen tab in `onSelect` (the site's `RouteTabStrip` pattern replaces the URL).
 * Manual activation: arrows move focus, Enter selects. Without script the tablist gives way to
 * links rendered by the LinkProvider's link component.
 */
export const LinkTabs: Story = {
  render: () => <LinkTabsDemo />,
  play: async ({ canvasElement }) => {
    selected.mockClear();
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(selected).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(selected).toHaveBeenCalledWith('/services/marketing');
    await waitFor(() => expect(tabs[1]).toHaveAttribute('aria-selected', 'true'));
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('marketing');
    await expect(panel).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    await expect(tabs[1]).toHaveAttribute('aria-controls', panel.id);
    // Only the active tab's panel exists, and only the active tab names one.
    await expect(tabs[0]).not.toHaveAttribute('aria-controls');
    await expect(tabs[2]).not.toHaveAttribute('aria-controls');
    // The no-script links (hidden while script runs) keep each tab's URL.
    const links = canvasElement.querySelectorAll('nav a');
    await expect([...links].map((link) => link.getAttribute('href'))).toEqual(linkItems.map((item) => item.href));
  },
};

function ApartDemo() {
  const { t } = useLingui();
  const idBase = useId();
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <Stack gap="md">
      <LinkTabList
        items={linkItems}
        value={value}
        idBase={idBase}
        aria-label={t`서비스`}
        onSelect={(item) => {
          selected(item.href);
          setValue(item.value);
        }}
      />
      <LinkTabPanel items={linkItems} value={value} idBase={idBase}>
        <p>{value ?? 'all'}</p>
      </LinkTabPanel>
    </Stack>
  );
}

/**
 * `LinkTabList` and `LinkTabPanel`: the two halves of a `LinkTabStrip`, rendered apart with the
 * same `idBase` (the Services page renders the list as a lazy section, the panel in the page). With
 * no tab active the content has no panel; once one is chosen, that tab and the panel name each other.
 */
export const ListAndPanelApart: Story = {
  render: () => <ApartDemo />,
  play: async ({ canvasElement }) => {
    selected.mockClear();
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await expect(canvas.getByText('all')).toBeVisible();
    for (const tab of tabs) await expect(tab).not.toHaveAttribute('aria-controls');
    await userEvent.click(tabs[2]!);
    await expect(selected).toHaveBeenCalledWith('/services/music');
    const panel = await canvas.findByRole('tabpanel');
    await expect(panel).toHaveTextContent('music');
    await expect(panel).toHaveAttribute('aria-labelledby', tabs[2]!.id);
    await expect(tabs[2]).toHaveAttribute('aria-controls', panel.id);
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * All states of the tab strips (TabStrip and RouteTabStrip share the list) in one picture: the visual
 * target (Chromatic and the offline visual check). Light, then light scrolled with the seven inquiry
 * types and the last one selected (overflowing at 390 px: scrolled to it, edge fade), then charcoal,
 * scrolled, with the longest labels.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <ServicesTabStrip {...args} />
      <ContactTabStrip {...args} items={contactItems} defaultValue="ETC" scrolled />
      {/* Inverse and scrolled: a middle tab chosen at 390 px lands at a scroll offset that varies by a
          few px from run to run, so the scrolled look is shown with the last tab (above) only. */}
      <ServicesTabStrip {...args} {...LongLabels.args} className={inverseSurface} scrolled />
    </Stack>
  ),
};
