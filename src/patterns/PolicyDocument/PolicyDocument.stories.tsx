import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { collectedItems, privacyPolicy, policyEffectiveDate } from '../../content/terms';
import { localize } from '../../i18n';
import { PolicyDocument } from './PolicyDocument';

/**
 * A legal document to read — the privacy policy of `/terms` (SPEC §2).
 *
 * - `policy`: one language's document from src/content/terms.ts (title, intro, effective date,
 *   numbered sections of paragraphs and bulleted lists, the closing effective-date sentence).
 * - `lang`: the document's language; in an English document, Korean names (the reporting agencies)
 *   are wrapped in `lang="ko"` so screen readers switch voice.
 * - `headingLevel`: `1` when the document is the page; sections are one level below.
 * - A contents list of in-page links (`#collection` … `#contact`, the same ids in both languages)
 *   sits above the text on mobile and in a sticky column beside it on desktop.
 */
const meta = {
  title: 'Patterns/PolicyDocument',
  component: PolicyDocument,
  args: { policy: privacyPolicy.ko, lang: 'ko', headingLevel: 1 },
  argTypes: {
    policy: { control: false },
    lang: { control: 'inline-radio', options: ['ko', 'en'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    className: { table: { disable: true } },
  },
  render: (args) => <PolicyDocument {...args} policy={localize(privacyPolicy, args.lang)} />,
} satisfies Meta<typeof PolicyDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Korean policy: title, effective date, six numbered sections, the collected items. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const policy = privacyPolicy[args.lang];
    await expect(canvas.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();

    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', policyEffectiveDate);
    await expect(time).toHaveTextContent('2022-01-01');

    // Six named regions, numbered 1–6 in order.
    const regions = canvas.getAllByRole('region');
    await expect(regions).toHaveLength(6);
    for (const [i, section] of policy.sections.entries()) {
      await expect(regions[i]).toHaveAttribute('id', section.id);
      await expect(within(regions[i]!).getByRole('heading', { level: 2 })).toHaveAccessibleName(
        `${i + 1} ${section.title}`,
      );
    }

    // Section 1 lists every collected item.
    const items = within(regions[0]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    for (const item of collectedItems[args.lang]) {
      await expect(items.some((text) => text?.startsWith(item))).toBe(true);
    }

    // The contents list links to each section's id.
    const contents = canvas.getByRole('navigation');
    const links = within(contents).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(policy.sections.map((s) => `#${s.id}`));
    await expect(canvas.getByText(policy.effective)).toBeVisible();
  },
};

/** The English policy: Korean agency names inside it carry `lang="ko"`; the contents label is translated. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const korean = [...canvasElement.querySelectorAll('[lang="ko"]')].map((el) => el.textContent);
    await expect(korean).toContain('개인정보분쟁조정위원회');
    await expect(korean).toContain('경찰청');
    // Only Korean is marked: no English word inside a lang="ko" span.
    await expect(korean.every((text) => !/[A-Za-z]/.test(text ?? ''))).toBe(true);
    await expect(canvas.getByRole('navigation', { name: globals.locale === 'en' ? 'Contents' : '목차' })).toBeVisible();
  },
};

/** Mobile (390 px): the contents list comes first, above the text, with 44 px targets. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = canvas.getByRole('navigation');
    const firstSection = canvas.getAllByRole('region')[0]!;
    await expect(contents.getBoundingClientRect().bottom).toBeLessThan(firstSection.getBoundingClientRect().top);
    for (const link of within(contents).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Desktop: the contents list sits in its own column beside the text. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = canvas.getByRole('navigation');
    const firstSection = canvas.getAllByRole('region')[0]!;
    await expect(contents.getBoundingClientRect().right).toBeLessThan(firstSection.getBoundingClientRect().left);
    await expect(getComputedStyle(contents).position).toBe('sticky');
  },
};

/**
 * All states of PolicyDocument in one picture: the visual target (Chromatic and the offline visual check).
 * A representative part of the policy in the toolbar's language: the title, effective date and
 * intro, the contents list, the first two sections (paragraphs and a bulleted list) and the
 * closing sentence — the whole document would be several screens of the same typography.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: (args, { globals }) => {
    const lang = globals.locale === 'en' ? 'en' : 'ko';
    const policy = localize(privacyPolicy, lang);
    return <PolicyDocument {...args} lang={lang} policy={{ ...policy, sections: policy.sections.slice(0, 2) }} />;
  },
};
