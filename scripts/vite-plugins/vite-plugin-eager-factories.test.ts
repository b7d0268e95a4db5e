// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerFactories } from './vite-plugin-eager-factories.ts';

// rolldown's helper, as its runtime chunk defines it.
const runtime = `var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);\n`;

/** Runs the chunk's code and reads what its two factories export. */
function exportsOf(code: string): unknown {
  return new Function(`${runtime}${code}
    const a = require_a(), b = require_b();
    return { twiceOf3: a.twice(3), count: a.count, label: a.label, list: b.list, same: require_a() === a };`)();
}

describe('CommonJS factories as parenthesised function expressions', () => {
  const chunk = [
    `var label = "한국어 레이블 — 앞에 있는 글자들";`,
    `var require_a = /* @__PURE__ */ __commonJSMin(((exports, module) => {`,
    `\tvar helper = { value: 2, twice() { return this.value * 2; } };`,
    `\tfunction count() { return arguments.length; }`,
    `\texports.twice = (n) => n * helper.twice();`,
    `\texports.count = count(1, 2, 3);`,
    `\tmodule.exports.label = label;`,
    `}));`,
    `var require_b = /* @__PURE__ */ __commonJSMin(((exports) => {`,
    `\texports.list = [1, 2].map((n) => { return n + 1; });`,
    `}));`,
  ].join('\n');

  it('rewrites each factory after non-ASCII text, keeping what the chunk exports', () => {
    const result = eagerFactories(chunk);
    expect(result?.count).toBe(2);
    expect(result?.code).toContain('__commonJSMin((function (exports, module) {');
    expect(result?.code).toContain('__commonJSMin((function (exports) {');
    // Arrows that are not factories (the map's callback, the export) stay arrows.
    expect(result?.code).toContain('.map((n) => {');
    expect(result?.code).toContain('exports.twice = (n) =>');
    const expected = { twiceOf3: 12, count: 3, label: '한국어 레이블 — 앞에 있는 글자들', list: [2, 3], same: true };
    expect(exportsOf(chunk)).toEqual(expected);
    expect(exportsOf(result!.code)).toEqual(expected);
  });

  it('parenthesises a factory passed bare', () => {
    const result = eagerFactories(`var require_a = __commonJSMin((exports) => { exports.one = 1; });`);
    expect(result?.code).toBe(`var require_a = __commonJSMin((function (exports) { exports.one = 1; }));`);
  });

  it.each([
    ['this', `exports.self = this;`],
    ['arguments', `exports.count = (() => arguments.length)();`],
  ])('leaves a factory that says %s for itself as it is', (_, statement) => {
    expect(eagerFactories(`var require_a = __commonJSMin(((exports) => { ${statement} }));`)).toBeNull();
  });

  it('leaves a chunk without factories alone', () => {
    expect(eagerFactories(`export const twice = (n) => { return n * 2; };`)).toBeNull();
    expect(eagerFactories(`var require_a = somethingElse(((exports) => { exports.one = 1; }));`)).toBeNull();
  });
});
