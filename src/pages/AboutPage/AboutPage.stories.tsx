import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { about } from '../../content/about';
import { AboutPage } from './AboutPage';
import { withMainLandmark } from '../../../.storybook/decorators';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The About page (SPEC §2 About): the slogan as the page heading with the intro on charcoal, then
 * the numbered sections 1 Description, 2 Our principles (talented, all-round, customized,
 * forward-thinking) and 3 Mission statement (four points), and the SERVICES button to
 * /services/distribution. The spec's unused name / e-mail / message fields are left out.
 */
const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
  decorators: [withMainLandmark],
  render: () => <Route path="/about" component={AboutPage} />,
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slogan h1, sections numbered 1–3, 4 principles, 4 mission points, the SERVICES link, no form fields. */
export const Default: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale === 'en' ? 'en' : 'ko';

    const h1s = canvas.getAllByRole('heading', { level: 1 });
    await expect(h1s).toHaveLength(1);
    await expect(h1s[0]).toHaveTextContent(about.slogan[locale]);
    await expect(canvas.getByText(about.intro[locale])).toBeVisible();

    // Sections numbered 1–3, in order, each a named region.
    const titles = about.sectionTitles;
    const expected = [titles.description, titles.principles, titles.mission].map((t, i) => `${i + 1} ${t[locale]}`);
    const h2s = canvas.getAllByRole('heading', { level: 2 });
    await expect(h2s.map((h) => h.textContent)).toEqual(expected);
    const [description, principles, mission] = expected.map((name) => canvas.getByRole('region', { name }));

    await expect(within(description!).getAllByRole('paragraph')).toHaveLength(about.description.length);

    // 2 Our principles: talented, all-round, customized, forward-thinking — as an ordered list.
    const principleItems = within(principles!).getAllByRole('listitem');
    await expect(principleItems).toHaveLength(4);
    await expect(
      within(principles!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(about.principles.map((p) => p.title[locale]));
    await expect(principleItems[0]!.parentElement!.tagName).toBe('OL');

    // 3 Mission statement: four points.
    await expect(within(mission!).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(mission!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(about.mission.map((m) => m.title[locale]));

    // SERVICES → the first service.
    const cta = canvas.getByRole('link', { name: locale === 'en' ? 'SERVICES' : '서비스 보기' });
    await expect(cta).toHaveAttribute('href', '/services/distribution');

    // §2's unused name / e-mail / message fields are not rendered.
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);

    await waitFor(() => expect(document.title).toBe(locale === 'en' ? 'About | NURI MUSIC' : '회사 소개 | NURI MUSIC'));

    // What a screen reader says: the main landmark, the slogan as the level-1 heading, the three
    // numbered sections as regions one landmark jump apart, and the SERVICES link.
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(reader, 'moveToNextMain', { role: 'main' }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: about.slogan[locale], states: ['level 1'] },
        { limit: 1 },
      );
      for (const name of expected)
        await jumpUntil(reader, 'moveToNextLandmark', { role: 'region', name }, { limit: 1 });
      await jumpUntil(reader, 'moveToNextLink', {
        role: 'link',
        name: localized(locale, '서비스 보기', undefined, 'call to action'),
      });
    });
  },
};

/** Mobile (390 px): one column, the headings above their text, nothing wider than the screen. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const heading = within(canvasElement).getAllByRole('heading', { level: 2 })[0]!;
    const region = heading.closest('section')!;
    const text = within(region).getAllByRole('paragraph')[0]!;
    await expect(text.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};

/** The About page as a visitor first sees it: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
