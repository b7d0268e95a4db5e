import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';
import { page, settled } from '../../../.storybook/helpers/overlays';
import {
  ModalFormBody,
  ModalShortBody,
  modalCloseIn,
  modalOpenerIn,
  modalTitleIn,
} from '../../../.storybook/helpers/modalBodies';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The generic modal of SPEC §2, on Radix Dialog.
 *
 * - `Modal` is presentational: `open` + `onOpenChange`, a visible `title` that names the dialog,
 *   `width` / `maxWidth` (CSS lengths; `width="100%"` for the full-width campaign modal), `dimmer`
 *   (dimmed or transparent backdrop — a backdrop click closes either way), `footer` (a confirm
 *   button, on by default) and `onConfirm`.
 * - `NamedModal` (src/app/hosts, stories in Pages/Hosts/NamedModal) takes a `name` instead of
 *   `open`: it opens when the store's `openModals` holds the name (`openModal(name)`), and every way
 *   of closing it calls `closeModal(name)`. The stories here show the primitive through its props.
 * - Focus moves in on open (the first control of the body, else the title), Tab wraps, Escape
 *   closes, and focus returns to the element that opened it. Page scrolling is locked while open,
 *   reference-counted with every other overlay. A nested modal goes *inside* the parent's children.
 * - The parts (`ModalRoot`, `ModalContent`, `ModalHeader`, `ModalTitle`, `ModalClose`, `ModalBody`,
 *   `ModalFooter`) compose custom modals, styled by `data-state`.
 */
const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: false,
    title: undefined,
    width: undefined,
    maxWidth: undefined,
    dimmer: true,
    footer: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    width: { control: 'text' },
    maxWidth: { control: 'text' },
    onConfirm: { table: { disable: true } },
    onOpenChange: { table: { disable: true } },
    children: { table: { disable: true } },
  },
  // Local state, keyed by the `open` control: the spies in `args` stay the ones the play sees.
  render: (args) => <ModalPlayground key={String(args.open)} {...args} />,
} satisfies Meta<typeof Modal>;

function ModalPlayground({ children = <ModalShortBody />, ...args }: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      {!args.open && (
        <Button onClick={() => setOpen(true)}>
          <Trans>유통 안내 보기</Trans>
        </Button>
      )}
      <Modal
        {...args}
        open={open}
        title={args.title || <Trans>음원 유통 안내</Trans>}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      >
        {children}
      </Modal>
    </>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Driven by the controls. Opens from a button; Escape closes it and focus returns to the button.
 * A screen reader announces the dialog by its title as focus enters it, and the button again
 * when focus comes back.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const opener = within(canvasElement).getByRole('button', { name: modalOpenerIn(globals.locale) });
    const say = localized.bind(null, globals.locale);
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.click(opener);
      const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
      await settled(dialog);
      await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
      await expectSpoken(reader, { role: 'dialog', name: say('음원 유통 안내') });
      await reader.clearSpokenPhraseLog();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
      await waitFor(() => expect(opener).toHaveFocus());
      await expectSpoken(reader, { role: 'button', name: say('유통 안내 보기') });
    });
  },
};

function LongBody() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {[0, 1, 2, 3, 4].map((round) => (
        <div key={round} style={{ display: 'grid', gap: 12 }}>
          <p>
            <Trans>
              누리뮤직은 Spotify, Apple Music, YouTube Music, Melon, Genie를 비롯한 200개 이상의 플랫폼, 180개국에
              여러분의 음악을 전합니다. 발매일 2주 전까지 음원 파일과 앨범 커버, 곡 정보를 올려 주시면 담당자가 내용을
              확인한 뒤 발매 일정을 확정해 드립니다.
            </Trans>
          </p>
          <p>
            <Trans>
              이미 다른 유통사를 통해 발매한 앨범이 있다면 발매된 앨범의 주소를 함께 알려 주세요. 권리자 정보나 유통
              중인 음원 정보를 바꾸는 일은 별도의 신청서로 접수하며, 발매 전에는 이미 제출한 앨범을 수정할 수 없습니다.
            </Trans>
          </p>
        </div>
      ))}
    </div>
  );
}

/**
 * Long content: the panel never outgrows the screen, its body scrolls and can be focused to scroll
 * by keyboard; focus starts on the title. Left open for the visual snapshot.
 */
export const LongContent: Story = {
  tags: ['language-dependent'],
  args: { open: true },
  render: (args) => (
    <ModalPlayground key={String(args.open)} {...args}>
      <LongBody />
    </ModalPlayground>
  ),
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]')!;
    await waitFor(() => expect(body.scrollHeight).toBeGreaterThan(body.clientHeight));
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(doc.documentElement.clientHeight);
    await waitFor(() => expect(within(dialog).getByRole('heading')).toHaveFocus());
  },
};

/** `width="100%"` (the campaign modal): as wide as the screen allows, minus the gutters. */
export const FullWidth: Story = {
  args: { open: true, width: '100%', footer: false },
  render: LongContent.render,
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    const viewport = doc.documentElement.clientWidth;
    const { left, right, width } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThan(viewport * 0.85);
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(viewport);
  },
};

/** At 390 px the modal fits the screen with its gutters; the footer button spans the row. */
export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ModalPlayground key={String(args.open)} {...args}>
      <ModalFormBody />
    </ModalPlayground>
  ),
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    const viewport = doc.documentElement.clientWidth;
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(viewport);
    const close = within(dialog).getByRole('button', { name: modalCloseIn(globals.locale) });
    // Touch target: 44 × 44 px.
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * All states of Modal in one picture: the visual target (Chromatic and the offline visual check).
 * One modal can be open at a time: the richest one, with its title, close button, a long body that
 * scrolls inside the panel, and the footer's confirm button.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  args: { open: true },
  render: LongContent.render,
};
