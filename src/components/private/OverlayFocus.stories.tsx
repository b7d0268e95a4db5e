import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { captureFocus, returnFocus } from './overlayFocus';

/**
 * `src/components/private`: what the primitives share and nothing outside `src/components` may import
 * (ESLint): the field control's box (every field's own stories show it), the surface a portal carries
 * (the overlays' stories), and the overlay focus handover shown here. Modal, AlertDialog,
 * ConfirmDialog and LoadingOverlay record the focused element when they open (`captureFocus`) and
 * give it back when they close (`returnFocus`); while another modal dialog is still open, the focus is
 * kept for that one, which gives it back when it closes in turn.
 */
const meta = { title: 'Components/private/OverlayFocus' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in overlay: it records the focus when it opens and returns it when it closes. */
function Overlay({ name, onClose, children }: { name: string; onClose: () => void; children?: ReactNode }) {
  const [from] = useState(() => captureFocus());
  const close = useRef<HTMLButtonElement>(null);
  // Focus moves into the overlay when it opens, as a dialog's does.
  useEffect(() => close.current?.focus(), []);
  return (
    <div role="dialog" aria-label={name} data-state="open">
      {children}
      <Button
        ref={close}
        onClick={() => {
          onClose();
          // After React has removed this overlay: the element it came from can take focus again.
          requestAnimationFrame(() => returnFocus(from));
        }}
      >
        <Trans>{name} 닫기</Trans>
      </Button>
    </div>
  );
}

function TwoOverlays() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>
        <Trans>열기</Trans>
      </Button>
      {outer && (
        <Overlay name="A" onClose={() => setOuter(false)}>
          <Button onClick={() => setInner(true)}>
            <Trans>안에서 열기</Trans>
          </Button>
          {inner && <Overlay name="B" onClose={() => setInner(false)} />}
        </Overlay>
      )}
    </>
  );
}

/**
 * Keyboard only, one overlay opened from another: each one closed gives the focus back to the control
 * that opened it (the inner one into the outer, which is still open). The handover to an overlay
 * still in the way is owned by overlayFocus.test.ts and the app hosts' stories (src/app/hosts).
 */
export const FocusGoesBack: Story = {
  render: () => <TwoOverlays />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const open = canvas.getByRole('button', { name: en ? 'Open' : '열기' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: en ? 'Close A' : 'A 닫기' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    const openInside = canvas.getByRole('button', { name: en ? 'Open inside' : '안에서 열기' });
    await expect(openInside).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: en ? 'Close B' : 'B 닫기' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(openInside).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(open).toHaveFocus());
  },
};
