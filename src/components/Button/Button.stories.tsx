import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Box, Stack } from '../Box';
import { Button, ButtonLink } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';
import { inverseSurface } from '../../styles/surfaces.css';

/**
 * The one button of the design system, and `ButtonLink` — a link that looks like a button.
 *
 * - `variant`: `primary` for the single main action of a view, `secondary` beside it, `ghost` for
 *   quiet actions. No surface prop: on a charcoal surface (hero, footer, `PageSection
 *   tone="inverse"`, the `inverseSurface` class) the colours follow it; `secondary` is a light outline there.
 * - `size`: `md` (44 px) is the touch-friendly default; `sm` stays above the 24 px minimum.
 * - A `Button` is `type="button"` unless told otherwise; a `ButtonLink` goes through the router,
 *   or, with `external`, opens a new window with `rel="noopener noreferrer"` and says so.
 */
const meta = {
  title: 'Components/Button',
  component: Button,
  args: { variant: 'primary', size: 'md', fullWidth: false, disabled: false, onClick: fn(), children: null },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    onClick: { table: { disable: true } },
    children: { table: { disable: true } },
  },
  render: (args) => (
    <Button {...args}>
      <Trans>문의하기</Trans>
    </Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelIn = (locale: unknown) => (locale === 'en' ? 'Contact us' : '문의하기');

/** Driven by the controls. The play test covers pointer, keyboard and the focus ring. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: labelIn(globals.locale) });
    await expect(button).toHaveAttribute('type', 'button');

    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    // Keyboard: Tab reaches it, Enter and Space activate it, the focus ring is visible.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** A disabled button ignores clicks and is skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every variant and size, the Chromatic target of this component. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              <Trans>문의하기</Trans>
            </Button>
          ))}
        </div>
      ))}
      <div className={inverseSurface} style={{ padding: 16, borderRadius: 8 }}>
        <Button variant="secondary">
          <Trans>문의하기</Trans>
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(buttonSizes.length * 3 + 1);
  },
};

/** The longest labels in both languages, to check wrapping at 390 px. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Button {...args}>
        <Trans>음원 유통 신청서를 작성하고 담당자의 답변을 기다려 주세요</Trans>
      </Button>
      <Button {...args} variant="secondary">
        <Trans>자주 묻는 질문과 이용 안내를 모두 보기</Trans>
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      // Long labels wrap inside the button instead of overflowing it.
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
    }
  },
};

/** `ButtonLink` to an in-app route and to an external site. */
export const AsLinks: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <ButtonLink href="/contact">
        <Trans>문의하기</Trans>
      </ButtonLink>
      <ButtonLink href="https://example.com/" external variant="secondary">
        <Trans>예시 사이트</Trans>
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const internal = canvas.getByRole('link', { name: labelIn(globals.locale) });
    await expect(internal).toHaveAttribute('href', '/contact');
    await expect(internal).not.toHaveAttribute('target');

    const hint = globals.locale === 'en' ? '(opens in a new window)' : '(새 창에서 열림)';
    const external = canvas.getByRole('link', { name: new RegExp(hint.replace(/[()]/g, '\\$&')) });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** All states of Button in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="lg">
      {buttonSizes.map((size) => (
        <Box key={size} display="flex" flexWrap="wrap" alignItems="center" gap="sm">
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              <Trans>문의하기</Trans>
            </Button>
          ))}
        </Box>
      ))}
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            <Trans>문의하기</Trans>
          </Button>
        ))}
      </Box>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
        <ButtonLink href="/contact">
          <Trans>문의하기</Trans>
        </ButtonLink>
        <ButtonLink href="https://example.com/" external variant="secondary">
          <Trans>예시 사이트</Trans>
        </ButtonLink>
      </Box>
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="sm"
        padding="lg"
        borderRadius="md"
        className={inverseSurface}
      >
        <Button variant="secondary">
          <Trans>문의하기</Trans>
        </Button>
        <Button variant="secondary" disabled>
          <Trans>문의하기</Trans>
        </Button>
      </Box>
      <Stack gap="sm" style={{ maxWidth: 360 }}>
        <Button fullWidth>
          <Trans>음원 유통 신청서를 작성하고 담당자의 답변을 기다려 주세요</Trans>
        </Button>
        <Button fullWidth variant="secondary" size="sm">
          <Trans>자주 묻는 질문과 이용 안내를 모두 보기</Trans>
        </Button>
      </Stack>
    </Stack>
  ),
};
