import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { company } from '../../content/company';
import { accessibilityStatement, accessibilityStatementDate } from '../../content/accessibility';
import { AccessibilityPage } from './AccessibilityPage';
import { withMainLandmark } from '../../../.storybook/decorators';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The accessibility statement (linked from the footer): the Korean text when the language is ko,
 * the English one otherwise — the standard aimed for (WCAG 2.2 AA), how it is checked, the limits
 * we know of (YouTube's players, the virtual screen reader, one browser engine, other sites) and
 * the company e-mail for reporting a problem, in four numbered sections laid out like the privacy
 * policy.
 */
const meta = {
  title: 'Pages/Accessibility',
  component: AccessibilityPage,
  parameters: { layout: 'fullscreen', route: '/accessibility' },
  decorators: [withMainLandmark],
  render: () => <Route path="/accessibility" component={AccessibilityPage} />,
} satisfies Meta<typeof AccessibilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const language = (locale: unknown) => (locale === 'en' ? 'en' : 'ko');

/**
 * The statement in the UI language: one h1, the four sections in order, the date, the standard,
 * the contact e-mail in the last section, the page title, and what a screen reader says moving
 * through it by landmarks and headings.
 */
export const Default: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const statement = accessibilityStatement[language(globals.locale)];

    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(statement.title);

    const sections = canvas.getAllByRole('region');
    await expect(sections.map((s) => s.id)).toEqual(['standard', 'testing', 'limits', 'contact']);
    await expect(sections.map((s) => s.querySelector('h2')!.textContent)).toEqual(
      statement.sections.map((s) => `${s.number} ${s.title}`),
    );
    await expect(sections[0]).toHaveTextContent('WCAG 2.2');
    await expect(sections[3]).toHaveTextContent(company.registration.email);

    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', accessibilityStatementDate);

    await waitFor(() => expect(document.title).toBe(`${localized(globals.locale, '접근성 안내')} | NURI MUSIC`));

    // What a screen reader says: the statement's title as the level-1 heading in main, the
    // contents as a named navigation landmark, then each of the four sections as a region named
    // by its numbered heading, in order.
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(reader, 'moveToNextMain', { role: 'main' }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: statement.title, states: ['level 1'] },
        { limit: 1 },
      );
      await jumpUntil(
        reader,
        'moveToNextNavigation',
        { role: 'navigation', name: localized(globals.locale, '목차') },
        { limit: 1 },
      );
      for (const section of statement.sections) {
        const name = `${section.number} ${section.title}`;
        await jumpUntil(reader, 'moveToNextRegion', { role: 'region', name }, { limit: 1 });
      }
    });
  },
};

/** Mobile (390 px): the contents list above the text with its four links, and no horizontal scrolling. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const contents = within(canvasElement).getByRole('navigation');
    await expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#standard', '#testing', '#limits', '#contact']);
  },
};

/** The statement in the UI language, the whole page: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
