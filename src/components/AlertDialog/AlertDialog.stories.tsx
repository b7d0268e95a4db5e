import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../styles/vars.css';
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
  tags: ['language-dependent'],
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

/** A message with a link (SPEC §8 code 10). */
const member = (
  <Trans>
    <p>입력하신 이메일은 이미 유통 시스템의 회원 계정으로 등록되어 있습니다.</p>
    <p>
      발매 신청은 <a href="https://rights.nurimusic.example/">권리자 사이트</a>에서 접수해 주세요.
    </p>
  </Trans>
);

/** A button that opens the alert with the given title and message, through its props. */
function AlertOpener({ label, title, message }: { label: ReactNode; title?: string; message: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <AlertDialog open={open} title={title} message={message} onClose={() => setOpen(false)} />
    </>
  );
}

function MessageButtons() {
  const { t } = useLingui();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      <AlertOpener label={<Trans>긴 알림</Trans>} title={t`신청을 보낼 수 없습니다`} message={underReview} />
      <AlertOpener label={<Trans>링크가 있는 알림</Trans>} message={member} />
    </div>
  );
}

/**
 * Long Korean and English messages with formatting (paragraphs, bold, a link), left open for the
 * visual snapshot: the dialog stays within 600 px and the screen, the link is kept.
 */
export const LongMessage: Story = {
  tags: ['language-dependent'],
  render: () => <MessageButtons />,
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await userEvent.click(within(canvasElement).getByRole('button', { name: en ? 'Long alert' : '긴 알림' }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await settled(dialog);
    await expect(within(dialog).getByText(en ? 'under review' : '검토 중').tagName).toBe('STRONG');
    await expect(descriptionOf(dialog)).toContain(
      en ? 'The person in charge will let you know by e-mail or phone.' : '담당자가 이메일이나 전화로 알려 드립니다.',
    );
    const { width, right } = dialog.getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(600);
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** A message with a link (SPEC §8 code 10): the link is reachable, focus still starts on the button. */
export const MessageWithLink: Story = {
  render: LongMessage.render,
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: en ? 'Alert with a link' : '링크가 있는 알림' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await settled(dialog);
    const ok = within(dialog).getByRole('button', { name: okIn(globals.locale) });
    await waitFor(() => expect(ok).toHaveFocus());
    const link = within(dialog).getByRole('link', { name: en ? 'rights-holder site' : '권리자 사이트' });
    await expect(link).toHaveAttribute('href', 'https://rights.nurimusic.example/');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** At 390 px: inside the screen, the button spans the row. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  ...LongMessage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

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
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  render: () => <OpenLongAlert />,
};
