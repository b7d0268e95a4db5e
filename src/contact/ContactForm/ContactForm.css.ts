import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** The form: the type's introduction and notes beside (desktop) or above (mobile) the fields. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.xxl,
  columnGap: vars.space.xxl,
  paddingTop: vars.space.xl,
  '@media': {
    [minWidth('desktop')]: {
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)',
      paddingTop: vars.space.xxl,
    },
  },
});

/** The introduction column: the type, its title, what it is for and the notes. */
export const intro = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  minWidth: 0,
});

export const introTitle = style({
  margin: 0,
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  color: vars.color.text,
  wordBreak: 'keep-all',
});

export const introLead = style({
  margin: 0,
  fontSize: vars.font.size.lead,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
  wordBreak: 'keep-all',
});

export const notes = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One note: a quiet card with an icon, for the rules and links the visitor should read first. */
export const note = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.text,
  wordBreak: 'keep-all',
});

export const noteIcon = style({
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  marginTop: vars.glyph.firstLine.sm,
  color: vars.color.accentText,
});

export const noteBody = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const noteText = style({ margin: 0 });

/** The fields column: sections one under the other, the send row last. */
export const fields = style({
  display: 'grid',
  gap: vars.space.xxl,
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

/** Fields of a section: one column on phones, two from tablets (long ones span both). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Each field keeps its own height: a neighbour with a long hint must not stretch a control.
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
  },
});

/** A field that takes the whole row of the grid (questions, text areas, notes). */
export const full = style({
  '@media': {
    [minWidth('tablet')]: { gridColumn: '1 / -1' },
  },
});

/** A follow-up field revealed by an answer: indented under its question so the link reads. */
export const followUp = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.borderWidth.heavy} solid ${vars.color.border}`,
});

/** What the form keeps in this tab, and the button that clears it. */
export const draft = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: `calc(-1 * ${vars.space.lg})`,
});

export const draftNote = style({
  flex: `1 1 ${vars.layout.measure.xs}`,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
  wordBreak: 'keep-all',
});

export const draftIcon = style({ width: vars.size.icon.xs, height: vars.size.icon.xs, flex: 'none' });

/** The send row: the consent, then the button (full width on phones). */
export const send = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'stretch',
  '@media': {
    [minWidth('tablet')]: { justifyItems: 'start' },
  },
});

export const submit = style({
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.75 },
  },
  '@media': {
    // style-check-allow: the submit button's design width from the tablet up (no other control has it)
    [minWidth('tablet')]: { minWidth: 240 },
  },
});

export const submitIcon = style({ width: vars.size.icon.md, height: vars.size.icon.md, flex: 'none' });

export const eyebrow = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.accentText,
});
