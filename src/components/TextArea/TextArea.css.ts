import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { control } from '../private/fieldControl.css';

/** The number of text lines the box shows at least. */
export const rowsVar = createVar();

export const textarea = style([
  control,
  {
    resize: 'vertical',
    lineHeight: vars.font.lineHeight.korean,
    minBlockSize: `calc(${rowsVar} * 1lh + 2 * ${vars.space.sm} + 2 * ${vars.borderWidth.hairline})`,
  },
]);

/** Grows with its content (Chromium's `field-sizing`; elsewhere it keeps `rows` and scrolls). */
export const autoHeight = style({
  fieldSizing: 'content',
  maxBlockSize: `calc(20lh + 2 * ${vars.space.sm})`,
} as never);
