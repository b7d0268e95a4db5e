import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { collectedItems, privacyPolicy } from '../../content/terms';
import { TermsPage } from './TermsPage';
import { withMainLandmark } from '../../../.storybook/decorators';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The privacy policy page (SPEC §2 Privacy policy): the Korean policy when the language is ko,
 * the English one otherwise — title, effective date 2022-01-01, a contents list and the six
 * numbered sections (collected items: name, company name, e-mail, phone, country, artist name).
 */
const meta = {
  title: 'Pages/Terms',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms' },
  decorators: [withMainLandmark],
  render: () => <Route path="/terms" component={TermsPage} />,
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy in the UI language: six sections, the effective date, the collected items and the title. */
export const Default: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale === 'en' ? 'en' : 'ko';
    const policy = privacyPolicy[locale];

    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(policy.title);

    const sections = canvas.getAllByRole('region');
    await expect(sections).toHaveLength(6);
    await expect(sections.map((s) => s.querySelector('h2')!.textContent)).toEqual(
      policy.sections.map((s) => `${s.number} ${s.title}`),
    );
    await expect(policy.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);

    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', '2022-01-01');
    await expect(time).toHaveTextContent('2022-01-01');

    const collected = within(sections[0]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    await expect(collected).toHaveLength(6);
    for (const [i, item] of collectedItems[locale].entries()) await expect(collected[i]).toContain(item);

    await waitFor(() =>
      expect(document.title).toBe(locale === 'en' ? 'Privacy policy | NURI MUSIC' : '개인정보처리방침 | NURI MUSIC'),
    );

    // What a screen reader says: the main landmark and the policy's title as its level-1 heading,
    // then the contents as a named navigation landmark whose first link names section 1, and the
    // sections as regions named by their numbered headings.
    await withScreenReader(canvasElement, async (reader) => {
      const [first, second] = policy.sections.map((s) => `${s.number} ${s.title}`);
      await jumpUntil(reader, 'moveToNextMain', { role: 'main' }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: policy.title, states: ['level 1'] },
        { limit: 1 },
      );
      await jumpUntil(
        reader,
        'moveToNextNavigation',
        { role: 'navigation', name: localized(locale, '목차') },
        { limit: 1 },
      );
      await readUntil(reader, { role: 'link', name: first }, { limit: 4 });
      await jumpUntil(reader, 'moveToNextRegion', { role: 'region', name: first }, { limit: 1 });
      await jumpUntil(reader, 'moveToNextRegion', { role: 'region', name: second }, { limit: 1 });
    });
  },
};

/** Mobile (390 px): the contents list above the text, and no horizontal scrolling. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const contents = within(canvasElement).getByRole('navigation');
    await expect(within(contents).getAllByRole('link')).toHaveLength(6);
  },
};

/** The privacy policy in the UI language, the whole page: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
