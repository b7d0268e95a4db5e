import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyStore } from '../../../.storybook/StoryProviders';
import { backdropOf, page, settled } from '../../../.storybook/helpers/overlays';
import { Button } from '../../components/Button';
import { useAppActions, useConfirm } from '../../store';
import { vars } from '../../styles/vars.css';
import { AlertDialogHost } from './AlertDialogHost';
import { ConfirmDialogHost } from './ConfirmDialogHost';

/**
 * The store-connected confirm dialog (SPEC §4, A11Y "ConfirmDialog"): `ConfirmDialogHost` renders
 * the presentational `ConfirmDialog` (Components/ConfirmDialog) from the store. `useConfirm()` (or
 * `actions.confirm(message, { title })`) opens it and returns a promise; Cancel calls
 * `resolveConfirm(false)`, OK calls `resolveConfirm(true)`, which closes it and resolves the promise
 * with the answer: `if (await confirm(msg\`…\`)) …`. These stories are the wiring's tests (no visual
 * target: the dialog's picture is Components/ConfirmDialog's).
 */
/** The hosts take no props: the stories' one arg is the spy for the action a story's button runs. */
interface HostStoryArgs {
  onConfirm: () => void;
}

const meta = {
  title: 'Pages/Hosts/ConfirmDialogHost',
  // The action a confirmed question runs.
  args: { onConfirm: fn() },
  argTypes: { onConfirm: { table: { disable: true } } },
} satisfies Meta<HostStoryArgs>;

export default meta;
type Story = StoryObj<HostStoryArgs>;

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

function StoreConfirmButtons({ action, thenAlert = false }: { action: () => void; thenAlert?: boolean }) {
  const { alert } = useAppActions();
  const confirm = useConfirm();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      <Button
        variant="secondary"
        onClick={async () => {
          if (!(await confirm(msg`작성 중인 내용이 모두 지워집니다. 신청 유형을 바꾸시겠습니까?`))) return;
          action();
          if (thenAlert) alert(msg`신청 유형을 바꾸었습니다.`);
        }}
      >
        <Trans>신청 유형 바꾸기</Trans>
      </Button>
      <Button
        variant="secondary"
        onClick={async () => {
          if (await confirm(sendQuestion, { title: msg`신청서 보내기` })) action();
        }}
      >
        <Trans>신청서 보내기</Trans>
      </Button>
    </div>
  );
}

/**
 * Opened through the store (`useConfirm()`): Cancel is focused and closes, answering false
 * (`resolveConfirm(false)`), so the action does not run; OK closes and answers true
 * (`resolveConfirm(true)`), so it runs. Focus returns to the opener both times.
 */
export const StoreDriven: Story = {
  tags: ['language-dependent'],
  args: { onConfirm: fn() },
  render: (args) => (
    <>
      <StoreConfirmButtons action={args.onConfirm} />
      <ConfirmDialogHost />
    </>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const opener = within(canvasElement).getByRole('button', {
      name: globals.locale === 'en' ? 'Change the application type' : '신청 유형 바꾸기',
    });

    await userEvent.click(opener);
    let dialog = await page(canvasElement).findByRole('alertdialog', { name: defaultTitleIn(globals.locale) });
    await settled(dialog);
    await expect(descriptionOf(dialog)).toBe(changeTypeIn(globals.locale));
    const cancel = within(dialog).getByRole('button', { name: cancelIn(globals.locale) });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Tab moves between the two buttons and wraps.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: okIn(globals.locale) })).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(storyStore().state.confirm).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    dialog = await page(canvasElement).findByRole('alertdialog', { name: defaultTitleIn(globals.locale) });
    await settled(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: okIn(globals.locale) }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(storyStore().state.confirm).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Escape cancels: the action does not run. A click outside does nothing. */
export const EscapeCancels: Story = {
  ...StoreDriven,
  play: async ({ canvasElement, args }) => {
    const [opener] = within(canvasElement).getAllByRole('button') as [HTMLElement];
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await settled(dialog);
    await userEvent.click(backdropOf(dialog));
    await expect(storyStore().state.confirm).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(storyStore().state.confirm).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * OK runs an action that opens an alert: the alert takes focus, and when it closes focus goes
 * back to the button that opened the confirm dialog.
 */
export const ConfirmThenAlert: Story = {
  args: { onConfirm: fn() },
  render: (args) => (
    <>
      <StoreConfirmButtons action={args.onConfirm} thenAlert />
      <ConfirmDialogHost />
      <AlertDialogHost />
    </>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const en = globals.locale === 'en';
    const opener = within(canvasElement).getByRole('button', {
      name: en ? 'Change the application type' : '신청 유형 바꾸기',
    });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: defaultTitleIn(globals.locale) });
    await settled(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: okIn(globals.locale) }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: en ? 'Notice' : '확인' });
    await settled(alert);
    await expect(descriptionOf(alert)).toBe(
      en ? 'The application type has been changed.' : '신청 유형을 바꾸었습니다.',
    );
    await waitFor(() => expect(within(alert).getByRole('button')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A message given as HTML (`{ html }`, SPEC §2) with an `<img onerror>`: DOMPurify strips it before rendering; nothing runs. */
export const SanitisesTheMessage: Story = {
  render: function Render(args) {
    const confirm = useConfirm();
    const { t } = useLingui();
    const text = t`안전하지 않은 코드는 지워지고 이 문장만 남습니다.`;
    return (
      <>
        <Button
          onClick={async () => {
            if (await confirm({ html: `<p>${text}</p><img src="x" onerror="window.__nuriXss = true">` })) {
              args.onConfirm();
            }
          }}
        >
          <Trans>신청 유형 바꾸기</Trans>
        </Button>
        <ConfirmDialogHost />
      </>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const win = canvasElement.ownerDocument.defaultView as Window & { __nuriXss?: boolean };
    win.__nuriXss = undefined;
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await settled(dialog);
    await expect(dialog.querySelector('img')).toBeNull();
    await expect(descriptionOf(dialog)).toBe(
      globals.locale === 'en'
        ? 'Unsafe code is removed and only this sentence remains.'
        : '안전하지 않은 코드는 지워지고 이 문장만 남습니다.',
    );
    await expect(win.__nuriXss).toBeUndefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
