import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { completion } from '../../content/complete';
import { ContactCompletePage } from './ContactCompletePage';
import { withMainLandmark } from '../../../.storybook/decorators';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The page after an inquiry is sent (SPEC §2 Contact completion): the thank-you in three parts —
 * the thanks as the page heading, when and how we reply, and the third part highlighted — and the
 * Home button to /.
 */
const meta = {
  title: 'Pages/ContactComplete',
  component: ContactCompletePage,
  parameters: { layout: 'fullscreen', route: '/contact/complete' },
  decorators: [withMainLandmark],
  render: () => <Route path="/contact/complete" component={ContactCompletePage} />,
} satisfies Meta<typeof ContactCompletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three parts in order, the third highlighted, and Home → /. */
export const Default: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale === 'en' ? 'en' : 'ko';

    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(completion.thanks[locale]);
    const reply = canvas.getByText(completion.reply[locale]);
    const highlight = canvasElement.querySelector('[data-part="highlight"]')!;
    await expect(highlight).toHaveTextContent(completion.highlight[locale]);
    await expect(highlight.querySelector('strong')).toHaveTextContent(completion.highlight[locale]);
    // In reading order: thanks, reply, highlight.
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(follows(heading, reply)).toBe(true);
    await expect(follows(reply, highlight)).toBe(true);
    // Highlighted: its own surface.
    await expect(getComputedStyle(highlight).backgroundColor).not.toBe(getComputedStyle(reply).backgroundColor);

    const home = canvas.getByRole('link', { name: locale === 'en' ? 'Go to the home page' : '홈으로' });
    await expect(home).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.title).toBe(locale === 'en' ? 'Inquiry sent | NURI MUSIC' : '문의 완료 | NURI MUSIC'),
    );

    // What a screen reader says: the main landmark and the thanks as its level-1 heading; reading
    // on, when and how we reply, then the link home.
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(reader, 'moveToNextMain', { role: 'main' }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: completion.thanks[locale], states: ['level 1'] },
        { limit: 1 },
      );
      await readUntil(reader, completion.reply[locale], { limit: 8 });
      await readUntil(reader, { role: 'link', name: localized(locale, '홈으로') }, { limit: 12 });
    });
  },
};

/** Mobile (390 px): everything fits the screen, the Home button is a full touch target. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const home = within(canvasElement).getByRole('link');
    await expect(home.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The completion page as a visitor sees it after sending: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
