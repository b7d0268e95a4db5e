import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { sampleForm } from '../fixtures';
import { changeRequestFormUrl, RIGHTS_HOLDER_SITE_URL } from '../links';
import { initialFormState, inquiryTypes, type FieldKey, type FormState, type InquiryType } from '../types';
import { useReleaseCalendar } from '../useReleaseCalendar';
import { validationMessages } from '../validation';
import { company } from '../../content/company';
import { isLocale } from '../../i18n';
import { handlers } from '../mocks/handlers';
import { Button } from '../../components/Button';
import { expectNoOverflow, say } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { ContactForm, type ContactFormHandle, type ContactFormProps } from './ContactForm';
import { morningOf, storyDay } from '../../../tests/clock/clock';

/** Every story's "today", so dates and snapshots never move: the preview's pinned day (tests/clock/clock.ts). */
const storyToday = morningOf(storyDay);
/** sampleForm's dates for that day: release 2026-12-05 (a Saturday), materials ready 2026-11-24. */
const sample = (type: InquiryType) => sampleForm(type, storyToday) as unknown as FormState;

/**
 * Holds the form like the page does, with the page's owner of the disabled release days against
 * the story's mock API (every Wednesday is closed); a story can start it filled and ask it to
 * focus a field.
 */
function ContactFormDemo(props: ContactFormProps & { focusOnLoad?: FieldKey }) {
  const { focusOnLoad, ...args } = props;
  const fits = Object.keys(args.value).sort().join() === Object.keys(initialFormState(args.type)).sort().join();
  const [value, setValue] = useState<FormState>(fits ? args.value : initialFormState(args.type));
  const handle = useRef<ContactFormHandle>(null);
  const calendar = useReleaseCalendar(args.today, 'releaseDate' in value ? value.releaseDate : undefined);
  return (
    <>
      {focusOnLoad && (
        // Stands in for the page's alert: closing it focuses the field in error.
        <Button variant="secondary" onClick={() => handle.current?.focusField(focusOnLoad)}>
          <Trans>오류 항목으로 이동</Trans>
        </Button>
      )}
      <ContactForm
        {...args}
        ref={handle}
        value={value}
        disabledReleaseDates={calendar.disabled}
        onReleaseMonthChange={(month) => {
          calendar.loadMonth(month);
          args.onReleaseMonthChange?.(month);
        }}
        onChange={(next, field) => {
          setValue(next);
          args.onChange(next, field);
        }}
      />
    </>
  );
}

/**
 * The contact and release-application form of one inquiry type (SPEC §2), controlled and
 * presentational: the page validates on submit (SPEC §5), sends, and passes errors back.
 *
 * - `type`: one of the seven inquiry types; decides the title (`h2`, which names the form), the
 *   notes (distribution: existing-member link, change-request form of the UI language, the
 *   2-weeks and no-audio rules) and the type-specific fields with their conditions.
 * - `value` / `onChange(next, field)`: the whole `FormState` of src/contact (applicant
 *   `individual`/`corporation` as the payload's `entity`, budget `{ range, other }` with the
 *   range `'Others'` as SPEC §9 names it); the field components take these shapes as they are.
 * - `errors`: `{ [field]: message }` — the field gets `aria-invalid` and the message beside it.
 * - `onSubmit`: the form is `noValidate` and never checks anything itself.
 * - `busy`: while sending the button is `aria-busy`/`aria-disabled`, keeps focus and submits nothing.
 * - `today`: the date pickers' minimums. `disabledReleaseDates` + `onReleaseMonthChange`: the
 *   server-disabled release days, shown only; `useReleaseCalendar` (src/contact) owns them (here
 *   and on the page).
 * - ref: `ContactFormHandle` — `focusField(key)` (after the validation alert) and `focusSubmit()`.
 */
const meta = {
  title: 'Features/ContactForm',
  component: ContactForm,
  parameters: { layout: 'fullscreen' },
  args: {
    type: 'DISTRIBUTION',
    value: initialFormState('DISTRIBUTION'),
    today: storyToday,
    busy: false,
    errors: {},
    onChange: fn(),
    onSubmit: fn(),
    onReleaseMonthChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: inquiryTypes },
    value: { control: false },
    errors: { control: false },
    today: { control: false },
    onChange: { table: { disable: true } },
    onSubmit: { table: { disable: true } },
    onReleaseMonthChange: { table: { disable: true } },
    disabledReleaseDates: { table: { disable: true } },
    ref: { table: { disable: true } },
  },
  beforeEach({ msw }) {
    msw.use(...handlers);
  },
  render: (args) => <ContactFormDemo key={args.type} {...args} />,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The value the form last reported. */
const lastValue = (onChange: unknown) => {
  const calls = (onChange as Mock<ContactFormProps['onChange']>).mock.calls;
  return calls[calls.length - 1]?.[0];
};

/** Replaces a field's text: clicks into it, clears it and pastes (typing every key is slow in CI). */
const typeInto = async (canvas: Canvas, name: string, text: string) => {
  const box = canvas.getByRole('textbox', { name });
  await userEvent.clear(box);
  await userEvent.paste(text);
};

const radioGroup = (canvas: Canvas, name: string) => canvas.getByRole('radiogroup', { name });
const choose = async (canvas: Canvas, group: string, answer: string) => {
  await userEvent.click(within(radioGroup(canvas, group)).getByRole('radio', { name: answer }));
};

/** Fills the common fields as `sampleForm` has them (a person). */
async function fillCommon(canvas: Canvas, locale: unknown) {
  await typeInto(canvas, localized(locale, '이름'), 'Nuri Kim');
  await typeInto(canvas, localized(locale, '이메일'), 'nuri.kim@example.com');
  await typeInto(canvas, localized(locale, '연락처'), '010-0000-0000');
  await typeInto(canvas, localized(locale, '거주 국가'), 'Republic of Korea');
}

/** Ticks the consent and sends with the button. */
async function consentAndSubmit(canvas: Canvas, type: InquiryType, locale: unknown) {
  await userEvent.click(canvas.getByRole('checkbox'));
  const label = type === 'DISTRIBUTION' ? localized(locale, '발매 신청 보내기') : localized(locale, '문의 보내기');
  await userEvent.click(canvas.getByRole('button', { name: label }));
}

const yes = (locale: unknown) => localized(locale, '예');
/** "Will you distribute through NURI MUSIC?", with the brand as the form writes it. */
const distributedByUs = (locale: unknown) =>
  localized(locale, '{brand}을 통해 유통하시나요?', {
    brand: { ko: company.brandKo, en: company.brand }[isLocale(locale) ? locale : 'ko'],
  });
const no = (locale: unknown) => localized(locale, '아니오');
const releasedBefore = (locale: unknown) => localized(locale, '이전에 음원을 발매한 적이 있나요?');
const releasedUrl = (locale: unknown) => localized(locale, '발매된 앨범 URL');

/**
 * DISTRIBUTION, empty: the form is named by its title, `noValidate`, the common fields carry their
 * autocomplete tokens, the notes link to the rights-holder site and to the change-request form of
 * the UI language (new windows). Submitting calls `onSubmit` — the form never validates itself.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    const form = canvas.getByRole('form', { name: localized(locale, '음원 유통 신청') });
    await expect(form).toHaveAttribute('novalidate');

    await expect(canvas.getByRole('textbox', { name: localized(locale, '이름') })).toHaveAttribute(
      'autocomplete',
      'name',
    );
    const email = canvas.getByRole('textbox', { name: localized(locale, '이메일') });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('spellcheck', 'false');
    await expect(canvas.getByRole('textbox', { name: localized(locale, '연락처') })).toHaveAttribute(
      'autocomplete',
      'tel',
    );
    await expect(canvas.getByRole('textbox', { name: localized(locale, '거주 국가') })).toHaveAttribute(
      'autocomplete',
      'country-name',
    );
    // Radio questions are fieldsets named by their legend, with the SPEC §4 defaults.
    const applicant = radioGroup(canvas, localized(locale, '신청자 유형'));
    await expect(applicant.tagName).toBe('FIELDSET');
    await expect(within(applicant).getByRole('radio', { name: localized(locale, '개인') })).toBeChecked();
    await expect(
      within(radioGroup(canvas, releasedBefore(locale))).getByRole('radio', { name: no(locale) }),
    ).toBeChecked();
    await expect(
      within(radioGroup(canvas, localized(locale, '뮤직비디오가 있나요?'))).getByRole('radio', {
        name: yes(locale),
      }),
    ).toBeChecked();

    const member = canvas.getByRole('link', {
      name: `${localized(locale, '권리자 사이트로 가기')} ${localized(locale, '(새 창에서 열림)')}`,
    });
    await expect(member).toHaveAttribute('href', RIGHTS_HOLDER_SITE_URL);
    await expect(member).toHaveAttribute('target', '_blank');
    const change = canvas.getByRole('link', {
      name: `${localized(locale, '정보 변경 신청서 작성하기')} ${localized(locale, '(새 창에서 열림)')}`,
    });
    await expect(change).toHaveAttribute('href', changeRequestFormUrl(isLocale(locale) ? locale : 'ko'));
    await expect(
      canvas.getByText(localized(locale, '음원과 앨범 자료는 출시일 2주 전까지 업로드해 주세요.')),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: localized(locale, '발매 신청 보내기') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every DISTRIBUTION field filled by typing and clicking, then sent: the value is exactly `sampleForm`. */
export const DistributionFilled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await fillCommon(canvas, locale);
    await typeInto(canvas, localized(locale, '앨범명'), 'Blue Hour');
    await typeInto(canvas, localized(locale, '아티스트명'), 'Haneul Park');
    await typeInto(canvas, localized(locale, '아티스트 스트리밍 URL'), 'https://music.example.com/artist/haneul');
    await typeInto(canvas, localized(locale, '아티스트 SNS 링크'), 'https://sns.example.com/haneul');
    await typeInto(canvas, localized(locale, '데모 파일 링크'), 'https://files.example.com/blue-hour.zip');
    await typeInto(canvas, localized(locale, '출시 희망일'), '2026-12-05');
    await choose(canvas, localized(locale, '출시 시간'), '18:00');
    await typeInto(canvas, localized(locale, '자료 준비 완료일'), '2026-11-24');
    await typeInto(canvas, localized(locale, '비고'), 'Lead single is track 2.');
    await consentAndSubmit(canvas, 'DISTRIBUTION', locale);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(lastValue(args.onChange)).toEqual(sample('DISTRIBUTION'));
  },
};

/** Released before → the released-album URLs appear (required); No hides them and keeps the text. */
export const DistributionReleasedBefore: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await expect(canvas.queryByRole('textbox', { name: releasedUrl(locale) })).toBeNull();
    await choose(canvas, releasedBefore(locale), yes(locale));
    const url = canvas.getByRole('textbox', { name: releasedUrl(locale) });
    await expect(url).toBeRequired();
    await userEvent.click(url);
    await userEvent.paste('https://music.example.com/album/1');
    await choose(canvas, releasedBefore(locale), no(locale));
    await expect(canvas.queryByRole('textbox', { name: releasedUrl(locale) })).toBeNull();
    await choose(canvas, releasedBefore(locale), yes(locale));
    await expect(canvas.getByRole('textbox', { name: releasedUrl(locale) })).toHaveValue(
      'https://music.example.com/album/1',
    );
    await expect(lastValue(args.onChange)).toMatchObject({
      releasedBefore: true,
      releasedUrl: 'https://music.example.com/album/1',
    });
  },
};

/** A company applicant gets the (required) company field, with the `organization` token; a person does not. */
export const CompanyApplicant: Story = {
  args: { type: 'ETC', value: initialFormState('ETC') },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    const company = () => canvas.queryByRole('textbox', { name: localized(locale, '회사명') });
    await expect(company()).toBeNull();
    await choose(canvas, localized(locale, '신청자 유형'), localized(locale, '회사'));
    await expect(company()).toBeRequired();
    await expect(company()).toHaveAttribute('autocomplete', 'organization');
    await expect(lastValue(args.onChange)).toMatchObject({ applicantType: 'corporation' });
    await choose(canvas, localized(locale, '신청자 유형'), localized(locale, '개인'));
    await expect(company()).toBeNull();
    await expect(lastValue(args.onChange)).toMatchObject({ applicantType: 'individual' });
  },
};

/**
 * MARKETING filled and sent. Conditions on the way: no video hides the video URL and makes the
 * audio link optional; distributed through us hides the distributor name; the budget's "기타" (`'Others'`)
 * reveals a free-text field (stored as `{ range: 'Others', other }`).
 */
export const Marketing: Story = {
  args: { type: 'MARKETING', value: initialFormState('MARKETING') },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await expect(canvas.getByRole('form', { name: localized(locale, '마케팅 문의') })).toBeVisible();
    const videoQuestion = localized(locale, '뮤직비디오가 있나요?');
    const videoUrl = localized(locale, '뮤직비디오 URL');
    const audio = localized(locale, '음원 파일 링크');
    const distributed = distributedByUs(locale);
    const distributor = localized(locale, '유통사명');

    await expect(canvas.getByRole('textbox', { name: audio })).toBeRequired();
    await choose(canvas, videoQuestion, no(locale));
    await expect(canvas.queryByRole('textbox', { name: videoUrl })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: audio })).not.toBeRequired();
    await choose(canvas, videoQuestion, yes(locale));

    await expect(canvas.getByRole('textbox', { name: distributor })).toBeRequired();
    await choose(canvas, distributed, yes(locale));
    await expect(canvas.queryByRole('textbox', { name: distributor })).toBeNull();
    await choose(canvas, distributed, no(locale));

    const budget = canvas.getByRole('combobox', { name: localized(locale, '예산') });
    await userEvent.selectOptions(budget, 'Others');
    await userEvent.type(canvas.getByRole('textbox', { name: localized(locale, '기타 예산') }), 'ask');
    await expect(lastValue(args.onChange)).toMatchObject({ budget: { range: 'Others', other: 'ask' } });
    await userEvent.selectOptions(budget, '500~1000');
    await expect(canvas.queryByRole('textbox', { name: localized(locale, '기타 예산') })).toBeNull();

    await fillCommon(canvas, locale);
    await typeInto(canvas, localized(locale, '아티스트명'), 'Haneul Park');
    await typeInto(canvas, localized(locale, '스트리밍 URL'), 'https://music.example.com/artist/haneul');
    await typeInto(canvas, audio, 'https://files.example.com/blue-hour.wav');
    await typeInto(canvas, videoUrl, 'https://video.example.com/watch/blue-hour');
    await typeInto(canvas, localized(locale, '출시 희망일'), '2026-12-05');
    await choose(canvas, localized(locale, '출시 시간'), '12:00');
    await typeInto(canvas, distributor, 'Riverside Records');
    await typeInto(canvas, localized(locale, '아티스트 SNS 링크'), 'https://sns.example.com/haneul');
    await typeInto(canvas, localized(locale, '코멘트'), 'Focus on short-form video.');
    await consentAndSubmit(canvas, 'MARKETING', locale);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The budget keeps the text typed under "others" (nothing typed is thrown away).
    await expect(lastValue(args.onChange)).toEqual({
      ...sample('MARKETING'),
      budget: { range: '500~1000', other: 'ask' },
    });
  },
};

const coverHidden = (locale: unknown) => [
  distributedByUs(locale),
  localized(locale, '이 곡의 뮤직비디오가 이미 있나요?'),
  localized(locale, '출시 시간'),
];

/**
 * VIDEO PRODUCTION: a cover hides the five own-track questions (distributor, release date, release
 * time, has a video, video URL) and keeps what was typed; the distributor "no" reveals the name.
 * Filled and sent, the value is exactly `sampleForm`.
 */
export const VideoProduction: Story = {
  args: { type: 'VIDEO PRODUCTION', value: initialFormState('VIDEO PRODUCTION') },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    const source = localized(locale, '음원 종류');
    const own = localized(locale, '본인의 발매곡 또는 발매 예정곡');
    const cover = localized(locale, '커버곡 또는 다른 아티스트의 곡');
    const releaseDate = localized(locale, '출시 희망일');
    const videoUrl = localized(locale, '뮤직비디오 URL');
    const distributor = localized(locale, '유통사명');
    const distributed = coverHidden(locale)[0]!;
    const fieldCount = () => canvas.getAllByRole('textbox').length + canvas.getAllByRole('radiogroup').length;

    // Own track (default): all five questions are there; "undecided" asks for no name.
    for (const name of coverHidden(locale)) await expect(radioGroup(canvas, name)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: releaseDate })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: videoUrl })).toBeVisible();
    await expect(
      within(radioGroup(canvas, distributed)).getByRole('radio', { name: localized(locale, '미정') }),
    ).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: distributor })).toBeNull();
    await typeInto(canvas, releaseDate, '2026-12-05');
    const before = fieldCount();

    await choose(canvas, source, cover);
    for (const name of coverHidden(locale)) await expect(canvas.queryByRole('radiogroup', { name })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: releaseDate })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: videoUrl })).toBeNull();
    await expect(fieldCount()).toBe(before - 5);

    await choose(canvas, source, own);
    await expect(canvas.getByRole('textbox', { name: releaseDate })).toHaveValue('2026-12-05');
    await choose(canvas, distributed, no(locale));
    await expect(canvas.getByRole('textbox', { name: distributor })).toBeRequired();

    await fillCommon(canvas, locale);
    await typeInto(canvas, localized(locale, '아티스트 스트리밍 URL'), 'https://music.example.com/artist/haneul');
    await typeInto(canvas, localized(locale, '원하시는 영상 설명'), 'A one-take performance video on a rooftop.');
    await typeInto(canvas, localized(locale, '레퍼런스 영상 링크'), 'https://video.example.com/watch/reference');
    await typeInto(canvas, localized(locale, '음원 파일 링크'), 'https://files.example.com/blue-hour.wav');
    await typeInto(canvas, distributor, 'Riverside Records');
    await choose(canvas, localized(locale, '출시 시간'), '18:00');
    await typeInto(canvas, videoUrl, 'https://video.example.com/watch/teaser');
    await typeInto(canvas, localized(locale, '예산'), 'About 3,000,000 KRW');
    await typeInto(canvas, localized(locale, '코멘트'), 'Shooting in Seoul.');
    await consentAndSubmit(canvas, 'VIDEO PRODUCTION', locale);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(lastValue(args.onChange)).toEqual(sample('VIDEO PRODUCTION'));
  },
};

/** ABBEY ROAD STUDIOS: released before → URL; social links; the inquiry. Filled and sent. */
export const AbbeyRoad: Story = {
  args: { type: 'ABBEY ROAD STUDIOS', value: initialFormState('ABBEY ROAD STUDIOS') },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await expect(canvas.queryByRole('textbox', { name: releasedUrl(locale) })).toBeNull();
    await fillCommon(canvas, locale);
    await choose(canvas, releasedBefore(locale), yes(locale));
    await typeInto(canvas, releasedUrl(locale), 'https://music.example.com/album/blue-hour');
    await typeInto(canvas, localized(locale, '아티스트 SNS 링크'), 'https://sns.example.com/haneul');
    const inquiry = canvas.getByRole('textbox', { name: localized(locale, '문의 내용') });
    await expect(inquiry).toBeRequired();
    await userEvent.click(inquiry);
    await userEvent.paste('Mastering for a five-track EP.');
    await consentAndSubmit(canvas, 'ABBEY ROAD STUDIOS', locale);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(lastValue(args.onChange)).toEqual(sample('ABBEY ROAD STUDIOS'));
  },
};

/** `title`: the form's name, the product's message source. */
const inquiryOnly = (type: 'MUSIC PRODUCTION' | 'PUBLISHING' | 'ETC', title: string): Story => ({
  args: { type, value: initialFormState(type) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await expect(canvas.getByRole('form', { name: localized(locale, title) })).toBeVisible();
    // Common fields plus the inquiry text: nothing else.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
    await fillCommon(canvas, locale);
    const inquiry = canvas.getByRole('textbox', { name: localized(locale, '문의 내용') });
    await expect(inquiry).toBeRequired();
    await userEvent.click(inquiry);
    await userEvent.paste((sample(type) as FormState<'ETC'>).comment);
    await consentAndSubmit(canvas, type, locale);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(lastValue(args.onChange)).toEqual(sample(type));
  },
});

/** MUSIC PRODUCTION: the inquiry text only. */
export const MusicProduction = inquiryOnly('MUSIC PRODUCTION', '음악 제작 문의');
/** PUBLISHING: the inquiry text only. */
export const Publishing = inquiryOnly('PUBLISHING', '퍼블리싱 문의');
/** ETC: the inquiry text only; the type is labelled with a translated 'other'. */
export const Etc: Story = {
  ...inquiryOnly('ETC', '기타 문의'),
  play: async (context) => {
    await expect(
      within(context.canvasElement).getByText(
        localized(context.globals.locale, '기타', undefined, 'contact inquiry type tab'),
      ),
    ).toBeVisible();
    await inquiryOnly('ETC', '기타 문의').play!(context);
  },
};

/**
 * The page's error display: the field in error is `aria-invalid`, with the message beside it in
 * its description; the ref's `focusField` focuses it (what the page does when the alert closes).
 */
export const FieldInError: Story = {
  args: { type: 'DISTRIBUTION', value: sample('DISTRIBUTION') },
  render: function Render(args) {
    const { i18n } = useLingui();
    return (
      <ContactFormDemo
        {...args}
        errors={{ albumTitle: i18n._(validationMessages.albumTitleRequired) }}
        focusOnLoad="albumTitle"
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    const title = canvas.getByRole('textbox', { name: localized(locale, '앨범명') });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(
      `${localized(locale, '오류:')} ${localized(locale, validationMessages.albumTitleRequired)}`,
    );
    await expect(canvas.getByRole('textbox', { name: localized(locale, '아티스트명') })).not.toHaveAttribute(
      'aria-invalid',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: say(locale, '오류 항목으로 이동', 'Go to the field in error') }), // the story's own button
    );
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/** Sending: the button says so, stays focusable (`aria-disabled`, not `disabled`) and submits nothing. */
export const Busy: Story = {
  args: { type: 'ETC', value: sample('ETC'), busy: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: localized(globals.locale, '보내는 중…') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    // Enter in a field submits the form: ignored as well.
    await userEvent.type(canvas.getByRole('textbox', { name: localized(globals.locale, '이름') }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** At 390 px the fields stack in one column, the notes come first and nothing overflows. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  args: { type: 'VIDEO PRODUCTION', value: initialFormState('VIDEO PRODUCTION') },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: localized(globals.locale, '이름') });
    const email = canvas.getByRole('textbox', { name: localized(globals.locale, '이메일') });
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.getBoundingClientRect().bottom).toBeLessThan(name.getBoundingClientRect().top);
    await expectNoOverflow(canvasElement);
  },
};

/**
 * All states of ContactForm in one picture: the visual target (Chromatic and the offline visual
 * check). DISTRIBUTION, the richest type (notes, conditions, both date pickers, the time slot),
 * filled as `sampleForm` with the album title left empty and in error, and the draft note the
 * page shows. The other types are the same fields: their behaviour stories cover them.
 */
export const Screenshots: Story = {
  tags: ['language-dependent'],
  // Padded, unlike the behaviour stories: the picture shows the form's edges.
  parameters: { ...visualTarget().parameters, layout: 'padded' },
  args: { type: 'DISTRIBUTION', value: { ...sample('DISTRIBUTION'), albumTitle: '' } as FormState },
  render: function Render(args) {
    const { i18n } = useLingui();
    return (
      <ContactFormDemo
        {...args}
        errors={{ albumTitle: i18n._(validationMessages.albumTitleRequired) }}
        onClear={() => {}}
      />
    );
  },
};
