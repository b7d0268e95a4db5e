import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyStore } from '../../../.storybook/StoryProviders';
import { page, settled } from '../../../.storybook/helpers/overlays';
import {
  ModalFormBody,
  ModalShortBody,
  modalCloseIn,
  modalOpenerIn,
  modalTitleIn,
} from '../../../.storybook/helpers/modalBodies';
import { Button } from '../../components/Button';
import { scrollLockCount } from '../../lib/scrollLock';
import { useAppActions } from '../../store';
import { NamedModal } from './NamedModal';

/**
 * The store-connected modal: `NamedModal` takes a `name` instead of `open` and renders the
 * presentational `Modal` (Components/Modal). It opens when the store's `openModals` holds the name
 * (`openModal(name)`), and every way of closing it calls `closeModal(name)`. These stories are the
 * wiring's tests (no visual target: the modal's picture is Components/Modal's).
 */
/** The hosts take no props: the stories' one arg is the spy for the action a story's button runs. */
interface HostStoryArgs {
  onConfirm: () => void;
}

const meta = {
  title: 'Pages/Hosts/NamedModal',
  args: { onConfirm: fn() },
  argTypes: { onConfirm: { table: { disable: true } } },
} satisfies Meta<HostStoryArgs>;

export default meta;
type Story = StoryObj<HostStoryArgs>;

const confirmIn = (locale: unknown) => (locale === 'en' ? 'OK' : '확인');
const bodyOf = (doc: Document) => doc.body;

/** Opens the modal named `name` through the store, as the app does. */
function StoreOpener({ name, children }: { name: string; children: ReactNode }) {
  const { openModal } = useAppActions();
  return <Button onClick={() => openModal(name)}>{children}</Button>;
}

/**
 * `NamedModal` opened with `openModal('demo')`: named by its title, focus inside, Tab wraps,
 * everything else hidden from assistive technology, Escape closes it through `closeModal('demo')`
 * and focus returns to the opener.
 */
export const StoreDriven: Story = {
  render: () => (
    <>
      <StoreOpener name="demo">
        <Trans>유통 안내 보기</Trans>
      </StoreOpener>
      <NamedModal name="demo" title={<Trans>음원 유통 안내</Trans>}>
        <ModalFormBody />
      </NamedModal>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const opener = within(canvasElement).getByRole('button', { name: modalOpenerIn(globals.locale) });
    await userEvent.click(opener);
    await expect(storyStore().state.openModals).toEqual(['demo']);

    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    const dialogQueries = within(dialog);
    const field = dialogQueries.getByRole('textbox');
    const close = dialogQueries.getByRole('button', { name: modalCloseIn(globals.locale) });
    const confirm = dialogQueries.getByRole('button', { name: confirmIn(globals.locale) });
    // Focus moves to the first control of the body.
    await waitFor(() => expect(field).toHaveFocus());

    // Tab wraps: past the last control back to the first, and Shift+Tab the other way.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();

    // Everything outside the dialog is hidden from assistive technology, and the page is locked.
    await expect(doc.getElementById('storybook-root')).toHaveAttribute('aria-hidden', 'true');
    await expect(scrollLockCount()).toBe(1);
    await expect(getComputedStyle(bodyOf(doc)).overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyStore().state.openModals).toEqual([]);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(doc.getElementById('storybook-root')).not.toHaveAttribute('aria-hidden');
    await expect(scrollLockCount()).toBe(0);
  },
};

/** A click on the backdrop closes the modal (and updates the store); focus returns to the opener. */
export const BackdropClickCloses: Story = {
  render: StoreDriven.render,
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const opener = within(canvasElement).getByRole('button', { name: modalOpenerIn(globals.locale) });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    const backdrop = doc.querySelector<HTMLElement>('[data-dimmer]');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop!);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyStore().state.openModals).toEqual([]);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The confirm button runs `onConfirm` and closes the modal through the store. */
export const ConfirmButton: Story = {
  render: (args) => (
    <>
      <StoreOpener name="demo">
        <Trans>유통 안내 보기</Trans>
      </StoreOpener>
      <NamedModal name="demo" title={<Trans>음원 유통 안내</Trans>} onConfirm={args.onConfirm}>
        <ModalShortBody />
      </NamedModal>
    </>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const opener = within(canvasElement).getByRole('button', { name: modalOpenerIn(globals.locale) });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    // No control in the body: focus goes to the title, so the text is read from the top.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: modalTitleIn(globals.locale) })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: confirmIn(globals.locale) }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyStore().state.openModals).toEqual([]);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Without a footer: only the close button, which closes it like the others. */
export const WithoutFooter: Story = {
  render: () => (
    <>
      <StoreOpener name="demo">
        <Trans>유통 안내 보기</Trans>
      </StoreOpener>
      <NamedModal name="demo" title={<Trans>음원 유통 안내</Trans>} footer={false}>
        <ModalShortBody />
      </NamedModal>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const opener = within(canvasElement).getByRole('button', { name: modalOpenerIn(globals.locale) });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    await expect(within(dialog).queryByRole('button', { name: confirmIn(globals.locale) })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: modalCloseIn(globals.locale) }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyStore().state.openModals).toEqual([]);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** `dimmer={false}`: the page stays visible behind a transparent backdrop, which still closes it. */
export const WithoutDimmer: Story = {
  render: () => (
    <>
      <StoreOpener name="demo">
        <Trans>유통 안내 보기</Trans>
      </StoreOpener>
      <NamedModal name="demo" title={<Trans>음원 유통 안내</Trans>} dimmer={false}>
        <ModalShortBody />
      </NamedModal>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    await userEvent.click(within(canvasElement).getByRole('button', { name: modalOpenerIn(globals.locale) }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(dialog);
    const backdrop = doc.querySelector<HTMLElement>('[data-dimmer="false"]')!;
    await expect(getComputedStyle(backdrop).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(backdrop);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyStore().state.openModals).toEqual([]);
  },
};

function NestedDemo() {
  return (
    <>
      <StoreOpener name="outer">
        <Trans>유통 안내 보기</Trans>
      </StoreOpener>
      <NamedModal name="outer" title={<Trans>음원 유통 안내</Trans>} footer={false}>
        <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
          <ModalShortBody />
          {/* The nested modal is rendered inside the parent's content (A11Y pitfall #1249). */}
          <StoreOpener name="inner">
            <Trans>파일 규칙 보기</Trans>
          </StoreOpener>
          <NamedModal name="inner" title={<Trans>데모 파일 규칙</Trans>} maxWidth="28rem">
            <p>
              <Trans>데모 파일은 WAV 또는 MP3로, 곡마다 하나씩 올려 주세요.</Trans>
            </p>
          </NamedModal>
        </div>
      </NamedModal>
    </>
  );
}

/**
 * A modal opened from inside another: the page stays locked until the last one closes, Escape
 * closes only the top one, and focus walks back: inner opener, then the page's opener.
 */
export const Nested: Story = {
  render: () => <NestedDemo />,
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const en = globals.locale === 'en';
    const opener = within(canvasElement).getByRole('button', { name: modalOpenerIn(globals.locale) });
    await userEvent.click(opener);
    const outer = await page(canvasElement).findByRole('dialog', { name: modalTitleIn(globals.locale) });
    await settled(outer);
    const innerOpener = within(outer).getByRole('button', { name: en ? 'See the file rules' : '파일 규칙 보기' });
    await waitFor(() => expect(innerOpener).toHaveFocus());
    await userEvent.click(innerOpener);
    const inner = await page(canvasElement).findByRole('dialog', { name: en ? 'Demo file rules' : '데모 파일 규칙' });
    await settled(inner);
    await expect(storyStore().state.openModals).toEqual(['outer', 'inner']);
    await expect(scrollLockCount()).toBe(2);
    await expect(getComputedStyle(bodyOf(doc)).overflow).toBe('hidden');

    // A click inside the inner modal closes nothing.
    await userEvent.click(within(inner).getByRole('heading'));
    await expect(storyStore().state.openModals).toEqual(['outer', 'inner']);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inner).not.toBeInTheDocument());
    await expect(storyStore().state.openModals).toEqual(['outer']);
    await expect(outer).toBeInTheDocument();
    await waitFor(() => expect(innerOpener).toHaveFocus());
    await expect(scrollLockCount()).toBe(1);
    await expect(getComputedStyle(bodyOf(doc)).overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(outer).not.toBeInTheDocument());
    await expect(storyStore().state.openModals).toEqual([]);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(scrollLockCount()).toBe(0);
    await waitFor(() => expect(getComputedStyle(bodyOf(doc)).overflow).not.toBe('hidden'));
  },
};
