import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The free-text field under "기타" of the budget. */
export const other = style({ marginTop: vars.space.sm });

export const group = style({ display: 'grid', gap: 0 });
