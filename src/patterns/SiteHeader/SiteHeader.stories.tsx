import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { OpenOnMount } from '../../../.storybook/helpers/openOnMount';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, phrasePattern, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { company } from '../../content/company';
import { services as siteServices } from '../../content/services';
import { scrollLockCount } from '../../lib/scrollLock';
import { vars } from '../../styles/vars.css';
import { Box, Stack } from '../../components/Box';
import { SiteHeader } from './SiteHeader';
import { serviceNavLinks, servicesGroupLabel } from '../siteNavigation';

const serviceLinks = serviceNavLinks(siteServices);

/**
 * `SiteHeader` — the sticky bar of every page (SPEC §2 Shell).
 *
 * - A skip link to `#main` is the first Tab stop ("본문 바로가기" / "Skip to main content").
 * - The NURI MUSIC wordmark links home; the navigation links to About, the six services (in a
 *   SERVICE dropdown from the desktop breakpoint, 1024 px), Articles and Contact; below 1024 px they
 *   move into the `MobileMenu`. The `LanguageMenu` sits at the end at every width.
 * - `currentPath`: the exact page's link gets `aria-current="page"`; the section is highlighted
 *   (`data-active`) when the path *contains* services, article or contact — the SERVICE button on
 *   any services page, Articles on `/articles/3`, Contact on `/contact/MARKETING`.
 * - `language` / `onLanguageChange`: the language menu's value and callback; a new route or language
 *   closes any open menu.
 * - `brand`, `tagline`, `services`: the wordmark, the mobile menu's tagline and the six services
 *   (the app shell passes `company.brand`, `company.tagline` and `services` of src/content).
 * - `scrolled`: forces the scrolled look (`data-scrolled`); by default it follows the page from 90 px.
 */
const meta = {
  title: 'Patterns/SiteHeader',
  component: SiteHeader,
  args: {
    currentPath: '/',
    language: 'ko',
    onLanguageChange: fn(),
    brand: company.brand,
    tagline: company.tagline,
    services: siteServices,
    scrolled: undefined,
  },
  argTypes: {
    currentPath: {
      control: 'select',
      options: [
        '/',
        '/about',
        '/services/distribution',
        '/services/music',
        '/services/abbeyroad',
        '/articles',
        '/articles/3',
        '/contact',
        '/contact/MARKETING',
        '/terms',
      ],
    },
    language: { control: 'inline-radio', options: ['ko', 'en'] },
    scrolled: { control: 'boolean' },
    onLanguageChange: { table: { disable: true } },
    services: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <DemoPage />
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page under the header: a charcoal hero, then (unless `short`) a long warm reading surface to scroll. */
function DemoPage({ short = false }: { short?: boolean }) {
  return (
    <main id="main" tabIndex={-1}>
      <Box background="surfaceInverse" color="textInverse" paddingX="lg" paddingY="xxxl">
        <Stack gap="md" style={{ maxWidth: vars.layout.maxWidth, marginInline: 'auto' }}>
          <h1 lang="en" style={{ fontSize: vars.font.size.display, letterSpacing: vars.font.letterSpacing.display }}>
            {company.tagline}
          </h1>
          <p style={{ fontSize: vars.font.size.lead, color: vars.color.textInverseMuted }}>
            <Trans>200개 이상의 플랫폼, 180개국에 당신의 음악을 전합니다.</Trans>
          </p>
        </Stack>
      </Box>
      {short ? null : <div aria-hidden="true" style={{ height: 2400 }} />}
    </main>
  );
}

type Locale = 'ko' | 'en';
const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'ko');

/** The labels each locale must show (the English header is upper-case). */
const labels = {
  ko: {
    skip: '본문 바로가기',
    nav: '주 메뉴',
    menu: '메뉴',
    about: '회사 소개',
    services: '서비스',
    articles: '아티클',
    contact: '문의',
    distribution: '음원 유통',
    marketing: '마케팅',
    music: '음악 제작',
    video: '영상 제작',
    publishing: '퍼블리싱',
    abbeyroad: '애비 로드 스튜디오',
  },
  en: {
    skip: 'Skip to main content',
    nav: 'Main',
    menu: 'Menu',
    about: 'ABOUT',
    services: 'SERVICES',
    articles: 'ARTICLES',
    contact: 'CONTACT',
    distribution: 'DISTRIBUTION',
    marketing: 'MARKETING',
    music: 'MUSIC PRODUCTION',
    video: 'VIDEO PRODUCTION',
    publishing: 'PUBLISHING',
    abbeyroad: 'ABBEY ROAD STUDIOS',
  },
} as const;
const serviceKeys = ['distribution', 'marketing', 'music', 'video', 'publishing', 'abbeyroad'] as const;

/** Opens the desktop SERVICE dropdown and returns its six links. */
async function openServices(canvasElement: HTMLElement, locale: Locale) {
  const nav = within(canvasElement).getByRole('navigation', { name: labels[locale].nav });
  const button = within(nav).getByRole('button', { name: labels[locale].services });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
  await expect(panel).toBeVisible();
  return { nav, button, panel, links: within(panel).getAllByRole('link') };
}

/**
 * Driven by the controls. The skip link is the first Tab stop, shows itself on focus and moves
 * focus to `#main`; the wordmark links home; the desktop nav is there and the mobile toggle is not.
 */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');

    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: l.skip });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(header.querySelector('a')).toBe(skip);
    // Visible while focused: inside the viewport, not translated away above it.
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('main')).toHaveFocus());

    const brand = canvas.getByRole('link', { name: company.brand });
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: l.nav })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: l.menu })).not.toBeInTheDocument();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  },
};

/** On a service page the service's link is the current page and the SERVICE group is highlighted. */
export const OnServicePage: Story = {
  tags: ['language-dependent'],
  args: { currentPath: '/services/music' },
  play: async ({ canvasElement, globals, args }) => {
    const locale = localeOf(globals.locale);
    const l = labels[locale];
    const { nav, button, links } = await openServices(canvasElement, locale);
    await expect(button).toHaveAttribute('data-active', 'true');
    // The six services in order, each named by its label alone (the index is decoration).
    await expect(links).toHaveLength(serviceKeys.length);
    for (const [i, key] of serviceKeys.entries()) {
      await expect(links[i]).toHaveAccessibleName(l[key]);
      await expect(links[i]).toHaveAttribute('href', `/services/${key}`);
    }

    const music = within(nav).getByRole('link', { name: l.music });
    await expect(music).toHaveAttribute('aria-current', 'page');
    await expect(music).toHaveAttribute('data-active', 'true');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([music]);
    for (const key of ['about', 'articles', 'contact'] as const) {
      const link = within(nav).getByRole('link', { name: l[key] });
      await expect(link).not.toHaveAttribute('aria-current');
      await expect(link).toHaveAttribute('data-active', 'false');
    }
    // Not an ARIA menu: plain navigation links.
    await expect(canvasElement.querySelector('[role="menu"], [role="menuitem"]')).toBeNull();

    // Escape closes the group and puts focus back on its button.
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(within(nav).queryByRole('link', { name: l.music })).not.toBeInTheDocument();

    // Keyboard: Enter opens, Tab walks the services, and leaving the group closes it.
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < serviceKeys.length; i++) await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: l.abbeyroad })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: l.articles })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes it too.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.getElementById('main')!);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // What a screen reader says: the navigation landmark by its name, the SERVICE disclosure's
    // state before and after Enter, the current page among the services, and the button again
    // (collapsed) when Escape gives focus back to it.
    const say = localized.bind(null, globals.locale);
    const services = { role: 'button', name: say(servicesGroupLabel) };
    const current = { role: 'link', name: say(serviceLinks.find((link) => link.href === args.currentPath)!.label) };
    await withScreenReader(canvasElement, async (reader) => {
      await readUntil(reader, { role: 'navigation', name: say('주 메뉴') }, { by: 'moveToNextLandmark' });
      await expect(await readUntil(reader, services)).toMatch(phrasePattern({ ...services, states: ['not expanded'] }));
      await reader.press('Enter');
      await expectSpoken(reader, { ...services, states: ['expanded'] });
      await expect(await readUntil(reader, current)).toMatch(phrasePattern({ ...current, states: ['current page'] }));
      await reader.clearSpokenPhraseLog();
      await reader.press('Escape');
      await expectSpoken(reader, { ...services, states: ['not expanded'] });
    });
  },
};

/** On `/articles/3` the Articles link is highlighted, but it is not the current page. */
export const OnArticleDetail: Story = {
  args: { currentPath: '/articles/3' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals.locale);
    const l = labels[locale];
    const nav = within(canvasElement).getByRole('navigation', { name: l.nav });
    const articles = within(nav).getByRole('link', { name: l.articles });
    await expect(articles).toHaveAttribute('href', '/articles');
    await expect(articles).toHaveAttribute('data-active', 'true');
    await expect(articles).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: l.contact })).toHaveAttribute('data-active', 'false');
    await expect(within(nav).getByRole('button', { name: l.services })).toHaveAttribute('data-active', 'false');
    await expect(canvasElement.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  },
};

/** On the article list itself the Articles link is the current page. */
export const OnArticleList: Story = {
  args: { currentPath: '/articles' },
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const nav = within(canvasElement).getByRole('navigation', { name: l.nav });
    const articles = within(nav).getByRole('link', { name: l.articles });
    await expect(articles).toHaveAttribute('aria-current', 'page');
    await expect(articles).toHaveAttribute('data-active', 'true');
    // The vermilion rule under the link marks it.
    await expect(getComputedStyle(articles, '::after').content).toBe('""');
    await expect(getComputedStyle(within(nav).getByRole('link', { name: l.about }), '::after').content).toBe('none');
  },
};

/** On `/contact/MARKETING` the Contact link is highlighted, the Marketing service is not. */
export const OnContactType: Story = {
  args: { currentPath: '/contact/MARKETING' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals.locale);
    const l = labels[locale];
    const nav = within(canvasElement).getByRole('navigation', { name: l.nav });
    const contact = within(nav).getByRole('link', { name: l.contact });
    await expect(contact).toHaveAttribute('href', '/contact');
    await expect(contact).toHaveAttribute('data-active', 'true');
    await expect(contact).not.toHaveAttribute('aria-current');
    const { button, links } = await openServices(canvasElement, locale);
    await expect(button).toHaveAttribute('data-active', 'false');
    for (const link of links) {
      await expect(link).toHaveAttribute('data-active', 'false');
      await expect(link).not.toHaveAttribute('aria-current');
    }
    await userEvent.keyboard('{Escape}');
  },
};

/** On `/about` the About link is the current page. */
export const OnAboutPage: Story = {
  args: { currentPath: '/about' },
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const nav = within(canvasElement).getByRole('navigation', { name: l.nav });
    await expect(within(nav).getByRole('link', { name: l.about })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('link', { name: company.brand })).not.toHaveAttribute('aria-current');
  },
};

/** The scrolled look follows the page: not at 89 px, yes from 90 px (SPEC §9), and back at the top. */
export const ScrolledAt90: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    view.scrollTo(0, 89);
    await waitFor(() => expect(view.scrollY).toBe(89));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    view.scrollTo(0, 90);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    // Sticky: still at the top of the viewport after scrolling.
    await expect(header.getBoundingClientRect().top).toBe(0);
    view.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
};

/** `scrolled` forces the raised look (the Chromatic snapshot of the scrolled state). */
export const ForcedScrolled: Story = {
  args: { scrolled: true, currentPath: '/services/marketing' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(getComputedStyle(header).boxShadow).not.toBe('none');
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(header.getBoundingClientRect().height).toBe(72);
  },
};

/** Choosing a language in the header calls `onLanguageChange`. */
export const ChangingLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /한국어/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * At 390 px the desktop nav gives way to the mobile menu toggle beside the language menu; the
 * menu opens under the bar, locks scrolling and marks the current page.
 */
export const Mobile: Story = {
  tags: ['language-dependent'],
  args: { currentPath: '/services/video' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: l.menu });
    await expect(toggle).toBeVisible();
    await expect(canvas.getByRole('button', { name: /한국어/ })).toBeVisible();
    // Everything fits in the 390 px bar.
    const inner = header.firstElementChild!.nextElementSibling as HTMLElement;
    await expect(inner.scrollWidth).toBeLessThanOrEqual(inner.clientWidth);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(scrollLockCount()).toBeGreaterThan(0);
    const nav = canvas.getByRole('navigation', { name: l.nav });
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
    await expect(within(nav).getByRole('link', { name: l.video })).toHaveAttribute('aria-current', 'page');

    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(scrollLockCount()).toBe(0);
  },
};

/**
 * The longest labels of both languages at 1280 px: the bar and the open SERVICE dropdown hold them
 * on one line each, inside the viewport.
 */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  args: { currentPath: '/services/abbeyroad', scrolled: true },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals.locale);
    const header = within(canvasElement).getByRole('banner');
    const inner = header.firstElementChild!.nextElementSibling as HTMLElement;
    await expect(inner.scrollWidth).toBeLessThanOrEqual(inner.clientWidth);
    const { panel, links } = await openServices(canvasElement, locale);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    for (const link of links) {
      // One line each: no wrapping, no overflow.
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
      await expect(link.getBoundingClientRect().height).toBeLessThan(48);
    }
  },
};

/** The longest labels at 390 px, with the mobile menu open: every label fits the panel. */
export const LongLabelsMobile: Story = {
  tags: ['language-dependent'],
  args: { currentPath: '/services/abbeyroad' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const l = labels[localeOf(globals.locale)];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: l.menu }));
    const nav = canvas.getByRole('navigation', { name: l.nav });
    const panel = nav.parentElement!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
    await expect(within(nav).getByRole('link', { name: l.abbeyroad })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * All states of SiteHeader in one picture: the visual target (Chromatic and the offline visual
 * check). The one header (a landmark) in its richest state: the raised, scrolled look over the
 * charcoal hero, on a service page (SERVICE highlighted) with the SERVICE group open at 1280 px
 * and its current service marked; at 390 px the menu toggle beside the language menu.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  args: { currentPath: '/services/abbeyroad', scrolled: true },
  render: (args) => (
    <OpenOnMount trigger='nav button[aria-expanded="false"]'>
      <SiteHeader {...args} />
      <DemoPage short />
    </OpenOnMount>
  ),
};
