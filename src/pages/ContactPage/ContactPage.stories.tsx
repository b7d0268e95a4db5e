import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from '@lingui/core';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch, useLocation } from 'wouter';
import { apiBase, siteBase } from '../../contact/api/config';
import { AlertDialogHost, ConfirmDialogHost, LoadingOverlayHost } from '../../app/hosts';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { clearAllDrafts, draftKey, loadDraft, saveDraft } from '../../contact/draft';
import { sampleForm } from '../../contact/fixtures';
import { RIGHTS_HOLDER_SITE_URL } from '../../contact/links';
import { submitMessages } from '../../contact/submit';
import { validationMessages } from '../../contact/validation';
import { company } from '../../content/company';
import { buildPayload } from '../../contact/payload';
import { contactPath, type FormState, type InquiryType } from '../../contact/types';
import { isLocale } from '../../i18n';
import { createMockApi, MOCK_EMAIL, type MockRequest } from '../../contact/mocks/handlers';
import { ContactCompletePage } from '../ContactCompletePage';
import { ContactPage } from './ContactPage';
import { visualTarget } from '../../../.storybook/helpers/visual';

/** The inquiry requests the story's mock API session received (src/contact/mocks/handlers.ts records them). */
let received: MockRequest[] = [];
/** Resolves the held answer of the `NoDoubleSubmit` story. */
let release: () => void = () => {};
/** A new session of the one mock API for the story; `hold` keeps its answers until `release()`. */
function startMockApi(msw: { use: (...handlers: RequestHandler[]) => void }, hold = false) {
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : undefined;
  const api = createMockApi(held ? { beforeAnswer: () => held } : {});
  received = api.requests;
  msw.use(...api.handlers);
}

/** Shows the route the page navigated to (the completion page's own content may change). */
function LocationProbe() {
  const [location] = useLocation();
  return (
    <output data-testid="location" hidden>
      {location}
    </output>
  );
}

/** The contact routes as the app has them, with the shell's alert and loading overlay hosts. */
function ContactRoutes() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <Switch>
          <Route path="/contact/complete" component={ContactCompletePage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/contact/:type" component={ContactPage} />
        </Switch>
      </main>
      <LocationProbe />
      <AlertDialogHost />
      <ConfirmDialogHost />
      <LoadingOverlayHost />
    </>
  );
}

/**
 * /contact and /contact/{type}: the `ContactForm` connected to the router (type tabs replace the
 * URL and clear the form and drafts; success goes to /contact/complete), the store (the
 * validation alert, then focus on the field in error; the failure alerts of SPEC §8; the loading
 * overlay), the API (release calendar, sends) and the sessionStorage draft. The stories run
 * against the MSW mock of the whole contract (src/contact/mocks/handlers.ts), whose trigger e-mails give
 * codes 10 and 8, a 500 and a network failure. Every story lives on the preview's pinned day
 * (Saturday 2026-11-21, tests/clock/clock.ts), so the dates on screen never change; only `Screenshots` is
 * snapshotted.
 */
const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  // Reduced motion: the alert leaves at once, so each step can go on without waiting for its fade.
  parameters: { layout: 'fullscreen', route: '/contact', reducedMotion: true, chromatic: { disableSnapshot: true } },
  globals: { motion: 'reduce' },
  beforeEach({ msw }) {
    clearAllDrafts();
    startMockApi(msw);
    return () => clearAllDrafts();
  },
  render: () => <ContactRoutes />,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;
const submitName = (type: InquiryType, locale: unknown) =>
  type === 'DISTRIBUTION' ? localized(locale, '발매 신청 보내기') : localized(locale, '문의 보내기');
/** The field named by the product's message `source` in the story's locale. */
const textbox = (canvas: Canvas, source: string, locale: unknown) =>
  canvas.getByRole('textbox', { name: localized(locale, source) });

/** Network and overlay steps get more time than the default second on a loaded machine. */
const slow = { timeout: 5000 };

/** The alert on screen (one that is fading out after closing does not count). */
const openAlert = (canvasElement: HTMLElement, name?: string) =>
  waitFor(() => {
    const open = bodyOf(canvasElement)
      .getAllByRole('alertdialog', name ? { name } : {})
      .find((dialog) => dialog.getAttribute('data-state') === 'open');
    if (!open) throw new Error('no open alert');
    return open;
  }, slow);

/**
 * Closes the open alert with its button (Enter) and waits until it has left the document (until
 * then the page behind it is still `aria-hidden`).
 */
async function closeAlert(canvasElement: HTMLElement, locale: unknown) {
  const alert = await openAlert(canvasElement);
  const ok = within(alert).getByRole('button', { name: localized(locale, '확인') });
  await waitFor(() => expect(ok).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(alert.isConnected).toBe(false), slow);
}

/** Clicks into a field and pastes `text` at its end (typing every key is slow in CI). */
async function typeAtEnd(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.keyboard('{End}');
  await userEvent.paste(text);
}

/** Opens with a stored draft (what a reload restores), ticks the consent and sends. */
const startWithDraft =
  (type: InquiryType, changes: Partial<FormState> = {}) =>
  () => {
    saveDraft(type, { ...sampleForm(type, new Date()), ...changes } as FormState<typeof type>);
  };

type Step = [label: string, message: MessageDescriptor, typeAfterwards: string];

/**
 * Submits, expects the alert to name the problem, closes it and expects focus on the field in
 * error, `aria-invalid` with the message beside it; then types into it, which clears the mark.
 */
async function walk(canvasElement: HTMLElement, locale: unknown, submit: HTMLElement, steps: Step[]) {
  const canvas = within(canvasElement);
  for (const [label, descriptor, text] of steps) {
    const message = localized(locale, descriptor);
    await userEvent.click(submit);
    await expect(await openAlert(canvasElement)).toHaveAccessibleDescription(message);
    await closeAlert(canvasElement, locale);
    const field = textbox(canvas, label, locale);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    await typeAtEnd(field, text);
    // Changing the field takes its message away.
    await expect(field).not.toHaveAttribute('aria-invalid');
  }
}

/**
 * `/contact` is DISTRIBUTION: one `h1`, the named tab list of the seven types with the first
 * selected. Submitting it empty walks the common rules of SPEC §5 one alert at a time — name,
 * e-mail, e-mail format, phone, country: each alert names the problem; closing it puts focus on
 * the field, which is `aria-invalid` with the message beside it. Nothing is sent.
 */
export const ValidationOrder: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${localized(locale, '문의하기')} | ${company.brand}`));
    const tablist = canvas.getByRole('tablist', { name: localized(locale, '문의 유형') });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'DISTRIBUTION',
      'MARKETING',
      'MUSIC PRODUCTION',
      'VIDEO PRODUCTION',
      'PUBLISHING',
      'ABBEY ROAD STUDIOS',
      localized(locale, '기타', undefined, 'contact inquiry type tab'),
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const submit = canvas.getByRole('button', { name: submitName('DISTRIBUTION', locale) });

    // What a screen reader says: the main landmark and the page's level-1 heading, the type tabs
    // as a named tab list with DISTRIBUTION selected (1 of 7), the form named by its heading, its
    // first part as a region, and there the first text field by its label, required.
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(reader, 'moveToNextMain', { role: 'main' }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: localized(locale, '무엇을 도와드릴까요?'), states: ['level 1'] },
        { limit: 1 },
      );
      await readUntil(reader, { role: 'tablist', name: localized(locale, '문의 유형') }, { limit: 6 });
      await readUntil(
        reader,
        { role: 'tab', name: 'DISTRIBUTION', states: ['selected', 'position 1', 'set size 7'] },
        { limit: 1 },
      );
      await jumpUntil(
        reader,
        'moveToNextForm',
        { role: 'form', name: localized(locale, '음원 유통 신청') },
        { limit: 1 },
      );
      await jumpUntil(
        reader,
        'moveToNextRegion',
        { role: 'region', name: `1 ${localized(locale, '신청자 정보')}` },
        { limit: 1 },
      );
      await readUntil(
        reader,
        { role: 'textbox', name: localized(locale, '이름'), states: ['required'] },
        { limit: 20 },
      );
    });

    await walk(canvasElement, locale, submit, [
      ['이름', validationMessages.nameRequired, 'Nuri Kim'],
      ['이메일', validationMessages.emailRequired, 'nuri.kim'],
      ['이메일', validationMessages.emailFormat, '@example.com'],
      ['연락처', validationMessages.phoneRequired, '010-0000-0000'],
      ['거주 국가', validationMessages.countryRequired, 'Korea'],
    ]);
    await expect(textbox(canvas, '이메일', locale)).toHaveValue('nuri.kim@example.com');
    await expect(received).toEqual([]);
  },
};

/**
 * DISTRIBUTION's own rules after the common ones, in the SPEC §5 order: album title, artist,
 * then the release date and time together (focus on the date), with nothing sent and nothing lost.
 */
export const DistributionValidationOrder: Story = {
  beforeEach: startWithDraft('DISTRIBUTION', {
    albumTitle: '',
    artist: '',
    releaseDate: '',
    releaseTime: '',
    readyDate: '',
  }),
  parameters: { route: contactPath('DISTRIBUTION') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    const submit = canvas.getByRole('button', { name: submitName('DISTRIBUTION', locale) });
    await walk(canvasElement, locale, submit, [
      ['앨범명', validationMessages.albumTitleRequired, 'Blue Hour'],
      ['아티스트명', validationMessages.artistRequired, 'Haneul'],
    ]);
    await userEvent.click(submit);
    await expect(await openAlert(canvasElement)).toHaveAccessibleDescription(
      localized(locale, validationMessages.releaseDateTimeRequired),
    );
    await closeAlert(canvasElement, locale);
    await waitFor(() => expect(textbox(canvas, '출시 희망일', locale)).toHaveFocus());
    await expect(received).toEqual([]);
    await expect(textbox(canvas, '이름', locale)).toHaveValue('Nuri Kim');
    await expect(textbox(canvas, '앨범명', locale)).toHaveValue('Blue Hour');
  },
};

/** The consent is checked last: an otherwise complete form is stopped by it, focus lands on the box. */
export const ConsentLast: Story = {
  beforeEach: startWithDraft('PUBLISHING'),
  parameters: { route: contactPath('PUBLISHING') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await userEvent.click(canvas.getByRole('button', { name: submitName('PUBLISHING', locale) }));
    await expect(await openAlert(canvasElement)).toHaveAccessibleDescription(
      localized(locale, validationMessages.consentRequired),
    );
    await closeAlert(canvasElement, locale);
    await waitFor(() => expect(canvas.getByRole('checkbox')).toHaveFocus());
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * One type sent: the draft a reload would restore fills the form (the consent is never stored),
 * the visitor ticks the consent and sends; the mock receives exactly `buildPayload` of the form
 * in the UI language, the page lands on /contact/complete and the draft is gone.
 */
const sends = (type: InquiryType): Story => ({
  beforeEach: startWithDraft(type),
  parameters: { route: contactPath(type) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = isLocale(globals.locale) ? globals.locale : 'ko';
    const form = sampleForm(type, new Date());
    await expect(textbox(canvas, '이름', locale)).toHaveValue(form.name);
    const consent = canvas.getByRole('checkbox');
    await expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await userEvent.click(canvas.getByRole('button', { name: submitName(type, locale) }));
    await waitFor(() => expect(location(canvasElement)).toBe('/contact/complete'), slow);
    await expect(received).toHaveLength(1);
    await expect(received[0]!.path).toBe(
      type === 'DISTRIBUTION'
        ? `${apiBase}/application/homepage`
        : `${siteBase}/homepage/${buildPayload(type, form, locale).type}`,
    );
    await expect(received[0]!.body).toEqual(buildPayload(type, form, locale));
    await expect(sessionStorage.getItem(draftKey(type))).toBeNull();
  },
});

// In English too (the tag): each type's own branch of buildPayload sends the UI language as `language`.
export const SendsDistribution: Story = { ...sends('DISTRIBUTION'), tags: ['language-dependent'] };
export const SendsMarketing: Story = { ...sends('MARKETING'), tags: ['language-dependent'] };
export const SendsMusicProduction: Story = { ...sends('MUSIC PRODUCTION'), tags: ['language-dependent'] };
export const SendsVideoProduction: Story = { ...sends('VIDEO PRODUCTION'), tags: ['language-dependent'] };
export const SendsPublishing: Story = { ...sends('PUBLISHING'), tags: ['language-dependent'] };
export const SendsAbbeyRoad: Story = { ...sends('ABBEY ROAD STUDIOS'), tags: ['language-dependent'] };
export const SendsEtc: Story = { ...sends('ETC'), tags: ['language-dependent'] };

/**
 * Code 10 (the e-mail belongs to a member): the alert sends the visitor to the rights-holder site
 * (a link opening a new window); after it closes focus is back on the send button and every
 * field still holds what was typed.
 */
export const MemberEmailCode10: Story = {
  beforeEach: startWithDraft('DISTRIBUTION', { email: MOCK_EMAIL.member }),
  parameters: { route: contactPath('DISTRIBUTION') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await userEvent.click(canvas.getByRole('checkbox'));
    const submit = canvas.getByRole('button', { name: submitName('DISTRIBUTION', locale) });
    await userEvent.click(submit);
    const alert = await openAlert(canvasElement, localized(locale, '발매 신청 안내'));
    const link = within(alert).getByRole('link');
    await expect(link).toHaveAttribute('href', RIGHTS_HOLDER_SITE_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await closeAlert(canvasElement, locale);
    await waitFor(() => expect(submit).toHaveFocus(), slow);
    await expect(location(canvasElement)).toBe(contactPath('DISTRIBUTION'));
    await expect(textbox(canvas, '이메일', locale)).toHaveValue(MOCK_EMAIL.member);
    await expect(textbox(canvas, '앨범명', locale)).toHaveValue('Blue Hour');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(loadDraft('DISTRIBUTION')).toMatchObject({ email: MOCK_EMAIL.member, albumTitle: 'Blue Hour' });
  },
};

/** Code 8 (an earlier application is under review): its alert; nothing is lost. */
export const UnderReviewCode8: Story = {
  beforeEach: startWithDraft('DISTRIBUTION', { email: MOCK_EMAIL.pending }),
  parameters: { route: contactPath('DISTRIBUTION') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: submitName('DISTRIBUTION', locale) }));
    const alert = await openAlert(canvasElement);
    await expect(alert).toHaveAccessibleDescription(localized(locale, submitMessages.underReview));
    await closeAlert(canvasElement, locale);
    await expect(textbox(canvas, '이메일', locale)).toHaveValue(MOCK_EMAIL.pending);
    await expect(textbox(canvas, '아티스트명', locale)).toHaveValue('Haneul Park');
  },
};

/**
 * A 500: the server did not accept it ('not sent'). A connection that fails after the request
 * left: nobody can tell whether it arrived ('could not confirm — check your e-mail first').
 * Either way the alert says the form is intact (its message does), and it is.
 */
const failsToSend = (email: string, title: MessageDescriptor, text: MessageDescriptor): Story => ({
  beforeEach: startWithDraft('MARKETING', { email }),
  parameters: { route: contactPath('MARKETING') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await userEvent.click(canvas.getByRole('checkbox'));
    const submit = canvas.getByRole('button', { name: submitName('MARKETING', locale) });
    await userEvent.click(submit);
    const alert = await openAlert(canvasElement, localized(locale, title));
    await expect(alert).toHaveAccessibleDescription(expect.stringContaining(localized(locale, text)));
    await closeAlert(canvasElement, locale);
    await waitFor(() => expect(submit).toHaveFocus(), slow);
    await expect(textbox(canvas, '이메일', locale)).toHaveValue(email);
    await expect(textbox(canvas, '유통사명', locale)).toHaveValue('Riverside Records');
    await expect(canvas.getByRole('combobox')).toHaveValue('500~1000');
    await expect(location(canvasElement)).toBe(contactPath('MARKETING'));
  },
});
export const ServerError500 = failsToSend(MOCK_EMAIL.error500, submitMessages.notSentTitle, submitMessages.notAccepted);
export const NetworkFailure = failsToSend(
  MOCK_EMAIL.dropped,
  submitMessages.unconfirmedTitle,
  submitMessages.unconfirmed,
);

/**
 * While sending, the button is busy and a second submit (Enter, a script) sends nothing more;
 * the loading overlay is up until the answer arrives.
 */
export const NoDoubleSubmit: Story = {
  beforeEach({ msw }) {
    startWithDraft('ETC')();
    // The meta's session is replaced by one that holds its answers.
    startMockApi(msw, true);
  },
  parameters: { route: contactPath('ETC') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: submitName('ETC', locale) }));
    const busy = await canvas.findByRole('button', { name: localized(locale, '보내는 중…') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-loading-overlay]')).toHaveAttribute(
        'data-state',
        'active',
      ),
    );
    canvas.getByRole('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    canvas.getByRole('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The one request in flight reaches the mock (its body is read asynchronously) and is held…
    await waitFor(() => expect(received).toHaveLength(1));
    release();
    await waitFor(() => expect(location(canvasElement)).toBe('/contact/complete'), slow);
    // …and the two extra submits while it was held sent nothing.
    await expect(received).toHaveLength(1);
  },
};

/**
 * Choosing another type tab replaces the URL (no history entry) and clears the whole form and
 * every draft; what was typed is not carried over.
 */
export const TabChangeClearsForm: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await typeAtEnd(textbox(canvas, '이름', locale), 'Nuri Kim');
    await waitFor(() => expect(loadDraft('DISTRIBUTION')).toMatchObject({ name: 'Nuri Kim' }));
    const history = window.history.length;
    await userEvent.click(canvas.getByRole('tab', { name: 'MARKETING' }));
    await waitFor(() => expect(location(canvasElement)).toBe(contactPath('MARKETING')));
    await expect(canvas.getByRole('tab', { name: 'MARKETING' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('form', { name: localized(locale, '마케팅 문의') })).toBeVisible();
    await expect(textbox(canvas, '이름', locale)).toHaveValue('');
    await expect(loadDraft('DISTRIBUTION')).toBeNull();
    await expect(window.history.length).toBe(history);
  },
};

/** The contact drafts in this tab's storage (and none anywhere else). */
const storedDrafts = () => ({
  session: Object.keys(sessionStorage).filter((key) => key.startsWith('nurimusic:contact-draft:')),
  local: Object.keys(localStorage).filter((key) => key.includes('contact')),
});

/**
 * The form says, above the fields, that it keeps what is typed in this browser tab until it is
 * sent or cleared. "Clear the form" asks first (the shared confirm dialog, focus on Cancel):
 * Cancel keeps everything and gives focus back to the button; OK empties every field and every
 * stored draft and puts focus on the first field. Typing afterwards is kept again.
 */
export const ClearForm: Story = {
  beforeEach: () => {
    startWithDraft('DISTRIBUTION')();
    saveDraft('MARKETING', sampleForm('MARKETING', new Date()));
  },
  parameters: { route: contactPath('DISTRIBUTION') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    const note = localized(
      locale,
      '작성 중인 내용은 보내거나 지울 때까지 이 브라우저 탭에만 보관되며, 탭을 닫으면 사라집니다.',
    );
    await expect(canvas.getByText(note)).toBeVisible();
    const clear = canvas.getByRole('button', { name: localized(locale, '양식 지우기') });
    await expect(clear).toHaveAccessibleDescription(note);
    await expect(textbox(canvas, '이름', locale)).toHaveValue('Nuri Kim');
    await expect(storedDrafts().session).toHaveLength(2);

    const dialogName = localized(locale, '양식 지우기');
    const cancelName = localized(locale, '취소');
    const okName = localized(locale, '확인');
    const openConfirm = async () => {
      await userEvent.click(clear);
      const dialog = await openAlert(canvasElement, dialogName);
      await expect(dialog).toHaveAccessibleDescription(
        localized(locale, '입력하신 내용을 모두 지울까요? 이 브라우저 탭에 보관된 내용도 함께 지워집니다.'),
      );
      await waitFor(() => expect(within(dialog).getByRole('button', { name: cancelName })).toHaveFocus());
      return dialog;
    };

    // Cancel: nothing changes, focus back on the button.
    let dialog = await openConfirm();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.isConnected).toBe(false), slow);
    await waitFor(() => expect(clear).toHaveFocus());
    await expect(textbox(canvas, '앨범명', locale)).toHaveValue('Blue Hour');
    await expect(storedDrafts().session).toHaveLength(2);

    // OK: every field empty, every draft gone, focus on the first field.
    dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: okName }));
    await waitFor(() => expect(dialog.isConnected).toBe(false), slow);
    const first = canvas.getByRole('radio', { name: localized(locale, '개인') });
    await waitFor(() => expect(first).toHaveFocus(), slow);
    // …and stays there once the dialog's own focus handling has run: Radix's FocusScope decides
    // where focus returns in a zero-delay timer queued when it unmounted (before the dialog left
    // the document); a zero-delay timer queued now runs after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(first).toHaveFocus();
    await expect(first).toBeChecked();
    for (const label of ['이름', '이메일', '연락처', '앨범명', '아티스트명', '비고']) {
      await expect(textbox(canvas, label, locale)).toHaveValue('');
    }
    await expect(storedDrafts()).toEqual({ session: [], local: [] });
    await expect(location(canvasElement)).toBe(contactPath('DISTRIBUTION'));

    // The feature stays: what is typed next is kept again.
    await typeAtEnd(textbox(canvas, '이름', locale), 'Haneul');
    await waitFor(() => expect(loadDraft('DISTRIBUTION')).toMatchObject({ name: 'Haneul' }));
    await expect(storedDrafts().local).toEqual([]);
  },
};

/** A percent-encoded type opens its tab; an unknown type is the 404 page. */
export const EncodedType: Story = {
  parameters: { route: '/contact/ABBEY%20ROAD%20STUDIOS' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'ABBEY ROAD STUDIOS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const UnknownType: Story = {
  parameters: { route: '/contact/NOPE' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: localized(globals.locale, '페이지를 찾을 수 없습니다'),
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** At 390 px: the tabs scroll sideways, the form is one column, the alert fits. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: submitName('DISTRIBUTION', globals.locale) }));
    const alert = await openAlert(canvasElement);
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * `/contact` (the release application, DISTRIBUTION) empty, as a visitor first sees it, on the
 * preview's pinned day: the visual target (Chromatic and the offline visual check).
 */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
