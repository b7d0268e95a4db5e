import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { TextArea, type TextAreaProps } from './TextArea';

const ControlledTextArea = withHeldValue<TextAreaProps>(TextArea);

/**
 * A multi-line text input with label, hint and error (through `Field`), for inquiries,
 * remarks and lists of URLs. Controlled: `value` + `onChange(value)`; the ref reaches the
 * `<textarea>`.
 *
 * - `rows` (default 4): the lines shown at least.
 * - `autoHeight` (default `true`): grows with the text up to 20 lines (CSS `field-sizing`);
 *   `false` keeps `rows` and scrolls. The user can always drag it taller.
 */
const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  decorators: [formColumn],
  args: {
    label: <Trans>문의 내용</Trans>,
    hint: <Trans>궁금하신 점을 자유롭게 적어 주세요.</Trans>,
    value: '',
    rows: 4,
    autoHeight: true,
    required: false,
    onChange: fn(),
  },
  argTypes: {
    onChange: { table: { disable: true } },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
    rows: { control: { type: 'number', min: 2, max: 12 } },
  },
  render: (args) => <ControlledTextArea {...args} />,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * It grows as lines are added, and reports every change. A screen reader hears its label and the
 * hint as its description on entering it.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const textarea = within(canvasElement).getByRole('textbox', {
      name: say(globals.locale, '문의 내용', 'Your inquiry'),
    });
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expectSpoken(reader, {
        role: 'textbox',
        name: localized(globals.locale, '문의 내용'),
        description: localized(globals.locale, '궁금하신 점을 자유롭게 적어 주세요.'),
        notStates: ['required', 'invalid'],
      });
    });
    await expect(textarea).toHaveAttribute('rows', '4');
    const before = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, '첫째 줄{Enter}둘째 줄{Enter}셋째 줄{Enter}넷째 줄{Enter}다섯째 줄{Enter}여섯째 줄');
    await expect(args.onChange).toHaveBeenLastCalledWith('첫째 줄\n둘째 줄\n셋째 줄\n넷째 줄\n다섯째 줄\n여섯째 줄');
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

/** `autoHeight={false}`: a fixed number of rows that scrolls. */
export const FixedRows: Story = {
  args: { autoHeight: false, rows: 3 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await expect(textarea).toHaveAttribute('rows', '3');
    const before = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6');
    await expect(textarea.getBoundingClientRect().height).toBe(before);
  },
};

/**
 * An error keeps the text and marks the field. A screen reader entering it hears the label, the hint
 * and the error ("Error: …") as the description, "invalid" and "required".
 */
export const WithError: Story = {
  tags: ['language-dependent'],
  args: { required: true, error: <Trans>문의 내용을 입력해 주세요.</Trans> },
  play: async ({ canvasElement, globals }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expectSpoken(reader, {
        role: 'textbox',
        name: localized(globals.locale, '문의 내용'),
        description: [
          localized(globals.locale, '궁금하신 점을 자유롭게 적어 주세요.'),
          localized(globals.locale, '오류:'),
          localized(globals.locale, '문의 내용을 입력해 주세요.'),
        ].join(' '),
        states: ['invalid', 'required'],
      });
    });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription(
      say(
        globals.locale,
        '궁금하신 점을 자유롭게 적어 주세요. 오류: 문의 내용을 입력해 주세요.',
        'Tell us anything you would like to know. Error: Please enter the Inquiries.',
      ),
    );
  },
};

/** Long labels, hints and errors wrap inside 390 px. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    required: true,
    label: <Trans>발매된 앨범 URL (여러 개인 경우 한 줄에 하나씩, 모든 플랫폼의 주소를 적어 주세요)</Trans>,
    hint: (
      <Trans>이전에 발매한 앨범이 있다면 멜론, 스포티파이, 애플 뮤직 등 플랫폼별 앨범 주소를 모두 적어 주세요.</Trans>
    ),
    error: <Trans>이전에 발매한 적이 있다고 답하셨으므로 발매된 앨범의 URL을 하나 이상 입력해 주세요.</Trans>,
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** Album URLs, one a line: a value that reads the same in both languages. */
const albumUrls = [1, 2, 3, 4, 5, 6].map((n) => `https://music.example.com/album/${n}`).join('\n');

/** All states of TextArea in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <ControlledTextArea {...args} />
      <ControlledTextArea {...args} value={albumUrls} />
      <ControlledTextArea {...args} value={albumUrls} autoHeight={false} rows={3} />
      <ControlledTextArea {...args} required error={<Trans>문의 내용을 입력해 주세요.</Trans>} />
      <ControlledTextArea {...args} value="https://music.example.com/album/1" rows={2} disabled />
      <ControlledTextArea
        {...args}
        required
        label={<Trans>발매된 앨범 URL (여러 개인 경우 한 줄에 하나씩, 모든 플랫폼의 주소를 적어 주세요)</Trans>}
        hint={
          <Trans>
            이전에 발매한 앨범이 있다면 멜론, 스포티파이, 애플 뮤직 등 플랫폼별 앨범 주소를 모두 적어 주세요.
          </Trans>
        }
        error={<Trans>이전에 발매한 적이 있다고 답하셨으므로 발매된 앨범의 URL을 하나 이상 입력해 주세요.</Trans>}
      />
    </Stack>
  ),
};
