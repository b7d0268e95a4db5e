// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRoots, defaultRoots, styleProblems } from './style-check.mjs';

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

  it('lets a line through only with a reason, on the line or the line above', () => {
    expect(messages('  width: 1, // style-check-allow: visually-hidden clip pattern')).toEqual([]);
    expect(messages("  // style-check-allow: art-directed cap\n  minHeight: 'min(72vh, 720px)',")).toEqual([]);
    expect(messages('  width: 1, // style-check-allow:')).toEqual(['1: style-check-allow needs a reason']);
  });

  it('passes on the style files of the repository', () => {
    expect(checkRoots(defaultRoots)).toEqual([]);
  });
});
