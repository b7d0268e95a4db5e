import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { campaigns } from '../../content/campaigns';
import { company } from '../../content/company';
import { engineers } from '../../content/engineers';
import { dsps } from '../../content/platforms';
import { mediaKit, smartLink } from '../../content/promotion';
import { services } from '../../content/services';
import {
  abbeyRoadCopy,
  distributionCopy,
  marketingCopy,
  musicProductionCopy,
  publishingCopy,
  videoProductionCopy,
} from '../../content/servicesCopy';
import { musicWorks, videoWorks } from '../../content/works';
import { fakeVideoLoader, withFakeVideoPlayer, youtubeRequests } from '../../../.storybook/helpers/videoPlayer';
import { ServicesPage } from './ServicesPage';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

// The story's own recorded memory router (started at `parameters.route`), so the play functions
// can read the location and count history entries: a tab must REPLACE the location.
let recorded: ReturnType<typeof memoryLocation<unknown>> & { history: string[] } = memoryLocation({ record: true });

function RecordedRouter({ children }: { children: ReactNode }) {
  const [start] = useLocation();
  const [memory] = useState(() => memoryLocation({ path: start, record: true }));
  useLayoutEffect(() => {
    recorded = memory;
  }, [memory]);
  return <Router hook={memory.hook}>{children}</Router>;
}

/**
 * The Services page (SPEC §2 Services, §4, §9) at `/services/{name}` — distribution, marketing,
 * music, video, publishing, abbeyroad — or at `/services` with all six sections one after another;
 * an unknown name renders the 404 page.
 *
 * - The tab strip follows the name; a tab REPLACES the location (no history entry). With no name
 *   no tab is selected, and a tab narrows the page to that service.
 * - One `h1`: the service's slogan (the numbered service name is its eyebrow), or the page's own
 *   heading when all six show (each service's slogan is then an `h2`).
 * - The page title is the service name ('Distribution | NURI MUSIC'), or 'Services'.
 * - Videos run on the fake player adapter (`src/videoPlayer`): nothing is requested from YouTube.
 */
const meta = {
  title: 'Pages/Services',
  component: ServicesPage,
  parameters: { layout: 'fullscreen', route: '/services' },
  loaders: [fakeVideoLoader],
  decorators: [withFakeVideoPlayer],
  render: () => (
    <RecordedRouter>
      <main id="main" tabIndex={-1}>
        <Switch>
          <Route path="/services" component={ServicesPage} />
          <Route path="/services/" component={ServicesPage} />
          <Route path="/services/:name" component={ServicesPage} />
        </Switch>
      </main>
    </RecordedRouter>
  ),
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Locale = 'ko' | 'en';
const lang = (locale: unknown): Locale => (locale === 'en' ? 'en' : 'ko');
const tabNames: Record<string, Record<Locale, string>> = {
  distribution: { ko: '음원 유통', en: 'DISTRIBUTION' },
  marketing: { ko: '마케팅', en: 'MARKETING' },
  music: { ko: '음악 제작', en: 'MUSIC PRODUCTION' },
  video: { ko: '영상 제작', en: 'VIDEO PRODUCTION' },
  publishing: { ko: '퍼블리싱', en: 'PUBLISHING' },
  abbeyroad: { ko: '애비 로드 스튜디오', en: 'ABBEY ROAD STUDIOS' },
};
const titles: Record<string, Record<Locale, string>> = {
  distribution: { ko: '음원 유통', en: 'Distribution' },
  marketing: { ko: '마케팅', en: 'Marketing' },
  music: { ko: '음악 제작', en: 'Music production' },
  video: { ko: '영상 제작', en: 'Video production' },
  publishing: { ko: '퍼블리싱', en: 'Publishing' },
  abbeyroad: { ko: '애비 로드 스튜디오', en: 'Abbey Road Studios' },
  all: { ko: '서비스', en: 'Services' },
};
const liveText = (locale: Locale, current: number, total: number) =>
  locale === 'en' ? `Slide ${current} of ${total}` : `슬라이드 ${total}개 중 ${current}번째`;
const newWindow = (locale: Locale) => (locale === 'en' ? '(opens in a new window)' : '(새 창에서 열림)');

// The page is long (six services, 150 client names): role queries over the whole document are
// slow, so the helpers find elements by structure and then assert their role and name.

/** The tab strip, its six tabs, and the selected one (if any). */
async function tabsOf(canvasElement: HTMLElement, locale: Locale) {
  const tablist = canvasElement.querySelector<HTMLElement>('[role="tablist"]')!;
  await expect(tablist).toHaveAccessibleName(titles.all![locale]);
  const tabs = within(tablist).getAllByRole('tab');
  return { tablist, tabs, selected: tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true') };
}

/** The service sections on the page, in order. */
const serviceSections = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('section[data-service]'),
];

/** The section of one service: a region named by the service name. */
async function serviceRegion(canvasElement: HTMLElement, slug: string, locale: Locale) {
  const section = canvasElement.querySelector<HTMLElement>(`section[data-service="${slug}"]`)!;
  await expect(section).toHaveRole('region');
  await expect(section).toHaveAccessibleName(tabNames[slug]![locale]);
  return section;
}

/** The heading whose text (after its section number) is `title`. */
function headingTitled(scope: HTMLElement, title: string): HTMLElement {
  const heading = [...scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4')].find(
    (h) => h.textContent?.replace(/^\d+\s*/, '').trim() === title,
  );
  if (!heading) throw new Error(`No heading titled "${title}"`);
  return heading;
}

/** The list named by the heading titled `title` (numbered headings: "2 Selected works"). */
async function listNamed(scope: HTMLElement, title: string) {
  const heading = headingTitled(scope, title);
  const list = scope.querySelector<HTMLElement>(`[aria-labelledby="${heading.id}"]`)!;
  await expect(list).toHaveRole('list');
  await expect(list).toHaveAccessibleName(heading.textContent!.trim());
  return list;
}

/** The inquiry button of a service: its label and target. */
async function expectCta(canvasElement: HTMLElement, slug: string, label: string, href: string) {
  const link = canvasElement.querySelector<HTMLElement>(`a[data-cta="${slug}"]`)!;
  await expect(link).toHaveAccessibleName(label);
  await expect(link).toHaveAttribute('href', href);
}

/** Shared checks of a single-service route: title, one h1 (the slogan), the selected tab. */
async function expectServiceRoute(canvasElement: HTMLElement, slug: string, locale: Locale, slogan: string) {
  await waitFor(() => expect(document.title).toBe(`${titles[slug]![locale]} | ${company.brand}`));
  const h1s = canvasElement.querySelectorAll('h1');
  await expect(h1s).toHaveLength(1);
  await expect(h1s[0]).toHaveTextContent(slogan);
  await expect(serviceSections(canvasElement)).toHaveLength(1);
  await serviceRegion(canvasElement, slug, locale);
  const { selected } = await tabsOf(canvasElement, locale);
  await expect(selected).toHaveLength(1);
  await expect(selected[0]).toHaveAccessibleName(tabNames[slug]![locale]);
  await expect(canvasElement.querySelector('[role="tabpanel"]')).toHaveAttribute('aria-labelledby', selected[0]!.id);
  await expect(youtubeRequests(canvasElement.ownerDocument)).toHaveLength(0);
}

/**
 * `/services`: the page heading, then all six services in order, no tab selected. A tab click
 * narrows the page to that service and REPLACES the location (history length unchanged).
 */
export const AllServices: Story = {
  tags: ['language-dependent'],
  parameters: { route: '/services' },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    await waitFor(() => expect(document.title).toBe(`${titles.all![locale]} | ${company.brand}`));
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    const sections = serviceSections(canvasElement);
    await expect(sections.map((section) => section.dataset.service)).toEqual(Object.keys(tabNames));
    for (const slug of Object.keys(tabNames)) await serviceRegion(canvasElement, slug, locale);
    // In order, each with its slogan as an h2.
    for (let i = 1; i < sections.length; i++) {
      await expect(
        sections[i - 1]!.compareDocumentPosition(sections[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    await expect(sections[0]!.querySelector('h2')).toHaveTextContent(distributionCopy.slogan[locale]);
    const { tabs, selected } = await tabsOf(canvasElement, locale);
    await expect(tabs).toHaveLength(6);
    await expect(selected).toHaveLength(0);
    await expect(youtubeRequests(canvasElement.ownerDocument)).toHaveLength(0);

    // A reader user picks a service: the main landmark, the tab strip named "Services" with its
    // six tabs, none selected; activating the fourth selects it (re-read: "selected, position 4")
    // and a heading jump finds that service's slogan as the page's level-1 heading.
    const entries = recorded.history.length;
    await withScreenReader(canvasElement, async (reader) => {
      const tab = (i: number) => localized(locale, services[i]!.label);
      await jumpUntil(reader, 'moveToNextMain', { role: 'main' }, { limit: 1 });
      await readUntil(reader, { role: 'tablist', name: localized(locale, '서비스') }, { limit: 4 });
      await readUntil(
        reader,
        { role: 'tab', name: tab(0), states: ['not selected', 'position 1', 'set size 6'] },
        { limit: 1 },
      );
      await readUntil(reader, { role: 'tab', name: tab(3), states: ['not selected', 'position 4'] }, { limit: 3 });
      await reader.act();
      await waitFor(() => expect(recorded.history.at(-1)).toBe('/services/video'));
      await expect(recorded.history).toHaveLength(entries);
      await waitFor(() => expect(tabs[3]).toHaveAttribute('aria-selected', 'true'));
      await reader.previous();
      await readUntil(reader, { role: 'tab', name: tab(3), states: ['selected', 'position 4'] }, { limit: 1 });
      await waitFor(() => expect(serviceSections(canvasElement)).toHaveLength(1));
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        {
          role: 'heading',
          name: videoProductionCopy.slogan[locale],
          states: ['level 1'],
        },
        { limit: 1 },
      );
    });
    await waitFor(() => expect(document.title).toBe(`${titles.video![locale]} | ${company.brand}`));
  },
};

/**
 * `/services/distribution`: four feature boxes, three whys, the 14 DSP logos, both demos, Promotion
 * with seven items, the media kit (image + video facade) and the smart link; the inquiry button
 * '음원 유통 문의' / 'CONTACT US' → /contact. Another tab replaces the location.
 */
export const Distribution: Story = {
  parameters: { route: '/services/distribution' },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    await expectServiceRoute(canvasElement, 'distribution', locale, distributionCopy.slogan[locale]);
    const section = await serviceRegion(canvasElement, 'distribution', locale);

    const logos = await listNamed(section, distributionCopy.platformsTitle[locale]);
    await expect(within(logos).getAllByRole('listitem')).toHaveLength(14);
    await expect(within(logos).getAllByRole('img')).toHaveLength(14);
    for (const dsp of dsps) await expect(within(logos).getByRole('img', { name: dsp.name })).toBeInTheDocument();

    const features = await listNamed(section, locale === 'en' ? 'Distribution at a glance' : '한눈에 보는 음원 유통');
    await expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    const whys = await listNamed(section, locale === 'en' ? 'Why NURI MUSIC?' : '왜 누리뮤직인가요?');
    await expect(within(whys).getAllByRole('listitem')).toHaveLength(3);
    const promotion = await listNamed(section, distributionCopy.promotion.title[locale]);
    await expect(within(promotion).getAllByRole('listitem')).toHaveLength(7);

    // Easy Upload and Royalty Payment: two demos, each a figure named by its caption.
    const demos = [...section.querySelectorAll<HTMLElement>('figure[data-variant]')];
    await expect(demos.map((demo) => demo.dataset.variant)).toEqual(['easyUpload', 'royaltyPayment']);
    for (const demo of demos) await expect(demo).toHaveAccessibleName(/.+/);

    // The media kit (image + video facade: no player until pressed) and the smart link.
    const kit = within(headingTitled(section, mediaKit.title[locale]).parentElement!);
    await expect(kit.getByRole('img', { name: mediaKit.imageAlt[locale] })).toBeInTheDocument();
    await expect(kit.getByRole('button', { name: new RegExp(mediaKit.video.title[locale]) })).toBeInTheDocument();
    const link = within(headingTitled(section, smartLink.title[locale]).parentElement!);
    await expect(link.getByText(smartLink.sampleUrl)).toBeInTheDocument();

    await expectCta(canvasElement, 'distribution', locale === 'en' ? 'CONTACT US' : '음원 유통 문의', '/contact');

    const entries = recorded.history.length;
    const { tabs } = await tabsOf(canvasElement, locale);
    await userEvent.click(tabs[1]!);
    await waitFor(() => expect(recorded.history.at(-1)).toBe('/services/marketing'));
    await expect(recorded.history).toHaveLength(entries);
    await waitFor(() => expect(canvasElement.querySelector('h1')).toHaveTextContent(marketingCopy.slogan[locale]));
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * `/services/marketing`: the four official channels (new window), the four campaign cases. A case
 * opens the campaign modal at category 0; after moving the carousel, another category starts it
 * again at slide 1; Escape closes it and focus returns to the case.
 */
export const Marketing: Story = {
  parameters: { route: '/services/marketing' },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    await expectServiceRoute(canvasElement, 'marketing', locale, marketingCopy.slogan[locale]);
    const section = await serviceRegion(canvasElement, 'marketing', locale);

    const channelList = await listNamed(section, marketingCopy.channels.title[locale]);
    const channelLinks = within(channelList).getAllByRole('link');
    await expect(channelLinks.map((link) => link.getAttribute('href'))).toEqual([
      company.channels.video,
      company.channels.photo,
      company.channels.shortVideo,
      company.channels.microblog,
    ]);
    for (const link of channelLinks) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(channelLinks[3]).toHaveAccessibleName(`X ${newWindow(locale)}`);

    const cases = await listNamed(section, marketingCopy.casesTitle[locale]);
    await expect(within(cases).getAllByRole('listitem')).toHaveLength(4);

    const first = campaigns[0]!;
    const opener = within(cases).getByRole('button', { name: first.title[locale] });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: first.title[locale] });
    await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
    const group = within(dialog).getByRole('group', { name: locale === 'en' ? 'Campaign areas' : '캠페인 분야' });
    const categories = within(group).getAllByRole('button');
    await expect(categories).toHaveLength(first.categoryList.length);
    await expect(categories[0]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(categories[0]).toHaveFocus());

    const next = within(dialog).getByRole('button', { name: locale === 'en' ? 'Next slide' : '다음 슬라이드' });
    const live = dialog.querySelector<HTMLElement>('[aria-live="polite"]')!;
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(next);
    await waitFor(() => expect(live.textContent).not.toBe(''));
    await expect(live).not.toHaveTextContent(liveText(locale, 1, first.categoryList[0]!.imgList.length));

    await userEvent.click(categories[1]!);
    await expect(categories[1]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(live).toHaveTextContent(liveText(locale, 1, first.categoryList[1]!.imgList.length)));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await expectCta(canvasElement, 'marketing', marketingCopy.cta[locale], '/contact/MARKETING');
  },
};

/** `/services/music`: three points, six works opening their short links in a new window. */
export const MusicProduction: Story = {
  parameters: { route: '/services/music' },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    await expectServiceRoute(canvasElement, 'music', locale, musicProductionCopy.slogan[locale]);
    const section = await serviceRegion(canvasElement, 'music', locale);
    const points = await listNamed(section, locale === 'en' ? 'How we work together' : '이렇게 함께 만듭니다');
    await expect(within(points).getAllByRole('listitem')).toHaveLength(3);
    const works = await listNamed(section, musicProductionCopy.worksTitle[locale]);
    const links = within(works).getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(musicWorks.map((work) => work.url));
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAccessibleName(expect.stringContaining(newWindow(locale)));
    await expectCta(canvasElement, 'music', musicProductionCopy.cta[locale], '/contact/MUSIC%20PRODUCTION');
  },
};

/** `/services/video`: the background video (fake player) with its pause control, three points, ten works. */
export const VideoProduction: Story = {
  parameters: { route: '/services/video' },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    await expectServiceRoute(canvasElement, 'video', locale, videoProductionCopy.slogan[locale]);
    const section = await serviceRegion(canvasElement, 'video', locale);
    const points = await listNamed(section, locale === 'en' ? 'How we make it' : '이렇게 만듭니다');
    await expect(within(points).getAllByRole('listitem')).toHaveLength(3);
    const works = await listNamed(section, videoProductionCopy.worksTitle[locale]);
    const links = within(works).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(videoWorks.map((work) => work.url));
    // The background video's pause control is there (WCAG 2.2.2).
    await expect(
      within(section).getByRole('button', {
        name: locale === 'en' ? /(Pause|Play) background video/i : /배경 영상 (일시정지|재생)/,
      }),
    ).toBeInTheDocument();
    await expectCta(canvasElement, 'video', videoProductionCopy.cta[locale], '/contact/VIDEO%20PRODUCTION');
  },
};

/** `/services/publishing`: four steps, four points; the fourth links to the sync licensing site. */
export const Publishing: Story = {
  parameters: { route: '/services/publishing' },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    await expectServiceRoute(canvasElement, 'publishing', locale, publishingCopy.slogan[locale]);
    const section = await serviceRegion(canvasElement, 'publishing', locale);
    const steps = await listNamed(section, locale === 'en' ? 'How it works' : '진행 과정');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const points = within(await listNamed(section, locale === 'en' ? 'What we do' : '퍼블리싱 서비스')).getAllByRole(
      'listitem',
    );
    await expect(points).toHaveLength(4);
    const sync = within(points[3]!).getByRole('link');
    const link = publishingCopy.points[3]!.link!;
    await expect(sync).toHaveAttribute('href', link.url);
    await expect(sync).toHaveAttribute('target', '_blank');
    await expect(sync).toHaveAccessibleName(`${link.label[locale]} ${newWindow(locale)}`);
    await expectCta(canvasElement, 'publishing', publishingCopy.cta[locale], '/contact/PUBLISHING');
  },
};

/**
 * `/services/abbeyroad`: the partnership mark, nine engineers — a photo expands its card and
 * collapses the others, pressing it again collapses it — and the client carousel of 10 columns of 15.
 */
export const AbbeyRoadStudios: Story = {
  parameters: { route: '/services/abbeyroad' },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    await expectServiceRoute(canvasElement, 'abbeyroad', locale, abbeyRoadCopy.slogan[locale]);
    const section = await serviceRegion(canvasElement, 'abbeyroad', locale);
    await expect(within(section).getByText(`${company.brand} × ABBEY ROAD STUDIOS`)).toBeInTheDocument();

    const team = await listNamed(section, abbeyRoadCopy.engineersTitle[locale]);
    await expect(within(team).getAllByRole('listitem')).toHaveLength(9);
    const toggles = engineers.map((engineer) => within(team).getByRole('button', { name: engineer.name[locale] }));
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggles[1]!);
    await expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggles[4]!);
    await expect(toggles[4]).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.filter((toggle) => toggle.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
    await userEvent.click(toggles[4]!);
    await expect(toggles[4]).toHaveAttribute('aria-expanded', 'false');

    const clients = section.querySelector<HTMLElement>('[aria-roledescription]')!;
    await expect(clients).toHaveAccessibleName(
      locale === 'en' ? 'Names of the artists we have worked with' : '함께 작업한 아티스트 이름',
    );
    const columns = within(clients).getAllByRole('group');
    await expect(columns).toHaveLength(10);
    for (const column of columns) await expect(within(column).getAllByRole('listitem')).toHaveLength(15);
    await expectCta(canvasElement, 'abbeyroad', abbeyRoadCopy.cta[locale], '/contact/ABBEY%20ROAD%20STUDIOS');
  },
};

/** At 390 px: the tab strip scrolls sideways with the selected tab in view; nothing overflows the page. */
export const MarketingMobile: Story = {
  tags: ['language-dependent'],
  parameters: { route: '/services/marketing' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const locale = lang(globals.locale);
    const { tablist, selected } = await tabsOf(canvasElement, locale);
    await expect(selected[0]).toHaveAccessibleName(tabNames.marketing![locale]);
    const a = selected[0]!.getBoundingClientRect();
    const b = tablist.getBoundingClientRect();
    await expect(a.left).toBeGreaterThanOrEqual(b.left - 1);
    await expect(a.right).toBeLessThanOrEqual(b.right + 1);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** An unknown service name is the 404 page. */
export const UnknownService: Story = {
  parameters: { route: '/services/karaoke' },
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(globals.locale === 'en' ? 'Page not found' : '페이지를 찾을 수 없습니다');
    await expect(canvasElement.querySelector('[role="tablist"]')).toBeNull();
  },
};

/**
 * `/services/distribution` as a visitor first sees it: the tab strip and the richest service
 * (demos, platform logos, the media kit video, smart links), still (reduced motion): the visual
 * target (Chromatic and the offline visual check). The index with all six services on one page
 * would be a 18,000 px picture (7 MB of baselines); the other services' parts are the targets of
 * their own components (CampaignModal, WorkCard, EngineerCard, Carousel, LogoWall, StepList).
 */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
  parameters: { ...visualTarget('page').parameters, route: '/services/distribution', reducedMotion: true },
  globals: { motion: 'reduce' },
};
