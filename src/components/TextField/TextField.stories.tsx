import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, type Ref } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { Button } from '../Button';
import { RequiredLegend } from '../Field';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { TextField, type TextFieldProps } from './TextField';
import { textFieldTypes } from './TextField.css';

/** Holds the value like a form would, and reports every change to the `onChange` spy. */
const ControlledTextField = withHeldValue<TextFieldProps & { ref?: Ref<HTMLInputElement> }>(TextField);

/**
 * A one-line text input with label, hint and error (through `Field`). Controlled: `value` +
 * `onChange(value)`; the ref reaches the `<input>`, so a form can focus the field in error.
 *
 * - `type`: `text`, `email` (e-mail keyboard, `autocomplete="email"`, no spellcheck), `tel`
 *   (phone keypad, `autocomplete="tel"`), `url` (URL keyboard, no spellcheck).
 * - `autoComplete`: the personal fields of the contact form use `name`, `organization`,
 *   `email`, `tel`, `country-name` (A11Y.md, WCAG 1.3.5).
 * - `required`, `hint`, `error`: see Field.
 */
const meta = {
  title: 'Components/TextField',
  component: TextField,
  decorators: [formColumn],
  args: {
    label: <Trans>이름</Trans>,
    type: 'text',
    autoComplete: 'name',
    value: '',
    required: false,
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    onChange: { table: { disable: true } },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
  },
  render: (args) => <ControlledTextField {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's error as a screen reader hears it in the description: "Error: <message>". */
const errorDescription = (locale: unknown, message: string) =>
  `${localized(locale, '오류:')} ${localized(locale, message)}`;

/**
 * Typing reports each new value; the field is found by its label. A screen reader hears
 * "textbox, Name" on entering it: not required, not invalid.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: say(globals.locale, '이름', 'Name') });
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expectSpoken(reader, {
        role: 'textbox',
        name: localized(globals.locale, '이름'),
        notStates: ['required', 'invalid'],
      });
    });
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await userEvent.type(input, '김누리');
    await expect(input).toHaveValue('김누리');
    await expect(args.onChange).toHaveBeenLastCalledWith('김누리');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** E-mail: the e-mail keyboard, autocomplete and no spellcheck (A11Y.md Forms). */
export const Email: Story = {
  args: { type: 'email', autoComplete: undefined, label: <Trans>이메일</Trans>, required: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'hello@nurimusic.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('hello@nurimusic.com');
  },
};

/** Phone: the phone keypad and autocomplete. */
export const Phone: Story = {
  args: { type: 'tel', autoComplete: undefined, label: <Trans>연락처</Trans> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
  },
};

/** A link (streaming or social URL): the URL keyboard and no spellcheck. */
export const Url: Story = {
  args: {
    type: 'url',
    autoComplete: undefined,
    label: <Trans>아티스트 스트리밍 URL</Trans>,
    hint: <Trans>멜론, 스포티파이 등 아티스트 페이지 주소를 붙여 넣어 주세요.</Trans>,
  },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('type', 'url');
    await expect(input).toHaveAttribute('inputmode', 'url');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAccessibleDescription(
      say(
        globals.locale,
        '멜론, 스포티파이 등 아티스트 페이지 주소를 붙여 넣어 주세요.',
        "Paste the address of the artist's page on Melon, Spotify or another service.",
      ),
    );
  },
};

/** The personal fields of the contact form with their autocomplete tokens. */
export const PersonalFields: Story = {
  render: function Render(args) {
    const { t } = useLingui();
    return (
      <Stack gap="lg">
        <RequiredLegend />
        <ControlledTextField {...args} required label={t`이름`} autoComplete="name" />
        <ControlledTextField {...args} required label={t`회사명`} autoComplete="organization" />
        <ControlledTextField {...args} required label={t`이메일`} type="email" autoComplete={undefined} />
        <ControlledTextField {...args} required label={t`연락처`} type="tel" autoComplete={undefined} />
        <ControlledTextField {...args} required label={t`국가`} autoComplete="country-name" />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const tokens = [...within(canvasElement).getAllByRole('textbox')].map((input) =>
      input.getAttribute('autocomplete'),
    );
    await expect(tokens).toEqual(['name', 'organization', 'email', 'tel', 'country-name']);
    for (const input of within(canvasElement).getAllByRole('textbox')) await expect(input).toBeRequired();
  },
};

/** An error: `aria-invalid`, the message in the description, the text typed so far kept. */
export const WithError: Story = {
  args: {
    type: 'email',
    autoComplete: undefined,
    label: <Trans>이메일</Trans>,
    value: 'hello@nurimusic',
    required: true,
    error: <Trans>이메일 형식을 확인해 주세요.</Trans>,
  },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('hello@nurimusic');
    await expect(input).toHaveAccessibleDescription(
      say(globals.locale, '오류: 이메일 형식을 확인해 주세요.', 'Error: Please check your email format.'),
    );
  },
};

/**
 * The ref reaches the `<input>`: after a failed submit, the form focuses the field in error, and a
 * screen reader hears its label, the error message, "invalid" and "required".
 */
export const FocusFieldInError: Story = {
  tags: ['language-dependent'],
  args: { required: true, error: <Trans>이름을 입력해 주세요.</Trans> },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <Stack gap="md">
        <ControlledTextField {...args} ref={ref} />
        <div>
          <Button variant="secondary" onClick={() => ref.current?.focus()}>
            <Trans>오류 항목으로 이동</Trans>
          </Button>
        </div>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.click(
        canvas.getByRole('button', { name: say(globals.locale, '오류 항목으로 이동', 'Go to the field in error') }),
      );
      await expect(canvas.getByRole('textbox')).toHaveFocus();
      await expectSpoken(reader, {
        role: 'textbox',
        name: localized(globals.locale, '이름'),
        description: errorDescription(globals.locale, '이름을 입력해 주세요.'),
        states: ['invalid', 'required'],
      });
    });
  },
};

/** Long labels, hints and errors wrap inside 390 px. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    required: true,
    label: <Trans>음원 유통을 신청하시는 분의 성함 또는 아티스트 활동명 (영문 표기 포함)</Trans>,
    hint: <Trans>유통사와 플랫폼에 표시될 이름이므로 철자를 정확히 적어 주세요.</Trans>,
    error: <Trans>성함 또는 아티스트 활동명을 입력해 주세요. 이 항목은 비워 둘 수 없습니다.</Trans>,
    value: 'NURI MUSIC Orchestra & Friends featuring a very long artist name',
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** All states of TextField in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <ControlledTextField {...args} />
      <ControlledTextField
        {...args}
        required
        type="email"
        autoComplete={undefined}
        label={<Trans>이메일</Trans>}
        value="hello@nurimusic.com"
      />
      <ControlledTextField
        {...args}
        type="url"
        autoComplete={undefined}
        label={<Trans>아티스트 스트리밍 URL</Trans>}
        hint={<Trans>멜론, 스포티파이 등 아티스트 페이지 주소를 붙여 넣어 주세요.</Trans>}
        value="https://music.example.com/artist/haneul"
      />
      <ControlledTextField
        {...args}
        required
        type="email"
        autoComplete={undefined}
        label={<Trans>이메일</Trans>}
        value="hello@nurimusic"
        error={<Trans>이메일 형식을 확인해 주세요.</Trans>}
      />
      <ControlledTextField
        {...args}
        type="tel"
        autoComplete={undefined}
        label={<Trans>연락처</Trans>}
        value="010-0000-0000"
        disabled
      />
      <ControlledTextField
        {...args}
        required
        label={<Trans>음원 유통을 신청하시는 분의 성함 또는 아티스트 활동명 (영문 표기 포함)</Trans>}
        hint={<Trans>유통사와 플랫폼에 표시될 이름이므로 철자를 정확히 적어 주세요.</Trans>}
        error={<Trans>성함 또는 아티스트 활동명을 입력해 주세요. 이 항목은 비워 둘 수 없습니다.</Trans>}
        value="NURI MUSIC Orchestra & Friends featuring a very long artist name"
      />
    </Stack>
  ),
};
