import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { about } from '../../content/about';
import { useLocale } from '../../i18n';
import { NumberedPointList } from '../NumberedPoint';
import { SectionHeading } from '../SectionHeading';
import { PageSection, type PageSectionProps } from './PageSection';
import {
  pageSectionAligns,
  pageSectionLayouts,
  pageSectionSpacings,
  pageSectionTones,
  pageSectionWidths,
} from './PageSection.css';

/** A section of the About page in the toolbar's language: numbered heading, two paragraphs, four principles. */
function AboutDescription(props: Omit<PageSectionProps, 'children' | 'heading' | 'labelledBy'>) {
  const language = useLocale();
  return (
    <PageSection
      {...props}
      labelledBy="page-section-demo"
      heading={
        <SectionHeading id="page-section-demo" number={2} align={props.align}>
          {about.sectionTitles.principles[language]}
        </SectionHeading>
      }
    >
      {about.description.map((paragraph) => (
        <p key={paragraph.en}>{paragraph[language]}</p>
      ))}
      <NumberedPointList
        columns={2}
        points={about.principles.map((p) => ({ title: p.title[language], text: p.text[language] }))}
      />
    </PageSection>
  );
}

/**
 * Every tone, width, spacing, alignment and layout once, in four bands of About's content: the
 * opening band (hero spacing, reading width), the principles on charcoal beside their heading
 * (split), the mission on white (compact), and a centred closing line on warm gray.
 */
function AllBands() {
  const language = useLocale();
  return (
    <>
      <PageSection
        spacing="hero"
        width="reading"
        labelledBy="page-section-description"
        heading={
          <SectionHeading id="page-section-description" number={1}>
            {about.sectionTitles.description[language]}
          </SectionHeading>
        }
      >
        <p>{about.intro[language]}</p>
      </PageSection>
      <AboutDescription tone="inverse" layout="split" />
      <PageSection
        tone="surface"
        spacing="compact"
        labelledBy="page-section-mission"
        heading={
          <SectionHeading id="page-section-mission" number={3}>
            {about.sectionTitles.mission[language]}
          </SectionHeading>
        }
      >
        <NumberedPointList
          columns={4}
          points={about.mission.map((m) => ({ title: m.title[language], text: m.text[language] }))}
        />
      </PageSection>
      <PageSection
        tone="muted"
        spacing="compact"
        align="center"
        labelledBy="page-section-slogan"
        heading={
          <SectionHeading id="page-section-slogan" align="center">
            {about.slogan[language]}
          </SectionHeading>
        }
      >
        {null}
      </PageSection>
    </>
  );
}

/**
 * One horizontal band of a page — what pages compose their sections from, so no page needs CSS.
 *
 * - `tone`: the surface (`plain` page background, `surface` white, `muted` warm gray, `inverse` charcoal).
 * - `width`: `content` (the header's 1200 px column) or `reading` (a measure for running text).
 * - `spacing`: `section` (the big rhythm between sections), `compact`, or `hero` (a page's opening band).
 * - `heading` + `layout`: `stack` puts the heading above the children; `split` sets it in a sticky
 *   left column (4 of 12) beside them from the desktop breakpoint up, and stacks on mobile.
 * - `labelledBy`: the heading's id, so a `section` is a named region; `as` for `header`/`div`/`article`.
 * - `align="center"` centres a closing statement and its button.
 */
const meta = {
  title: 'Components/PageSection',
  component: PageSection,
  args: { tone: 'plain', width: 'content', spacing: 'section', align: 'start', layout: 'stack', children: null },
  argTypes: {
    tone: { control: 'inline-radio', options: pageSectionTones },
    width: { control: 'inline-radio', options: pageSectionWidths },
    spacing: { control: 'inline-radio', options: pageSectionSpacings },
    align: { control: 'inline-radio', options: pageSectionAligns },
    layout: { control: 'inline-radio', options: pageSectionLayouts },
    children: { table: { disable: true } },
    heading: { table: { disable: true } },
    labelledBy: { table: { disable: true } },
    as: { table: { disable: true } },
    id: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  parameters: { layout: 'fullscreen' },
  render: ({ children: _children, heading: _heading, labelledBy: _labelledBy, ...args }) => (
    <AboutDescription {...args} />
  ),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const headingName = (locale: unknown) => `2 ${about.sectionTitles.principles[locale === 'en' ? 'en' : 'ko']}`;
const rectOf = (element: Element) => element.getBoundingClientRect();

/** Driven by the controls: a named region whose heading comes first and whose column is centred within 1200 px. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: headingName(globals.locale) });
    const heading = within(region).getByRole('heading', { level: 2 });
    await expect(region.querySelector('h2, p, ol')).toBe(heading);
    const column = region.firstElementChild!;
    await expect(rectOf(column).width).toBeLessThanOrEqual(1200);
    // Centred: equal room on both sides of the column.
    await expect(rectOf(column).left).toBeCloseTo(rectOf(region).right - rectOf(column).right, 0);
  },
};

/** Charcoal band: the text switches to the inverse colours. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('section')!;
    await expect(region).toHaveAttribute('data-tone', 'inverse');
    await expect(getComputedStyle(region).backgroundColor).not.toBe(getComputedStyle(document.body).backgroundColor);
    await expect(getComputedStyle(region).color).not.toBe(getComputedStyle(document.body).color);
  },
};

/** Desktop: the heading sits in a left column beside the content, and stays in view (sticky). */
export const SplitLayout: Story = {
  args: { layout: 'split' },
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: headingName(globals.locale) });
    const paragraph = canvasElement.querySelector('p')!;
    await expect(rectOf(paragraph).left).toBeGreaterThan(rectOf(heading).right);
    // Side by side: the text starts level with the heading block (its rule), not below it.
    const headingBlock = heading.parentElement!;
    await expect(Math.abs(rectOf(paragraph).top - rectOf(headingBlock).top)).toBeLessThan(8);
    await expect(getComputedStyle(heading.parentElement!.parentElement!).position).toBe('sticky');
  },
};

/** Mobile (390 px): the split layout stacks — heading above the content, full width. */
export const SplitOnMobile: Story = {
  args: { layout: 'split' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: headingName(globals.locale) });
    const paragraph = canvasElement.querySelector('p')!;
    await expect(rectOf(paragraph).top).toBeGreaterThan(rectOf(heading).bottom);
    await expect(Math.round(rectOf(paragraph).left)).toBe(Math.round(rectOf(heading).left));
  },
};

/** The reading measure for running text: a narrower centred column. */
export const ReadingWidth: Story = {
  args: { width: 'reading', tone: 'surface' },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector('section')!.firstElementChild!;
    await expect(rectOf(column).width).toBeLessThan(900);
  },
};

/** A closing statement: centred heading and text. */
export const Centered: Story = {
  args: { align: 'center', tone: 'muted', spacing: 'compact' },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector('section')!.firstElementChild!;
    await expect(getComputedStyle(column).textAlign).toBe('center');
  },
};

/** All states of PageSection in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: () => <AllBands />,
};
