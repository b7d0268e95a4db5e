import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/*
 * The footer row every dialog shares (Modal's footer, AlertDialog's and ConfirmDialog's actions).
 * Internal: not exported from the barrel.
 */

/** The row of actions under a dialog's body: right-aligned, on the page's background, never squeezed. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  flexShrink: 0,
  '@media': {
    [minWidth('tablet')]: { padding: `${vars.space.md} ${vars.space.xl}` },
  },
});

/** Footer buttons share the row on phones (thumb reach) and size to their label from tablets up. */
export const footerButton = style({
  flex: '1 1 0',
  '@media': {
    [minWidth('tablet')]: { flex: '0 0 auto', minWidth: vars.layout.dialog.actionMinWidth },
  },
});
