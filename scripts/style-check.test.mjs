// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRoots,
  checkSurfaces,
  defaultRoots,
  defaultSurfaceRoots,
  inverseRoleNames,
  styleProblems,
  surfaceProblems,
} from './style-check.mjs';

const messages = (source) => styleProblems(source).map(({ line, message }) => `${line}: ${message}`);

describe('style check', () => {
  it('fails on a raw hex colour', () => {
    expect(messages("export const a = style({ color: '#e8452c' });")).toEqual(['1: raw hex colour #e8452c']);
  });

  it('fails on a raw px length and on a bare number that becomes px', () => {
    expect(messages("const a = style({\n  border: '1px solid',\n  width: 44,\n});")).toEqual([
      '2: raw length 1px',
      '3: bare number width: 44 (becomes px)',
    ]);
  });

  it('accepts tokens, calc() on tokens, 0, 0px and unitless properties', () => {
    const source = [
      'const a = style({',
      '  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,',
      '  width: `calc(2 * ${vars.size.control.lg})`,',
      "  margin: 0, inset: 0, minHeight: 'max(0px, 10vh)',",
      '  opacity: 0.5, zIndex: 2, flex: 1, fontWeight: 700, lineHeight: 1.5, WebkitLineClamp: 2,',
      "  selectors: { '&#main': { color: vars.color.text } },",
      '  // a comment may say 44px or #fff',
      '});',
    ].join('\n');
    expect(messages(source)).toEqual([]);
  });

  it('fails on rem and em lengths: in a string, a template literal, calc() and a longer value', () => {
    const source = [
      'const a = style({',
      "  maxWidth: '36rem',",
      "  textUnderlineOffset: '0.2em', verticalAlign: '-0.05em',",
      '  minWidth: `min(20rem, calc(100vw - 2 * ${vars.layout.gutter}))`,',
      "  flex: '1 1 20rem', margin: '0 0 1em',",
      "  fontSize: '.72EM',",
      '});',
      "export const defaultWidth = '37.5rem';",
    ].join('\n');
    expect(messages(source)).toEqual([
      '2: raw length 36rem',
      '3: raw length 0.2em',
      '3: raw length -0.05em',
      '4: raw length 20rem',
      '5: raw length 20rem',
      '5: raw length 1em',
      '6: raw length .72EM',
      '8: raw length 37.5rem',
    ]);
  });

  it('accepts words that end in em, rem/em roles, 0em, and rem/em in comments', () => {
    const source = [
      'const a = style({',
      "  fontFamily: 'system-ui', alignItems: 'center', gridArea: 'item',",
      '  [`${problem} &`]: { textUnderlineOffset: vars.font.underlineOffset.sm },',
      "  maxWidth: vars.layout.measure.md, width: vars.glyph.icon.sm, letterSpacing: '0em', margin: '0rem',",
      "  selectors: { '& h2em, &.x2em': { fontSize: vars.font.relativeSize.sm } },",
      '  // the old 36rem measure, 0.2em offset',
      '  /* 1.15em */',
      '});',
    ].join('\n');
    expect(messages(source)).toEqual([]);
  });

  it('lets rem and em through where the theme writes its values (src/styles), and only there', () => {
    const root = mkdtempSync(join(tmpdir(), 'style-check-'));
    try {
      const write = (path, text) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('src/styles/global.css.ts', "globalStyle('abbr', { textUnderlineOffset: '0.2em' });\n");
      write('src/components/A/A.css.ts', "export const a = style({ maxWidth: '36rem' });\n");
      write('src/components/A/tokens.ts', "export const notAStyleFile = '36rem';\n");
      expect(checkRoots(['src/styles', 'src/components'], root)).toEqual([
        {
          file: join('src', 'components', 'A', 'A.css.ts'),
          line: 1,
          text: "export const a = style({ maxWidth: '36rem' });",
          message: 'raw length 36rem',
        },
      ]);
      expect(styleProblems("  maxWidth: '36rem',", { relativeLengths: false })).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('lets a line through only with a reason, on the line or the line above', () => {
    expect(messages('  width: 1, // style-check-allow: visually-hidden clip pattern')).toEqual([]);
    expect(messages("  // style-check-allow: art-directed cap\n  minHeight: 'min(72vh, 720px)',")).toEqual([]);
    expect(messages('  width: 1, // style-check-allow:')).toEqual(['1: style-check-allow needs a reason']);
    expect(messages("  height: '1em', // style-check-allow: the caret is one em high by definition")).toEqual([]);
  });

  it('passes on the style files of the repository', () => {
    expect(checkRoots(defaultRoots)).toEqual([]);
  });
});

describe('surface rules', () => {
  const inverseRoles = ['surfaceInverse', 'textInverse', 'textInverseMuted'];
  const surface = (source, selectors = true) =>
    surfaceProblems(source, { selectors, inverseRoles }).map(({ line, message }) => `${line}: ${message}`);

  it('reads the inverse roles from the contract', () => {
    const contract = 'color: {\n  text: null,\n  textInverse: null,\n  surfaceInverseRaised: null,\n},';
    expect(inverseRoleNames(contract)).toEqual(['textInverse', 'surfaceInverseRaised']);
  });

  it('fails on a style that branches on the surface class', () => {
    const source = [
      'const a = style({',
      '  selectors: {',
      "    [`${inverseSurface} &`]: { backgroundColor: 'transparent' },",
      '    [`${inverseSurface}&:hover, ${ baseSurface } &`]: { color: vars.color.text },',
      '  },',
      '});',
    ].join('\n');
    expect(surface(source)).toEqual([
      '3: selector on the surface class inverseSurface: read a role that the surface assigns',
      '4: selector on the surface class inverseSurface: read a role that the surface assigns',
      '4: selector on the surface class baseSurface: read a role that the surface assigns',
    ]);
  });

  it('fails on an inverse role read, in a style or in code', () => {
    expect(surface('  color: vars.color.textInverse,')).toEqual([
      '1: inverse colour role textInverse read outside src/styles: read the plain role',
    ]);
    expect(surface('const { surfaceInverse } = grayTokens.color;', false)).toEqual([
      '1: inverse colour role surfaceInverse read outside src/styles: read the plain role',
    ]);
  });

  it('accepts making an element a surface, roles, and the names in comments', () => {
    const source = [
      'export const root = style([inverseSurface, { color: vars.color.textMuted }]);',
      '// not vars.color.textInverse: the surface assigns text',
      ' * the charcoal (`surfaceInverse`) below',
      'const light = style([baseSurface, { backgroundColor: vars.color.surface }]);',
    ].join('\n');
    expect(surface(source)).toEqual([]);
    expect(surface('  return anchor?.closest(`.${inverseSurface}`) ? inverseSurface : undefined;', false)).toEqual([]);
  });

  it('passes on the sources of the repository (src/styles and the stories aside)', () => {
    expect(checkSurfaces(defaultSurfaceRoots)).toEqual([]);
  });
});
