import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Stack } from '../Box';
import { TextLink } from '../TextLink';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';

/**
 * `LinkProvider` — how primitives render in-app links without knowing the router (Braid's
 * `linkComponent`). `ButtonLink` and `TextLink` ask the nearest provider for the component that
 * renders their in-app `href`; the app and Storybook pass wouter's `Link` once, around everything.
 * Without a provider an in-app link is a plain anchor (a full page load). External links never go
 * through it: they open a new window as a plain anchor.
 *
 * `import { LinkProvider } from '../components/LinkProvider'`.
 */
const meta = {
  title: 'Components/LinkProvider',
  component: LinkProvider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hrefs the story's link component was asked to follow (it records instead of navigating). */
const followed: string[] = [];

/** A link component of the kind an app passes: an anchor that handles the click itself. */
function RecordingLink({ ref, href, children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      ref={ref}
      href={href}
      data-link-component="recording"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        followed.push(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * Both link primitives render through the provider's component, keep their `href` (so the link
 * still works as a link: middle click, copy address, no JavaScript), and a keyboard Enter follows
 * the link through it.
 */
export const ThroughTheProvider: Story = {
  args: { linkComponent: RecordingLink, children: null },
  render: (args) => (
    <LinkProvider linkComponent={args.linkComponent}>
      <Stack gap="md">
        <p style={{ maxWidth: 560 }}>
          <Trans>
            자세한 내용은 <TextLink href="/terms">개인정보처리방침</TextLink>에서 확인할 수 있습니다.
          </Trans>
        </p>
        <div>
          <ButtonLink href="/contact">
            <Trans>문의하기</Trans>
          </ButtonLink>
        </div>
      </Stack>
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    followed.length = 0;
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('data-link-component', 'recording');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/terms', '/contact']);

    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(followed).toEqual(['/terms', '/contact']);
  },
};
