import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyStore } from '../../../.storybook/StoryProviders';
import { backdropOf, page, settled } from '../../../.storybook/helpers/overlays';
import { Button } from '../../components/Button';
import { useAppActions } from '../../store';
import { vars } from '../../styles/vars.css';
import { AlertDialogHost } from './AlertDialogHost';

/**
 * The store-connected alert (SPEC §4, A11Y "AlertDialog"): `AlertDialogHost` renders the
 * presentational `AlertDialog` (Components/AlertDialog) from the store. `actions.alert(message,
 * title?, { onClose })` opens it, where `message` is a Lingui descriptor (`msg\`…\``), React
 * content, or `{ html }` where the body is given as HTML (sanitised by DOMPurify); its button calls
 * `closeAlert()`. With an `onClose` (e.g. focusing the field in error), that callback decides where
 * focus goes; without one, focus returns to the opener. The app shell renders one host; these
 * stories are the wiring's tests (no visual target: the dialog's picture is Components/AlertDialog's).
 */
const meta = {
  title: 'Pages/Hosts/AlertDialogHost',
  component: AlertDialogHost,
} satisfies Meta<typeof AlertDialogHost>;

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

const messages = {
  albumTitle: msg`앨범 제목을 입력해 주세요.`,
  underReview: (
    <Trans>
      <p>
        같은 신청자의 이전 신청이 아직 <strong>검토 중</strong>입니다.
      </p>
      <p>
        승인 또는 보류 결정이 나면 새 신청서를 보낼 수 있습니다. 결정 결과는 담당자가 이메일이나 전화로 알려 드립니다.
      </p>
    </Trans>
  ),
  member: (
    <Trans>
      <p>입력하신 이메일은 이미 유통 시스템의 회원 계정으로 등록되어 있습니다.</p>
      <p>
        발매 신청은 <a href="https://rights.nurimusic.example/">권리자 사이트</a>에서 접수해 주세요.
      </p>
    </Trans>
  ),
};

function StoreAlertButtons() {
  const { alert } = useAppActions();
  const { t } = useLingui();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      <Button onClick={() => alert(messages.albumTitle)}>
        <Trans>짧은 알림</Trans>
      </Button>
      <Button variant="secondary" onClick={() => alert(messages.underReview, t`신청을 보낼 수 없습니다`)}>
        <Trans>긴 알림</Trans>
      </Button>
      <Button variant="secondary" onClick={() => alert(messages.member)}>
        <Trans>링크가 있는 알림</Trans>
      </Button>
    </div>
  );
}

/**
 * Opened through the store (`actions.alert`): an alert dialog named by the default title and
 * described by the message; focus on the button; Escape or the button closes it through
 * `closeAlert()`, and focus returns to the opener.
 */
export const StoreDriven: Story = {
  tags: ['language-dependent'],
  render: () => (
    <>
      <StoreAlertButtons />
      <AlertDialogHost />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    const opener = within(canvasElement).getByRole('button', { name: en ? 'Short alert' : '짧은 알림' });
    await userEvent.click(opener);
    await expect(storyStore().state.alert?.message).toBe(messages.albumTitle);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: defaultTitleIn(globals.locale) });
    await settled(dialog);
    await expect(descriptionOf(dialog)).toBe(albumTitleMessageIn(globals.locale));
    const ok = within(dialog).getByRole('button', { name: okIn(globals.locale) });
    await waitFor(() => expect(ok).toHaveFocus());
    // Only one button, and Tab stays on it.
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    // A click outside does not dismiss an alert.
    await userEvent.click(backdropOf(dialog));
    await expect(storyStore().state.alert).not.toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(storyStore().state.alert).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    // The button closes it the same way; a custom title names the dialog.
    const long = within(canvasElement).getByRole('button', { name: en ? 'Long alert' : '긴 알림' });
    await userEvent.click(long);
    const titled = await page(canvasElement).findByRole('alertdialog', {
      name: en ? 'Your application cannot be sent' : '신청을 보낼 수 없습니다',
    });
    await settled(titled);
    await userEvent.click(within(titled).getByRole('button', { name: okIn(globals.locale) }));
    await waitFor(() => expect(titled).not.toBeInTheDocument());
    await expect(storyStore().state.alert).toBeNull();
    await waitFor(() => expect(long).toHaveFocus());
  },
};

function ValidationDemo() {
  const { alert } = useAppActions();
  const field = useRef<HTMLInputElement>(null);
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: vars.space.xs, maxWidth: '24rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!field.current?.value) {
          alert(msg`앨범 제목을 입력해 주세요.`, undefined, { onClose: () => field.current?.focus() });
        }
      }}
    >
      <label htmlFor="alert-demo-album">
        <Trans>앨범 제목</Trans>
      </label>
      <input
        ref={field}
        id="alert-demo-album"
        style={{
          minHeight: 44,
          padding: `0 ${vars.space.sm}`,
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: vars.radius.md,
        }}
      />
      <Button type="submit">
        <Trans>신청하기</Trans>
      </Button>
      <AlertDialogHost />
    </form>
  );
}

/**
 * A validation alert whose `onClose` focuses the field in error (A11Y forms): the dialog does
 * not take focus back, and what the visitor types lands in the field.
 */
export const FocusesTheFieldOnClose: Story = {
  render: () => <ValidationDemo />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: globals.locale === 'en' ? 'Apply' : '신청하기' });
    const field = canvas.getByRole('textbox');
    await userEvent.click(submit);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: defaultTitleIn(globals.locale) });
    await settled(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Moonlight');
    await expect(field).toHaveValue('Moonlight');
    await expect(field).toHaveFocus();
  },
};

declare global {
  interface Window {
    __nuriXss?: boolean;
  }
}

/**
 * A message given as HTML (`{ html }`, SPEC §2) carrying an `<img onerror>`, a `<script>` and a
 * `javascript:` link: DOMPurify strips them before rendering, nothing runs, the text stays.
 */
export const SanitisesTheMessage: Story = {
  render: function Render() {
    const { alert } = useAppActions();
    const { t } = useLingui();
    const text = t`안전하지 않은 코드는 지워지고 이 문장만 남습니다.`;
    return (
      <>
        <Button
          onClick={() =>
            alert({
              html: `<p>${text}</p><img src="x" onerror="window.__nuriXss = true"><script>window.__nuriXss = true</script><a href="javascript:window.__nuriXss=true">x</a>`,
            })
          }
        >
          <Trans>짧은 알림</Trans>
        </Button>
        <AlertDialogHost />
      </>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const win = canvasElement.ownerDocument.defaultView as Window;
    win.__nuriXss = undefined;
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await settled(dialog);
    await expect(dialog.querySelector('img, script')).toBeNull();
    await expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(descriptionOf(dialog)).toContain(
      globals.locale === 'en'
        ? 'Unsafe code is removed and only this sentence remains.'
        : '안전하지 않은 코드는 지워지고 이 문장만 남습니다.',
    );
    await expect(win.__nuriXss).toBeUndefined();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
