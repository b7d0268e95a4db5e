import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';

/** Cancel and OK share the row on phones and size to their label from tablets up. */
export const action = style({
  flex: '1 1 0',
  '@media': {
    [minWidth('tablet')]: { flex: '0 0 auto', minWidth: '7.5rem' },
  },
});
