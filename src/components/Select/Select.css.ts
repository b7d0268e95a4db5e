import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { control } from '../private/fieldControl.css';

export const wrapper = style({ position: 'relative', display: 'block', width: '100%' });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space.md} + ${vars.size.icon.xl} + ${vars.space.xs})`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
