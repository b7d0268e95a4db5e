import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { minWidth } from './media';
import { vars } from './vars.css';

const space = vars.space;

/*
 * Every value × condition below is a class, and `createSprinkles` ships a map of all of them to
 * the browser (the entry chunk: every page pays for it). So the map holds what the site and its
 * stories lay out with `Box`/`Stack`, no more: a property is responsive only where a layout
 * changes per breakpoint, and a value is here once something uses it (add it when one does).
 */

/** What changes per breakpoint: the direction, the cross-axis alignment and the grid's columns. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': minWidth('tablet') },
    desktop: { '@media': minWidth('desktop') },
  },
  defaultCondition: 'mobile',
  properties: {
    flexDirection: ['row', 'column'],
    alignItems: ['flex-start', 'center'],
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

/** The same at every width: the layout mode, wrapping, spacing from the scale. */
const layoutProperties = defineProperties({
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexWrap: ['wrap', 'nowrap'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** A box's own surface and text: the surface roles as background, the text roles as colour. */
const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textInverse: vars.color.textInverse,
      textInverseMuted: vars.color.textInverseMuted,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceInverse: vars.color.surfaceInverse,
      surfaceInverseRaised: vars.color.surfaceInverseRaised,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, layoutProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
