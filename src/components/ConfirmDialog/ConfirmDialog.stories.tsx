import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { page, settled } from '../../../.storybook/helpers/overlays';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The shell's confirm dialog (SPEC §4, A11Y "ConfirmDialog"): `role="alertdialog"`, named by
 * its title (default '확인' / 'Please confirm'), described by its message, with Cancel ('취소')
 * and OK ('확인'). Focus starts on Cancel, the safe choice; Escape cancels; a click outside does
 * nothing; focus returns to the opener.
 *
 * - `ConfirmDialog` is presentational: `open`, `title`, `message` (text or React content),
 *   `onCancel`, `onConfirm`.
 * - `ConfirmDialogHost` (src/app/hosts) connects it to the store: `useConfirm()` (or
 *   `actions.confirm(message, { title })`) opens it and returns a promise of the answer
 *   (`if (await confirm(msg\`…\`)) …`). Its stories, the wiring's tests, are
 *   Pages/Hosts/ConfirmDialogHost. The stories here show the primitive through its props.
 */
const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: false, title: undefined, message: '', onCancel: fn(), onConfirm: fn() },
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    onCancel: { table: { disable: true } },
    onConfirm: { table: { disable: true } },
  },
  // Local state, keyed by the `open` control: the spies in `args` stay the ones the play sees.
  render: (args) => <ConfirmPlayground key={String(args.open)} {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

function ConfirmPlayground(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  const { t } = useLingui();
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans>신청 유형 바꾸기</Trans>
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        message={args.message || t`작성 중인 내용이 모두 지워집니다. 신청 유형을 바꾸시겠습니까?`}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

const defaultTitleIn = (locale: unknown) => (locale === 'en' ? 'Please confirm' : '확인');
const cancelIn = (locale: unknown) => (locale === 'en' ? 'Cancel' : '취소');
const okIn = (locale: unknown) => (locale === 'en' ? 'OK' : '확인');
const changeTypeIn = (locale: unknown) =>
  locale === 'en'
    ? 'Everything you have entered will be cleared. Change the application type?'
    : '작성 중인 내용이 모두 지워집니다. 신청 유형을 바꾸시겠습니까?';

function descriptionOf(dialog: HTMLElement) {
  const ids = dialog.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => dialog.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * Driven by the controls: Cancel has focus; OK confirms. A screen reader announces the alert
 * dialog with its title and question as focus enters it, then Cancel; and the opener again when
 * focus comes back.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const opener = within(canvasElement).getByRole('button');
    const say = localized.bind(null, globals.locale);
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.click(opener);
      const dialog = await page(canvasElement).findByRole('alertdialog', { name: defaultTitleIn(globals.locale) });
      await settled(dialog);
      await expect(descriptionOf(dialog)).toBe(changeTypeIn(globals.locale));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: cancelIn(globals.locale) })).toHaveFocus());
      await expectSpoken(reader, {
        role: 'alertdialog',
        name: say({ id: 'dialog.confirm.defaultTitle', message: '확인' }),
        description: say('작성 중인 내용이 모두 지워집니다. 신청 유형을 바꾸시겠습니까?'),
      });
      await expectSpoken(reader, { role: 'button', name: say('취소') });
      await reader.clearSpokenPhraseLog();
      await userEvent.click(within(dialog).getByRole('button', { name: okIn(globals.locale) }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(args.onCancel).not.toHaveBeenCalled();
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      await expectSpoken(reader, { role: 'button', name: say('신청 유형 바꾸기') });
    });
  },
};

/** The long question, with formatting (paragraphs, bold text). */
const sendQuestion = (
  <Trans>
    <p>
      신청서를 보내면 <strong>발매 전까지 앨범 정보를 고칠 수 없습니다.</strong> 권리자 정보나 유통 중인 음원 정보를
      바꾸려면 별도의 변경 신청서를 보내 주세요.
    </p>
    <p>이대로 신청서를 보내시겠습니까?</p>
  </Trans>
);

/** A button that opens the confirm dialog with its own title and the long question, through its props. */
function LongConfirmOpener() {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>신청서 보내기</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={t`신청서 보내기`}
        message={sendQuestion}
        onCancel={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

/**
 * A long message with formatting and its own title, left open for the visual snapshot: Korean and English
 * wrap inside 600 px.
 */
export const LongMessage: Story = {
  tags: ['language-dependent'],
  render: () => <LongConfirmOpener />,
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: en ? 'Send the application' : '신청서 보내기' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: en ? 'Send the application' : '신청서 보내기',
    });
    await settled(dialog);
    await expect(descriptionOf(dialog)).toContain(
      en ? 'Send the application as it is?' : '이대로 신청서를 보내시겠습니까?',
    );
    await expect(dialog.querySelector('strong')).not.toBeNull();
    const { width, right } = dialog.getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(600);
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: cancelIn(globals.locale) })).toHaveFocus());
  },
};

/** At 390 px: Cancel and OK share the row below the message. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  ...LongMessage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The richest confirm dialog, open: its own title and a long message (paragraphs, bold text). */
function OpenLongConfirm() {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      title={t`신청서 보내기`}
      message={sendQuestion}
      onCancel={() => undefined}
      onConfirm={() => undefined}
    />
  );
}

/**
 * All states of ConfirmDialog in one picture: the visual target (Chromatic and the offline visual
 * check). One dialog can be open at a time: the richest one, with its own title, a long message,
 * Cancel (focused, the safe choice) and OK.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  render: () => <OpenLongConfirm />,
};
