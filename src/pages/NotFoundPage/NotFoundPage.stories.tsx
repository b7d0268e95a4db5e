import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { withMainLandmark } from '../../../.storybook/decorators';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The 404 page: any address that is not a route of the site (unknown service names, article ids
 * and contact types included). The heading, a sentence of help and the link home; `noindex`.
 */
const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
  decorators: [withMainLandmark],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1 that says the page is not found, the link home, and the translated title. */
export const Default: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const heading = en ? 'Page not found' : '페이지를 찾을 수 없습니다';
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await expect(canvas.getByRole('link', { name: en ? 'Go to the home page' : '홈으로' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe(`${heading} | NURI MUSIC`));

    // What a screen reader says: the main landmark, its level-1 heading, the sentence of help and
    // the link home, in that order.
    await withScreenReader(canvasElement, async (reader) => {
      const locale = globals.locale;
      await jumpUntil(reader, 'moveToNextMain', { role: 'main' }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: localized(locale, '페이지를 찾을 수 없습니다'), states: ['level 1'] },
        { limit: 1 },
      );
      await readUntil(reader, localized(locale, '주소가 바뀌었거나 없는 페이지입니다. 홈에서 다시 찾아보세요.'), {
        limit: 6,
      });
      await readUntil(reader, { role: 'link', name: localized(locale, '홈으로') }, { limit: 4 });
    });
  },
};

/** The 404 page as a visitor sees it: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
