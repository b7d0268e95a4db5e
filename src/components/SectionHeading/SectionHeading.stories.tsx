import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { company } from '../../content/company';
import { Box, Stack } from '../Box';
import { SectionHeading } from './SectionHeading';
import { sectionHeadingAligns, sectionHeadingVariants } from './SectionHeading.css';
import { headingLevels } from './headingLevel';
import { inverseSurface } from '../../styles/surfaces.css';

/**
 * The numbered section heading of About and Services ("1 Description", "2 Our principles"), and
 * the display style for slogans.
 *
 * - `headingLevel`: the real heading level (`2` for sections, `3` inside one; `1` for a page's slogan).
 * - `number`: the motif's number, part of the heading text; `eyebrow`: a small label above;
 *   `lead`: a paragraph below (reading width).
 * - `variant`: `section` (a rule above, accent number) or `display` (bold, tight slogan size);
 *   on a charcoal surface (`PageSection tone="inverse"`, `inverseSurface`) the colours follow the surface; `align` start or center.
 */
const meta = {
  title: 'Components/SectionHeading',
  component: SectionHeading,
  args: { headingLevel: 2, number: 1, variant: 'section', align: 'start', children: null },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: headingLevels },
    variant: { control: 'inline-radio', options: sectionHeadingVariants },
    align: { control: 'inline-radio', options: sectionHeadingAligns },
    children: { table: { disable: true } },
    eyebrow: { table: { disable: true } },
    lead: { table: { disable: true } },
    id: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => (
    <SectionHeading
      {...args}
      lead={
        <Trans>누리뮤직은 아티스트와 레이블이 음악에만 집중할 수 있도록 유통부터 마케팅, 제작까지 함께합니다.</Trans>
      }
    >
      <Trans>누리뮤직 소개</Trans>
    </SectionHeading>
  ),
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls; the number is part of the heading's name ("1 About NURI MUSIC"). */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: args.headingLevel });
    await expect(heading).toHaveAccessibleName(globals.locale === 'en' ? '1 About NURI MUSIC' : '1 누리뮤직 소개');
    // The lead follows the heading as a paragraph.
    await expect(heading.nextElementSibling?.tagName).toBe('P');
  },
};

/** The About page motif: numbered h2 sections, one after another. */
export const NumberedSections: Story = {
  render: () => (
    <Stack gap="xxl">
      <SectionHeading number={1}>
        <Trans>설명</Trans>
      </SectionHeading>
      <SectionHeading
        number={2}
        lead={<Trans>재능, 다재다능함, 맞춤형 지원, 앞선 생각. 네 가지 원칙으로 일합니다.</Trans>}
      >
        <Trans>우리의 원칙</Trans>
      </SectionHeading>
      <SectionHeading number={3} eyebrow={<Trans>미션</Trans>}>
        <Trans>미션 선언문</Trans>
      </SectionHeading>
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    const en = globals.locale === 'en';
    await expect(headings.map((h) => h.textContent?.replace(/\s+/g, ' ').trim())).toEqual(
      en ? ['1 Description', '2 Our principles', '3 Mission statement'] : ['1 설명', '2 우리의 원칙', '3 미션 선언문'],
    );
    // The motif: a rule above each section heading.
    const rule = getComputedStyle(headings[0]!.parentElement!);
    await expect(rule.borderTopStyle).toBe('solid');
  },
};

/** A slogan in the display size; the tagline is a brand line and is never translated. */
export const Display: Story = {
  render: () => (
    <SectionHeading
      variant="display"
      headingLevel={1}
      lead={<Trans>전 세계 200개 이상의 플랫폼, 180개국에 음악을 전합니다.</Trans>}
    >
      {company.tagline}
    </SectionHeading>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Do your music!' });
    await expect(Number(getComputedStyle(heading).fontWeight)).toBeGreaterThanOrEqual(800);
  },
};

/** On a charcoal surface (hero, service headers). */
export const Inverse: Story = {
  render: () => (
    <Box className={inverseSurface} padding="xl" borderRadius="md">
      <Stack gap="xxl">
        <SectionHeading number="01" eyebrow={<Trans>음원 유통</Trans>}>
          <Trans>왜 누리뮤직인가요?</Trans>
        </SectionHeading>
        <SectionHeading variant="display" align="center">
          {company.tagline}
        </SectionHeading>
      </Stack>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(2);
    await expect(getComputedStyle(headings[1]!.parentElement!).textAlign).toBe('center');
  },
};

/** Long headings in both languages at 390 px: they wrap, the number stays beside the first line. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: () => (
    <Stack gap="xxl">
      <SectionHeading number={2} headingLevel={3}>
        <Trans>아티스트의 음악이 전 세계 청취자에게 닿을 때까지 함께 고민하는 파트너</Trans>
      </SectionHeading>
      <SectionHeading variant="display">
        <Trans>당신의 음악을 세상에 들려주세요</Trans>
      </SectionHeading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const heading of within(canvasElement).getAllByRole('heading')) {
      await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    }
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/**
 * All states of SectionHeading in one picture: the visual target (Chromatic and the offline visual check).
 * The display slogan (h1) with a lead; numbered h2 sections plain, with a lead and with an eyebrow;
 * a long h3 that wraps; on charcoal, a numbered heading with an eyebrow and a centred display line.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="xxl">
      <SectionHeading
        variant="display"
        headingLevel={1}
        lead={<Trans>전 세계 200개 이상의 플랫폼, 180개국에 음악을 전합니다.</Trans>}
      >
        {company.tagline}
      </SectionHeading>
      <SectionHeading number={1}>
        <Trans>설명</Trans>
      </SectionHeading>
      <SectionHeading
        number={2}
        lead={<Trans>재능, 다재다능함, 맞춤형 지원, 앞선 생각. 네 가지 원칙으로 일합니다.</Trans>}
      >
        <Trans>우리의 원칙</Trans>
      </SectionHeading>
      <SectionHeading number={3} eyebrow={<Trans>미션</Trans>}>
        <Trans>미션 선언문</Trans>
      </SectionHeading>
      <SectionHeading number={2} headingLevel={3}>
        <Trans>아티스트의 음악이 전 세계 청취자에게 닿을 때까지 함께 고민하는 파트너</Trans>
      </SectionHeading>
      <Box className={inverseSurface} padding="xl" borderRadius="md">
        <Stack gap="xxl">
          <SectionHeading number="01" eyebrow={<Trans>음원 유통</Trans>}>
            <Trans>왜 누리뮤직인가요?</Trans>
          </SectionHeading>
          <SectionHeading variant="display" align="center">
            {company.tagline}
          </SectionHeading>
        </Stack>
      </Box>
    </Stack>
  ),
};
