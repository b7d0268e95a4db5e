import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../../.storybook/helpers/messages';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { company } from '../../content/company';
import { marqueePlatformNames, officialChannels, socialPlatforms } from '../../content/socialPlatforms';
import { COPYRIGHT_YEAR, SiteFooter } from './SiteFooter';

/**
 * The site footer on the charcoal surface: the platform strip (Marquee), the brand and tagline, the
 * company's legal name, registration details, address (current head office, in the UI language),
 * e-mail and phone, links to contact, privacy policy, the accessibility statement and — only when the
 * UI is Korean — the notice list, and the four official channels with their simple-icons marks.
 *
 * - `company`, `channels`, `platformNames`: the facts, the official channels and the strip's names
 *   (the app shell passes `company`, `officialChannels` and `marqueePlatformNames` of src/content).
 * - `year`: the copyright year; defaults to the `COPYRIGHT_YEAR` constant (2026) rather than
 *   `new Date()`, so renders and snapshots never change with the clock.
 *
 * Landmarks: `<footer>` (contentinfo) with a `nav` named by its visible heading; the details are an
 * `<address>` with a description list. Channel links open a new window (`rel="noopener noreferrer"`)
 * and say so; their names read "NURI MUSIC YouTube" and so on, the marks are `aria-hidden`.
 */
const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  args: { company, channels: officialChannels, platformNames: marqueePlatformNames, year: COPYRIGHT_YEAR },
  argTypes: {
    company: { control: false },
    channels: { control: false },
    platformNames: { control: false },
    year: { control: { type: 'number', min: 2000, max: 2100 } },
    className: { table: { disable: true } },
  },
  parameters: {
    layout: 'fullscreen',
    chromatic: { prefersReducedMotion: 'reduce', pauseAnimationAtEnd: true },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const t = (locale: unknown, ko: string, en: string) => (locale === 'en' ? en : ko);

/**
 * Driven by the controls. The footer is the contentinfo landmark; its navigation lists contact,
 * privacy policy and the accessibility statement, and the notice list only in Korean.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: t(globals.locale, '바로가기', 'Quick links') });
    const links = within(nav).getAllByRole('link');

    await expect(within(nav).getByRole('link', { name: t(globals.locale, '문의하기', 'Contact us') })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      within(nav).getByRole('link', { name: t(globals.locale, '개인정보처리방침', 'Privacy policy') }),
    ).toHaveAttribute('href', '/terms');
    await expect(within(nav).getByRole('link', { name: localized(globals.locale, '접근성 안내') })).toHaveAttribute(
      'href',
      '/accessibility',
    );

    const notice = within(nav).queryByRole('link', { name: '공지사항' });
    if (globals.locale === 'en') {
      await expect(notice).not.toBeInTheDocument();
      await expect(links).toHaveLength(3);
      await expect(nav.querySelector('a[href="/notice"]')).toBeNull();
    } else {
      await expect(notice).toHaveAttribute('href', '/notice');
      await expect(links).toHaveLength(4);
    }

    // The platform strip is part of the footer.
    await expect(
      within(footer).getByRole('list', {
        name: t(globals.locale, '스트리밍 및 소셜 플랫폼', 'Streaming and social platforms'),
      }),
    ).toBeInTheDocument();
    // The copyright line comes from the fixed year, not the clock.
    await expect(footer).toHaveTextContent(`© ${COPYRIGHT_YEAR} NURI MUSIC`);
  },
};

/** The four official channels: new window, safe `rel`, and a name with the brand and the platform. */
export const SocialLinks: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const channels = canvas.getByRole('region', { name: t(globals.locale, '공식 채널', 'Official channels') });
    const links = within(channels).getAllByRole('link');
    await expect(links).toHaveLength(4);

    const expected = [
      [socialPlatforms.video.name, company.channels.video],
      [socialPlatforms.photo.name, company.channels.photo],
      [socialPlatforms.shortVideo.name, company.channels.shortVideo],
      [socialPlatforms.microblog.name, company.channels.microblog],
    ] as const;
    const hint = t(globals.locale, '(새 창에서 열림)', '(opens in a new window)');
    for (const [index, link] of links.entries()) {
      const [platform, url] = expected[index]!;
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(`NURI MUSIC ${platform} ${hint}`);
      // The mark is decoration: an inline simple-icons path, hidden from assistive technology.
      const svg = link.querySelector('svg')!;
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(20);
      // A comfortable touch target.
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Company details in the UI language: legal name, current head office with postcode, contacts. */
export const CompanyDetails: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { current } = company.headOffice;
    const address = canvas.getByTestId('footer-address');
    if (globals.locale === 'en') {
      await expect(address).toHaveTextContent('5F, 21 Seongsui-ro 7-gil, Seongdong-gu, Seoul 04780');
      await expect(address).not.toHaveTextContent(current.ko);
      await expect(canvas.getByText('NURI MUSIC Co., Ltd.')).toBeInTheDocument();
    } else {
      await expect(address).toHaveTextContent('서울특별시 성동구 성수이로7길 21, 5층 (04780)');
      await expect(address).not.toHaveTextContent(current.en);
      await expect(canvas.getByText('주식회사 누리뮤직')).toBeInTheDocument();
    }
    // The previous address (before the 2025-01-12 move) is not shown.
    await expect(canvas.getByRole('contentinfo')).not.toHaveTextContent(company.headOffice.previous.postcode);

    await expect(canvas.getByText(company.ceo[globals.locale === 'en' ? 'en' : 'ko'])).toBeInTheDocument();
    await expect(canvas.getByText(company.registration.businessNumber)).toBeInTheDocument();
    await expect(canvas.getByText(company.registration.mailOrderNumber)).toHaveAttribute('lang', 'ko');
    await expect(canvas.getByRole('link', { name: company.registration.email })).toHaveAttribute(
      'href',
      'mailto:hello@nurimusic.example',
    );
    await expect(canvas.getByRole('link', { name: company.registration.phone })).toHaveAttribute(
      'href',
      'tel:02-000-0000',
    );
    // Terms and values pair up in a description list inside <address>.
    const list = canvasElement.querySelector('address dl')!;
    await expect(list.querySelectorAll('dt').length).toBe(list.querySelectorAll('dd').length);
  },
};

/** Another year through the prop (the clock is never read). */
export const CustomYear: Story = {
  args: { year: 2031 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('© 2031 NURI MUSIC')).toBeInTheDocument();
  },
};

/** At 390 px: one column, nothing overflows sideways, links are 44 px tall. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The test-runner reads the width from here (it does not see story globals).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const nav = within(canvasElement).getByRole('navigation');
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * All states of SiteFooter in one picture: the visual target (Chromatic and the offline visual
 * check). The one footer (a landmark), with the fixed copyright year and the platform strip at rest
 * (reduced motion: every name shown, nothing scrolls). The notice link shows in Korean only.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
};
