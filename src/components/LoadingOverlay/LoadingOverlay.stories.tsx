import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The shell's full-screen loading overlay (SPEC §4, A11Y "LoadingOverlay").
 *
 * - `LoadingOverlay` is presentational: `active`. `LoadingOverlayHost` (src/app/hosts) reads the
 *   store's `loading` (`actions.setLoading(flag)`; the store hides it 150 ms after the flag drops);
 *   its stories, the wiring's tests (and the overlay over an open modal), are
 *   Pages/Hosts/LoadingOverlayHost. The stories here show the primitive through its props.
 * - While active it sits above everything, dialogs included; everything else on the page is
 *   `inert` (no click, focus or key reaches it), and scrolling is locked (reference-counted with
 *   modals). It never takes focus; focus lost to inertness comes back when it ends.
 * - A polite `role="status"` region is in the document from the start; it says '처리 중입니다…'
 *   while active and '처리가 끝났습니다.' after. The spinner stands still under reduced motion.
 */
const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { active: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const busyIn = (locale: unknown) => (locale === 'en' ? 'Processing…' : '처리 중입니다…');
const statusOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('status');
const overlayOf = (doc: Document) => doc.querySelector<HTMLElement>('[data-loading-overlay] [aria-hidden="true"]');

/** Active, driven by the controls: the busy text is in the live region; the page is inert. */
export const Playground: Story = {
  render: (args) => (
    <>
      <Button>
        <Trans>신청서 보내기</Trans>
      </Button>
      <LoadingOverlay {...args} />
    </>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const status = statusOf(canvasElement);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    if (!args.active) return;
    await expect(status).toHaveTextContent(busyIn(globals.locale));
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('storybook-root')).toHaveAttribute('inert'));
  },
};

/** Reduced motion: the spinner stands still. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  globals: { motion: 'reduce' },
  render: Playground.render,
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    await expect(statusOf(canvasElement)).toHaveTextContent(busyIn(globals.locale));
    const overlay = overlayOf(doc)!;
    await expect(getComputedStyle(overlay).animationName).toBe('none');
    const spinner = overlay.querySelector('span')!;
    await expect(getComputedStyle(spinner).animationName).toBe('none');
  },
};

/** At 390 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: Playground.render,
  play: async ({ canvasElement, globals }) => {
    await expect(statusOf(canvasElement)).toHaveTextContent(busyIn(globals.locale));
    const overlay = overlayOf(canvasElement.ownerDocument)!;
    const box = overlay.getBoundingClientRect();
    await expect(box.width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/**
 * All states of LoadingOverlay in one picture: the visual target (Chromatic and the offline visual
 * check). Active over a page, with the spinner standing still (reduced motion), so the picture never
 * depends on the moment it is taken.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  args: { active: true },
  render: Playground.render,
};
