import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link, useLocation } from 'wouter';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { OpenOnMount } from '../../../.storybook/helpers/openOnMount';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, phrasePattern, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { company } from '../../content/company';
import { services as siteServices } from '../../content/services';
import type { Locale } from '../../i18n';
import { scrollLockCount } from '../../lib/scrollLock';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';
import { Box } from '../../components/Box';
import { LanguageMenu } from '../../components/LanguageMenu';
import { serviceNavLinks, servicesGroupLabel } from '../siteNavigation';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';

const serviceLinks = serviceNavLinks(siteServices);

/**
 * `MobileMenu` — the header's navigation below the desktop breakpoint (SPEC §2 Shell, A11Y.md Disclosure).
 *
 * - A disclosure button ("메뉴" / "Menu", `aria-expanded`, `aria-controls`) opens a full-height panel
 *   under the header bar with About, the SERVICE submenu (its own disclosure, open by default, listing
 *   the six services), Articles and Contact.
 * - Opening locks page scrolling (`useScrollLock`); Escape closes it and returns focus to the toggle.
 * - `currentPath`: the current page's link carries `aria-current="page"` (links, not `role=menu`);
 *   when it changes — or `language` changes — the menu closes, the submenu resets, scrolling returns.
 * - `tagline`, `services`: the line under the links and the six services (the header passes
 *   `company.tagline` and `services` of src/content).
 * - `closeFrom`: a breakpoint at which the menu closes by itself (the header passes `desktop`).
 *
 * The stories put it in a charcoal bar like the header's, at 390 px.
 */
const meta = {
  title: 'Patterns/MobileMenu',
  component: MobileMenu,
  args: { currentPath: '/services/music', language: 'ko', tagline: company.tagline, services: siteServices },
  argTypes: {
    currentPath: {
      control: 'select',
      options: ['/', '/about', '/services/music', '/articles', '/articles/3', '/contact/MARKETING'],
    },
    language: { control: 'inline-radio', options: ['ko', 'en'] },
    closeFrom: { control: false },
    services: { control: false },
    className: { table: { disable: true } },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Bar {...args} />,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in for the header bar (an inverse surface, as the header is): the wordmark (a link home), then the menu. */
function Bar({ children, ...props }: MobileMenuProps & { children?: ReactNode }) {
  return (
    <Box
      as="header"
      className={inverseSurface}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="sm"
      style={{ height: vars.layout.headerHeight, paddingInline: vars.layout.gutter }}
    >
      <Link href="/" style={{ color: 'inherit', fontWeight: 800, textDecoration: 'none', padding: '10px 0' }}>
        {company.brand}
      </Link>
      <Box display="flex" alignItems="center" gap="xs">
        {children}
        <MobileMenu {...props} />
      </Box>
    </Box>
  );
}

/** The bar connected to the story's router and a language state, as the header will be. */
function ConnectedBar({ language: initial }: { language: Locale }) {
  const [location] = useLocation();
  const [language, setLanguage] = useState<Locale>(initial);
  return (
    <>
      <Bar currentPath={location} language={language} tagline={company.tagline} services={siteServices}>
        <LanguageMenu value={language} onChange={setLanguage} />
      </Bar>
      <p data-testid="location" style={{ padding: 24, fontFamily: vars.font.family.mono }}>
        {location}
      </p>
    </>
  );
}

type UiLocale = 'ko' | 'en';
const localeOf = (value: unknown): UiLocale => (value === 'en' ? 'en' : 'ko');
const labels = {
  ko: { menu: '메뉴', nav: '주 메뉴', services: '서비스', music: '음악 제작', marketing: '마케팅', about: '회사 소개' },
  en: {
    menu: 'Menu',
    nav: 'Main',
    services: 'SERVICES',
    music: 'MUSIC PRODUCTION',
    marketing: 'MARKETING',
    about: 'ABOUT',
  },
} as const;

const panelOf = (toggle: HTMLElement) =>
  toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!) as HTMLElement;

/**
 * The disclosure contract: Enter opens (locks scrolling, submenu open by default), the submenu
 * toggles on its own, Escape closes and returns focus with scrolling restored.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals, args }) => {
    const l = labels[localeOf(globals.locale)];
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: l.menu });
    const panel = panelOf(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
    await expect(scrollLockCount()).toBe(0);

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel fades in (instantly under reduced motion).
    await waitFor(() => expect(panel).toBeVisible());
    await expect(scrollLockCount()).toBeGreaterThan(0);
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    // Focus stays on the toggle; Tab goes on into the panel.
    await expect(toggle).toHaveFocus();
    const nav = canvas.getByRole('navigation', { name: l.nav });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: l.about })).toHaveFocus();

    // SERVICE submenu: open by default, six links, the current one marked; no ARIA menu roles.
    const services = within(nav).getByRole('button', { name: l.services });
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('data-active', 'true');
    const subList = panelOf(services);
    await expect(within(subList).getAllByRole('link')).toHaveLength(6);
    const music = within(nav).getByRole('link', { name: l.music });
    await expect(music).toHaveAttribute('aria-current', 'page');
    await expect(music).toHaveAttribute('href', args.currentPath);
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(nav.querySelector('[role="menu"], [role="menuitem"]')).toBeNull();

    // The submenu is a disclosure of its own: Enter/Space and pointer toggle it.
    await userEvent.tab();
    await expect(services).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(subList).not.toBeVisible();
    await userEvent.keyboard(' ');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Escape closes from anywhere inside and returns focus to the toggle.
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(panel).not.toBeVisible();
    await expect(scrollLockCount()).toBe(0);
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');

    // Closing by hand keeps the submenu as the visitor left it; the toggle reopens the menu.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(scrollLockCount()).toBe(0);

    // What a screen reader says: the toggle by its name, collapsed, then expanded on Enter; next
    // the navigation by its name; the SERVICE submenu (left closed above) expands on Enter and
    // its current page is marked; Escape gives focus back to the toggle, collapsed again.
    const say = localized.bind(null, globals.locale);
    const menu = { role: 'button', name: say('메뉴') };
    const submenu = { role: 'button', name: say(servicesGroupLabel) };
    await withScreenReader(canvasElement, async (reader) => {
      await expect(await readUntil(reader, menu)).toMatch(phrasePattern({ ...menu, states: ['not expanded'] }));
      await reader.press('Enter');
      await expectSpoken(reader, { ...menu, states: ['expanded'] });
      await reader.next();
      await expect(await reader.lastSpokenPhrase()).toMatch(
        phrasePattern({ role: 'navigation', name: say('주 메뉴') }),
      );
      await expect(await readUntil(reader, submenu)).toMatch(phrasePattern({ ...submenu, states: ['not expanded'] }));
      await reader.press('Enter');
      await expectSpoken(reader, { ...submenu, states: ['expanded'] });
      const current = { role: 'link', name: say(serviceLinks.find((link) => link.href === args.currentPath)!.label) };
      await expect(await readUntil(reader, current)).toMatch(phrasePattern({ ...current, states: ['current page'] }));
      await reader.clearSpokenPhraseLog();
      await reader.press('Escape');
      await expectSpoken(reader, { ...menu, states: ['not expanded'] });
    });
  },
};

/**
 * A new route closes the menu and resets the submenu: here the route changes through the wordmark
 * outside the menu, then through a service link inside it.
 */
export const ClosesOnRouteChange: Story = {
  parameters: { route: '/services/music' },
  render: (args) => <ConnectedBar language={args.language} />,
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: l.menu });

    await userEvent.click(toggle);
    const nav = canvas.getByRole('navigation', { name: l.nav });
    const services = within(nav).getByRole('button', { name: l.services });
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(scrollLockCount()).toBeGreaterThan(0);

    // The route changes from outside the menu (the wordmark in the bar).
    await userEvent.click(canvas.getByRole('link', { name: company.brand }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(scrollLockCount()).toBe(0);

    // Reopened, the submenu is open again (its state belonged to the old route).
    await userEvent.click(toggle);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: l.music })).not.toHaveAttribute('aria-current');

    // A service link inside the menu navigates and closes it.
    await userEvent.click(within(nav).getByRole('link', { name: l.marketing }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/services/marketing');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(scrollLockCount()).toBe(0);
    await userEvent.click(toggle);
    await expect(within(nav).getByRole('link', { name: l.marketing })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(scrollLockCount()).toBe(0);
  },
};

/** A new language closes the menu too: here English is chosen in the language menu beside the toggle. */
export const ClosesOnLanguageChange: Story = {
  parameters: { route: '/about' },
  render: (args) => <ConnectedBar language={args.language} />,
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: l.menu });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(scrollLockCount()).toBeGreaterThan(0);

    // Escape in the language popover closes only the popover.
    await userEvent.click(canvas.getByRole('button', { name: /한국어/ }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('menuitemradio', { name: '한국어' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('button', { name: /한국어/ }));
    await userEvent.click(await page.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(scrollLockCount()).toBe(0);
    await expect(canvas.getByRole('button', { name: /English/ })).toBeVisible();
  },
};

/** The longest labels of both languages at 390 px, menu open: every link fits on the panel. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  args: { currentPath: '/services/abbeyroad' },
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: l.menu });
    await userEvent.click(toggle);
    const panel = panelOf(toggle);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const link of within(panel).getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
      // Comfortable touch targets (44 px and more).
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * All states of MobileMenu in one picture: the visual target (Chromatic and the offline visual
 * check). The one bar (a landmark) with the menu open: the SERVICE submenu open, the current
 * service marked, the section highlighted.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  render: (args) => (
    <OpenOnMount trigger='button[aria-controls][aria-expanded="false"]'>
      <Bar {...args} />
    </OpenOnMount>
  ),
};
