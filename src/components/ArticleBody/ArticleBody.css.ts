import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';
import { articleBodyClasses as c } from './articleBodyClasses';

/**
 * The article's HTML is content, not components: it is styled through descendant selectors
 * scoped under this root class only (the one allowed case of descendant selectors).
 */
export const root = style({
  width: '100%',
  maxWidth: vars.layout.readingWidth,
  marginInline: 'auto',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.text,
  // Article text is content, often Korean even in the English UI: break Korean between words.
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
  '@media': { [minWidth('tablet')]: { fontSize: vars.font.size.lead } },
});

const child = (selector: string) => `${root} ${selector}`;

// Vertical rhythm between blocks.
globalStyle(child('> * + *'), { marginTop: vars.space.lg });

globalStyle(child('h2'), {
  marginTop: vars.space.xxl,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
});
globalStyle(child('h3'), {
  marginTop: vars.space.xl,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});
globalStyle(child('h4'), {
  marginTop: vars.space.xl,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
});

globalStyle(child('a'), {
  color: vars.color.accentText,
  textDecorationThickness: vars.borderWidth.hairline,
  textUnderlineOffset: vars.font.underlineOffset.sm,
});
globalStyle(child('a:hover'), { color: vars.color.text });
globalStyle(child('strong, b'), { fontWeight: vars.font.weight.bold });

globalStyle(child('img'), {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
globalStyle(child('figure'), { display: 'grid', gap: vars.space.xs });
globalStyle(child('figcaption'), {
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.latin,
  color: vars.color.textMuted,
});

globalStyle(child('blockquote'), {
  marginInline: 0,
  marginBlock: vars.space.xl,
  paddingLeft: vars.space.lg,
  borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.accent}`,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.korean,
  letterSpacing: vars.font.letterSpacing.heading,
});
globalStyle(child('blockquote p + p'), { marginTop: vars.space.xs });

globalStyle(child(':is(ul, ol)'), { paddingLeft: vars.space.lg });
globalStyle(child('li + li'), { marginTop: vars.space.xs });
globalStyle(child('hr'), {
  border: 0,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  marginBlock: vars.space.xxl,
});

// Question-and-answer blocks: the question stands out (bold, an accent rule), the answer follows.
globalStyle(child(`.${c.qa}`), {
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
globalStyle(child(`.${c.qa} .${c.question}`), {
  paddingLeft: vars.space.md,
  borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.accent}`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.text,
});
globalStyle(child(`.${c.qa} .${c.answer}`), {
  paddingLeft: `calc(${vars.space.md} + ${vars.borderWidth.heavy})`,
  color: vars.color.text,
});
globalStyle(child(`.${c.qa} .${c.answer} + .${c.answer}`), { marginTop: vars.space.xs });

// Rows of image and text columns: side by side from the tablet width, in the HTML's order
// (the content alternates image-first and text-first rows).
globalStyle(child(`.${c.row}`), {
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  marginBlock: vars.space.xl,
  '@media': { [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
});
globalStyle(child(`.${c.row} > * + *`), { marginTop: 0 });
globalStyle(child(`.${c.row} > * > * + *`), { marginTop: vars.space.sm });
globalStyle(child(`.${c.row} > * > :first-child`), { marginTop: 0 });

globalStyle(child(`.${c.caption}`), {
  fontSize: vars.font.size.caption,
  color: vars.color.textMuted,
});
