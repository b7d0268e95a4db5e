import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyStore } from '../../../.storybook/StoryProviders';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, live, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { Button } from '../../components/Button';
import { scrollLockCount } from '../../lib/scrollLock';
import { useAppActions } from '../../store';
import { vars } from '../../styles/vars.css';
import { LoadingOverlayHost } from './LoadingOverlayHost';
import { NamedModal } from './NamedModal';

/**
 * The store-connected loading overlay (SPEC §4, A11Y "LoadingOverlay"): `LoadingOverlayHost`
 * renders the presentational `LoadingOverlay` (Components/LoadingOverlay) from the store's `loading`
 * (`actions.setLoading(flag)`; the store hides it 150 ms after the flag drops). These stories are the
 * wiring's tests (no visual target: the overlay's picture is Components/LoadingOverlay's).
 */
const meta = {
  title: 'Pages/Hosts/LoadingOverlayHost',
  component: LoadingOverlayHost,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadingOverlayHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const busyIn = (locale: unknown) => (locale === 'en' ? 'Processing…' : '처리 중입니다…');
const doneIn = (locale: unknown) => (locale === 'en' ? 'Finished processing.' : '처리가 끝났습니다.');
const statusOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('status');
// The overlay mounts once the first press has been answered: after its paint, when the thread is
// idle (at the latest a second later), so a busy machine can take longer than findBy's default.
const findStatus = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('status', undefined, { timeout: 4000 });
const overlayOf = (doc: Document) => doc.querySelector<HTMLElement>('[data-loading-overlay] [aria-hidden="true"]');

function PageUnderneath() {
  const { setLoading } = useAppActions();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      <Button onClick={() => setLoading(true)}>
        <Trans>신청서 보내기</Trans>
      </Button>
      <Button variant="secondary">
        <Trans>다른 버튼</Trans>
      </Button>
    </div>
  );
}

/**
 * Through the store: the status region is there before loading starts; `setLoading(true)` shows
 * the overlay, locks scrolling and makes the page inert (a button under it can be neither clicked
 * nor focused) without taking focus; `setLoading(false)` keeps it 150 ms more, then focus is back
 * where it was. A screen reader hears the busy text once (not again while the overlay stays), then
 * the done text once.
 */
export const StoreDriven: Story = {
  tags: ['language-dependent'],
  args: { active: false },
  render: () => (
    <>
      <PageUnderneath />
      <LoadingOverlayHost />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    await withScreenReader(canvasElement, async (reader) => {
      const doc = canvasElement.ownerDocument;
      const canvas = within(canvasElement);
      // The overlay's code comes with the visitor's first interaction (here a Tab), and its status
      // region is in the document, silent, before loading starts.
      await userEvent.tab();
      const status = await findStatus(canvasElement);
      await expect(status).toHaveTextContent('');
      await expect(overlayOf(doc)).toBeNull();

      const start = canvas.getByRole('button', {
        name: globals.locale === 'en' ? 'Send the application' : '신청서 보내기',
      });
      const other = canvas.getByRole('button', { name: globals.locale === 'en' ? 'Another button' : '다른 버튼' });
      await userEvent.click(start);
      await expect(storyStore().state.loading).toBe(true);
      await waitFor(() => expect(status).toHaveTextContent(busyIn(globals.locale)));
      const overlay = overlayOf(doc)!;
      await Promise.all(overlay.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      await expect(overlay).toBeVisible();
      await expect(scrollLockCount()).toBe(1);
      await expect(getComputedStyle(doc.body).overflow).toBe('hidden');

      // The page underneath is inert: the overlay takes the pointer, the button cannot take focus.
      await expect(other.closest('[inert]')).not.toBeNull();
      const { left, top, width, height } = other.getBoundingClientRect();
      await expect(overlay.contains(doc.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
      other.focus();
      await expect(other).not.toHaveFocus();
      // The overlay never takes focus itself.
      await expect(overlay.contains(doc.activeElement)).toBe(false);
      // Said once, and not again while the overlay stays, its animations done and the page inert.
      const busy = live(localized(globals.locale, '처리 중입니다…'));
      await expectSpoken(reader, busy, { times: 1 });

      const droppedAt = performance.now();
      storyStore().actions.setLoading(false);
      await expect(storyStore().state.loading).toBe(true);
      await expect(overlayOf(doc)).not.toBeNull();
      await waitFor(() => expect(overlayOf(doc)).toBeNull());
      await expect(performance.now() - droppedAt).toBeGreaterThanOrEqual(140);
      await expect(status).toHaveTextContent(doneIn(globals.locale));
      await expectSpoken(reader, live(localized(globals.locale, '처리가 끝났습니다.')), { times: 1 });
      await expect(scrollLockCount()).toBe(0);
      await expect(getComputedStyle(doc.body).overflow).not.toBe('hidden');
      await expect(other.closest('[inert]')).toBeNull();
      await waitFor(() => expect(start).toHaveFocus());
      await expectSpoken(reader, { role: 'button', name: localized(globals.locale, '신청서 보내기') });
      await expectSpoken(reader, busy, { times: 1 });
    });
  },
};

/**
 * A send as the visitor's very first press (a form restored from its draft): loading starts in the
 * same press that fetches the overlay's code. The overlay still mounts silent first and then says
 * the busy text, once; the page is inert and locked while it shows.
 */
export const LoadingOnTheFirstPress: Story = {
  tags: ['language-dependent'],
  args: { active: false },
  render: StoreDriven.render,
  play: async ({ canvasElement, globals }) => {
    await withScreenReader(canvasElement, async (reader) => {
      const doc = canvasElement.ownerDocument;
      const start = within(canvasElement).getByRole('button', {
        name: globals.locale === 'en' ? 'Send the application' : '신청서 보내기',
      });
      await userEvent.click(start);
      await expect(storyStore().state.loading).toBe(true);
      await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent(busyIn(globals.locale)));
      await waitFor(() => expect(overlayOf(doc)).not.toBeNull());
      await expect(scrollLockCount()).toBe(1);
      await expect(start.closest('[inert]')).not.toBeNull();
      await expectSpoken(reader, live(localized(globals.locale, '처리 중입니다…')), { times: 1 });

      storyStore().actions.setLoading(false);
      await waitFor(() => expect(overlayOf(doc)).toBeNull());
      await expect(statusOf(canvasElement)).toHaveTextContent(doneIn(globals.locale));
      await expect(scrollLockCount()).toBe(0);
      await waitFor(() => expect(start).toHaveFocus());
    });
  },
};

function ModalUnderLoading() {
  const { openModal } = useAppActions();
  return (
    <>
      <Button onClick={() => openModal('details')}>
        <Trans>유통 안내 보기</Trans>
      </Button>
      <NamedModal name="details" title={<Trans>음원 유통 안내</Trans>}>
        <p>
          <Trans>발매일 2주 전까지 음원과 앨범 정보를 올려 주세요.</Trans>
        </p>
      </NamedModal>
      <LoadingOverlayHost />
    </>
  );
}

/**
 * Loading over an open modal: the overlay covers the dialog too, and the page stays locked until
 * both are gone; focus comes back to the opener at the end.
 */
export const OverAnOpenModal: Story = {
  args: { active: false },
  render: () => <ModalUnderLoading />,
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const { actions, state } = storyStore();
    const opener = within(canvasElement).getByRole('button');
    await userEvent.click(opener);
    const dialog = await within(doc.body).findByRole('dialog');
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await waitFor(() => expect(dialog.contains(doc.activeElement)).toBe(true));

    actions.setLoading(true);
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent(busyIn(globals.locale)));
    await expect(scrollLockCount()).toBe(2);
    // The dialog is under the overlay: inert as well.
    await waitFor(() => expect(dialog.closest('[inert]')).not.toBeNull());

    actions.closeModal('details');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(state.openModals).toEqual([]);
    await expect(scrollLockCount()).toBe(1);
    await expect(getComputedStyle(doc.body).overflow).toBe('hidden');

    actions.setLoading(false);
    await waitFor(() => expect(overlayOf(doc)).toBeNull());
    await expect(scrollLockCount()).toBe(0);
    await waitFor(() => expect(getComputedStyle(doc.body).overflow).not.toBe('hidden'));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
