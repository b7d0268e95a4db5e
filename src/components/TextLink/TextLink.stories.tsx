import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { company } from '../../content/company';
import { Box, Stack } from '../Box';
import { TextLink } from './TextLink';
import { inverseSurface } from '../../styles/surfaces.css';

/** The surfaces a link is shown on: the light reading surface and a charcoal (inverse) one. */
const surfaces = ['light', 'inverse'] as const;

/**
 * `TextLink` — an inline link inside running text (terms, notices, form hints, article footers).
 *
 * - `href`: an in-app route goes through the router (no page reload).
 * - `external`: opens a new window with `rel="noopener noreferrer"`, shows a small arrow and adds a
 *   visually hidden "(opens in a new window)" to its name.
 * - No tone prop: on a charcoal surface (the footer, a hero, `PageSection tone="inverse"`, the
 *   `inverseSurface` class) it takes that surface's colour roles.
 *
 * It is always underlined (the underline, not colour alone, tells it from the text around it) and
 * takes the global focus ring.
 */
const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { href: '/terms', external: false, children: null },
  argTypes: {
    children: { table: { disable: true } },
  },
  render: (args) => (
    <p style={{ maxWidth: 560 }}>
      <Trans>
        자세한 내용은 <TextLink {...args}>개인정보처리방침</TextLink>에서 확인할 수 있습니다.
      </Trans>
    </p>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const policyIn = (locale: unknown) => (locale === 'en' ? 'privacy policy' : '개인정보처리방침');
const hintIn = (locale: unknown) => (locale === 'en' ? '(opens in a new window)' : '(새 창에서 열림)');

/** Where the memory router is, so a play test can see a client-side navigation. */
function LocationReadout() {
  const [location] = useLocation();
  return (
    <p data-testid="location" style={{ marginTop: 16, fontFamily: 'monospace' }}>
      {location}
    </p>
  );
}

/** Driven by the controls. An internal link navigates through the router and shows the focus ring. */
export const Playground: Story = {
  render: (args) => (
    <>
      <p style={{ maxWidth: 560 }}>
        <Trans>
          자세한 내용은 <TextLink {...args}>개인정보처리방침</TextLink>에서 확인할 수 있습니다.
        </Trans>
      </p>
      <LocationReadout />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: policyIn(globals.locale) });
    await expect(link).toHaveAttribute('href', '/terms');
    await expect(link).not.toHaveAttribute('target');
    // Underlined, so it is not told apart by colour alone (WCAG 1.4.1).
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');

    await userEvent.click(link);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/terms');
  },
};

/** An external link opens a new window, safely, and says so. */
export const External: Story = {
  args: { href: company.channels.video, external: true },
  render: (args) => (
    <p style={{ maxWidth: 560 }}>
      <Trans>
        새 소식은 <TextLink {...args}>공식 유튜브 채널</TextLink>에서 가장 먼저 전합니다.
      </Trans>
    </p>
  ),
  play: async ({ canvasElement, globals }) => {
    const hint = hintIn(globals.locale);
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(expect.stringContaining(hint));
    await expect(link).toHaveAttribute('href', company.channels.video);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The arrow is decoration: hidden from assistive technology.
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** On a charcoal surface (footer, hero) the link switches to the light text colour. */
export const OnDark: Story = {
  render: (args) => (
    <Box className={inverseSurface} padding="lg" borderRadius="md">
      <p style={{ maxWidth: 560 }}>
        <Trans>
          자세한 내용은 <TextLink {...args}>개인정보처리방침</TextLink>에서 확인할 수 있습니다.
        </Trans>
      </p>
    </Box>
  ),
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: policyIn(globals.locale) });
    // textInverse (paper) on charcoal; axe checks the contrast after the play function.
    await expect(getComputedStyle(link).color).toBe('rgb(244, 242, 238)');
  },
};

/** On both surfaces, internal and external, side by side. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {surfaces.map((surface) => (
        <Stack
          key={surface}
          className={surface === 'inverse' ? inverseSurface : undefined}
          gap="xs"
          padding="lg"
          borderRadius="md"
          background="surface"
          color="text"
        >
          <p>
            <Trans>
              자세한 내용은 <TextLink href="/terms">개인정보처리방침</TextLink>
              에서 확인할 수 있습니다.
            </Trans>
          </p>
          <p>
            <Trans>
              새 소식은{' '}
              <TextLink href={company.channels.video} external>
                공식 유튜브 채널
              </TextLink>
              에서 가장 먼저 전합니다.
            </Trans>
          </p>
        </Stack>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(surfaces.length * 2);
    await expect(links.filter((l) => l.getAttribute('target') === '_blank')).toHaveLength(surfaces.length);
  },
};

/** Long link text in both languages wraps inside a 390 px column instead of overflowing it. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <p style={{ maxWidth: 358 }}>
      <Trans>
        발매 전 주의 사항은{' '}
        <TextLink href="/notice/1">음원 유통 신청 전에 꼭 읽어야 할 자료 준비와 발매 일정 안내</TextLink>를 참고해
        주세요.
      </Trans>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    const link = within(canvasElement).getByRole('link');
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth + 1);
    // The link wraps onto several lines rather than running out of the column.
    await expect(link.getClientRects().length).toBeGreaterThan(1);
  },
};

/** All states of TextLink in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="md" style={{ maxWidth: 560 }}>
      {surfaces.map((surface) => (
        <Stack
          key={surface}
          className={surface === 'inverse' ? inverseSurface : undefined}
          gap="xs"
          padding="lg"
          borderRadius="md"
          background="surface"
          color="text"
        >
          <p>
            <Trans>
              자세한 내용은 <TextLink href="/terms">개인정보처리방침</TextLink>
              에서 확인할 수 있습니다.
            </Trans>
          </p>
          <p>
            <Trans>
              새 소식은{' '}
              <TextLink href={company.channels.video} external>
                공식 유튜브 채널
              </TextLink>
              에서 가장 먼저 전합니다.
            </Trans>
          </p>
        </Stack>
      ))}
      <Box padding="lg">
        <p style={{ maxWidth: 358 }}>
          <Trans>
            발매 전 주의 사항은{' '}
            <TextLink href="/notice/1">음원 유통 신청 전에 꼭 읽어야 할 자료 준비와 발매 일정 안내</TextLink>를 참고해
            주세요.
          </Trans>
        </p>
      </Box>
    </Stack>
  ),
};
