import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { withMainLandmark } from '../../../.storybook/decorators';
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
  },
};

/** The 404 page as a visitor sees it: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
};
