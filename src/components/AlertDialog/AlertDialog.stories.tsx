import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { page, settled } from '../../../.storybook/helpers/overlays';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The shell's alert (SPEC §4, A11Y "AlertDialog"): `role="alertdialog"`, named by its title
 * (default '확인' / 'Notice'), described by its message, with ONE button that closes it. At most
 * 600 px wide; a click outside does nothing.
 *
 * - `AlertDialog` is presentational: `open`, `title`, `message` (text or React content:
 *   paragraphs, emphasis, a link), `onClose`, and `returnFocus` (default true).
 * - `AlertDialogHost` (src/app/hosts) connects it to the store (`actions.alert(message, title?,
 *   { onClose })`, messages as descriptors, React content or sanitised HTML): its stories, the
 *   wiring's tests, are Pages/Hosts/AlertDialogHost. The stories here show the primitive through
 *   its props.
 */
const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: { open: false, title: undefined, message: '', returnFocus: true, onClose: fn() },
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    onClose: { table: { disable: true } },
  },
  // Local state, keyed by the `open` control: the spies in `args` stay the ones the play sees.
  render: (args) => <AlertPlayground key={String(args.open)} {...args} />,
} satisfies Meta<typeof AlertDialog>;

function AlertPlayground(args: AlertDialogProps) {
  const [open, setOpen] = useState(args.open);
  const { t } = useLingui();
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans>신청하기</Trans>
      </Button>
      <AlertDialog
        {...args}
        open={open}
        message={args.message || t`앨범 제목을 입력해 주세요.`}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

const defaultTitleIn = (locale: unknown) => (locale === 'en' ? 'Notice' : '확인');
const okIn = (locale: unknown) => (locale === 'en' ? 'OK' : '확인');
const albumTitleMessageIn = (locale: unknown) =>
  locale === 'en' ? 'Please enter the Album Title.' : '앨범 제목을 입력해 주세요.';

/** The text a screen reader reads as the dialog's description. */
function descriptionOf(dialog: HTMLElement) {
  const ids = dialog.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => dialog.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * Driven by the controls: the one button is focused on open, closes it, and focus returns. A
 * screen reader announces the alert dialog with its title and message as focus enters it, then
 * the button; and the opener again when focus comes back.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const opener = within(canvasElement).getByRole('button');
    const say = localized.bind(null, globals.locale);
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.click(opener);
      const dialog = await page(canvasElement).findByRole('alertdialog', { name: defaultTitleIn(globals.locale) });
      await settled(dialog);
      await expect(descriptionOf(dialog)).toBe(albumTitleMessageIn(globals.locale));
      const ok = within(dialog).getByRole('button', { name: okIn(globals.locale) });
      await waitFor(() => expect(ok).toHaveFocus());
      await expectSpoken(reader, {
        role: 'alertdialog',
        name: say({ id: 'dialog.alert.defaultTitle', message: '확인' }),
        description: say('앨범 제목을 입력해 주세요.'),
      });
      await expectSpoken(reader, { role: 'button', name: say('확인') });
      await reader.clearSpokenPhraseLog();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      await expectSpoken(reader, { role: 'button', name: say('신청하기') });
    });
  },
};

/** A long message with formatting (paragraphs, bold text). */
const underReview = (
  <Trans>
    <p>
      같은 신청자의 이전 신청이 아직 <strong>검토 중</strong>입니다.
    </p>
    <p>
      승인 또는 보류 결정이 나면 새 신청서를 보낼 수 있습니다. 결정 결과는 담당자가 이메일이나 전화로 알려 드립니다.
    </p>
  </Trans>
);

/** The richest alert, open: its own title and a long message (paragraphs, bold text). */
function OpenLongAlert() {
  const { t } = useLingui();
  return <AlertDialog open title={t`신청을 보낼 수 없습니다`} message={underReview} onClose={() => undefined} />;
}

/**
 * All states of AlertDialog in one picture: the visual target (Chromatic and the offline visual
 * check). One alert can be open at a time: the richest one, with its own title and a long message.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  render: () => <OpenLongAlert />,
};
