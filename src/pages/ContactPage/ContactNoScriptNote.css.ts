import { style } from '@vanilla-extract/css';
import { noScripting } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** Only ever shown without script: a plain, noticeable card above the form. */
export const note = style({
  display: 'none',
  '@media': { [noScripting]: { display: 'grid' } },
  gap: vars.space.xs,
  marginBlockStart: vars.space.lg,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.korean,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const text = style({ margin: 0 });

export const mail = style({ color: vars.color.accentText, fontWeight: vars.font.weight.semibold });
