import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, type Ref } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { Button } from '../Button';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';
import { radioOrientations } from './RadioGroup.css';

type AudioSource = 'own' | 'cover';

const ControlledRadioGroup = withHeldValue<RadioGroupProps<AudioSource> & { ref?: Ref<HTMLInputElement> }>(
  RadioGroup<AudioSource>,
);

/**
 * One question, a few answers: native radios in a `<fieldset role="radiogroup">` named by its
 * legend. Arrow keys move between the answers (the browser does it), Tab enters and leaves the
 * group. Each answer is a 48 px box, laid out in a row that wraps.
 *
 * - `options`: `{ value, label }[]`; `value` + `onChange(value)`; `''` = nothing chosen.
 * - `required` sets `aria-required`, `error` sets `aria-invalid` on the group.
 * - The ref reaches the radio Tab would land on (the checked one, else the first).
 * - The contact form's presets of this group have their own stories and visual target:
 *   Features/ContactForm/RadioGroupPresets (`src/contact/ContactForm/RadioGroupPresets.stories.tsx`).
 */
const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  decorators: [formColumn],
  args: {
    label: <Trans>음원 종류</Trans>,
    options: [
      { value: 'own', label: <Trans>본인의 발매곡 또는 발매 예정곡</Trans> },
      { value: 'cover', label: <Trans>커버곡 또는 다른 곡</Trans> },
    ],
    value: 'own',
    orientation: 'horizontal',
    required: false,
    onChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioOrientations },
    onChange: { table: { disable: true } },
    options: { control: false },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
  },
  render: (args) => <ControlledRadioGroup {...(args as RadioGroupProps<AudioSource>)} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click and arrow keys choose; the group is named by its legend; each answer is a 44 px+ target. */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: say(globals.locale, '음원 종류', 'Audio source') });
    await expect(group.tagName).toBe('FIELDSET');
    const [own, cover] = within(group).getAllByRole('radio') as [HTMLInputElement, HTMLInputElement];
    await expect(own).toBeChecked();

    await userEvent.click(cover);
    await expect(cover).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cover');

    // Keyboard: Tab lands on the checked radio, arrows move and choose. A screen reader hears each
    // answer with its place: "radio, …, position 1, set size 2". (The virtual reader takes "checked"
    // from the `checked` attribute, which React leaves as rendered first, so the checked state after
    // a change is asserted on the element instead.)
    cover.blur();
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expect(cover).toHaveFocus();
      await expectSpoken(reader, {
        role: 'radio',
        name: localized(globals.locale, '커버곡 또는 다른 곡'),
        states: ['position 2', 'set size 2'],
      });
      await userEvent.keyboard('{ArrowLeft}');
      await expect(own).toHaveFocus();
      await expect(own).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('own');
      await expectSpoken(reader, {
        role: 'radio',
        name: localized(globals.locale, '본인의 발매곡 또는 발매 예정곡'),
        states: ['position 1', 'set size 2'],
      });
    });

    for (const radio of [own, cover]) {
      const box = radio.closest('label')!.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Horizontal by default: the answers share a row when they fit. */
export const Horizontal: Story = {
  tags: ['language-dependent'],
  args: {
    options: [
      { value: 'own', label: <Trans>본인 곡</Trans> },
      { value: 'cover', label: <Trans>커버곡</Trans> },
    ],
  },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

/**
 * With an error the group is `aria-invalid` and describes itself with the message. A screen reader
 * reading the form hears the group's question, hint and error, "invalid" and "required", then its
 * answers, none checked.
 */
export const WithError: Story = {
  tags: ['language-dependent'],
  args: {
    value: '',
    required: true,
    hint: <Trans>커버곡을 고르면 유통과 발매일 항목은 묻지 않습니다.</Trans>,
    error: <Trans>음원 종류를 골라 주세요.</Trans>,
  },
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await withScreenReader(canvasElement, async (reader) => {
      await readUntil(reader, {
        role: 'radiogroup',
        name: localized(globals.locale, '음원 종류'),
        description: [
          localized(globals.locale, '커버곡을 고르면 유통과 발매일 항목은 묻지 않습니다.'),
          localized(globals.locale, '오류:'),
          localized(globals.locale, '음원 종류를 골라 주세요.'),
        ].join(' '),
        states: ['invalid', 'required'],
      });
      await readUntil(reader, {
        role: 'radio',
        name: localized(globals.locale, '본인의 발매곡 또는 발매 예정곡'),
        states: ['not checked', 'position 1', 'set size 2'],
      });
    });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(
      say(
        globals.locale,
        '커버곡을 고르면 유통과 발매일 항목은 묻지 않습니다. 오류: 음원 종류를 골라 주세요.',
        'If you choose a cover, we will not ask about distribution and the release date. Error: Please choose the audio source.',
      ),
    );
    await expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
  },
};

/** The ref reaches a radio, so a form can move focus to the group in error. */
export const FocusFieldInError: Story = {
  args: { value: '', required: true, error: <Trans>음원 종류를 골라 주세요.</Trans> },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <Stack gap="md">
        <ControlledRadioGroup {...(args as RadioGroupProps<AudioSource>)} ref={ref} />
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
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals.locale, '오류 항목으로 이동', 'Go to the field in error') }),
    );
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
  },
};

/** Long questions and answers wrap inside 390 px; the answers stack when they do not fit. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    required: true,
    label: (
      <Trans>
        뮤직비디오에 사용할 음원은 본인의 발매곡(또는 발매 예정곡)인가요, 아니면 커버곡이나 다른 아티스트의 곡인가요?
      </Trans>
    ),
    options: [
      { value: 'own', label: <Trans>본인의 발매곡 또는 발매 예정곡 (누리뮤직 유통 여부와 관계없음)</Trans> },
      { value: 'cover', label: <Trans>커버곡 또는 다른 아티스트의 곡 (저작권 확인이 필요합니다)</Trans> },
    ],
    error: <Trans>음원 종류를 골라 주세요. 커버곡이라면 원곡의 권리 관계를 함께 알려 주세요.</Trans>,
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** All states of RadioGroup in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: function Render(args) {
    const props = args as RadioGroupProps<AudioSource>;
    return (
      <Stack gap="xl">
        <ControlledRadioGroup {...props} />
        <ControlledRadioGroup {...props} orientation="vertical" value="cover" />
        <ControlledRadioGroup
          {...props}
          value=""
          required
          hint={<Trans>커버곡을 고르면 유통과 발매일 항목은 묻지 않습니다.</Trans>}
          error={<Trans>음원 종류를 골라 주세요.</Trans>}
        />
        <ControlledRadioGroup {...props} disabled />
        <ControlledRadioGroup
          {...props}
          required
          label={
            <Trans>
              뮤직비디오에 사용할 음원은 본인의 발매곡(또는 발매 예정곡)인가요, 아니면 커버곡이나 다른 아티스트의
              곡인가요?
            </Trans>
          }
          options={[
            { value: 'own', label: <Trans>본인의 발매곡 또는 발매 예정곡 (누리뮤직 유통 여부와 관계없음)</Trans> },
            { value: 'cover', label: <Trans>커버곡 또는 다른 아티스트의 곡 (저작권 확인이 필요합니다)</Trans> },
          ]}
          error={<Trans>음원 종류를 골라 주세요. 커버곡이라면 원곡의 권리 관계를 함께 알려 주세요.</Trans>}
        />
      </Stack>
    );
  },
};
