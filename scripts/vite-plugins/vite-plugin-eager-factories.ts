import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** rolldown's runtime helper that wraps a CommonJS module: `__commonJSMin((exports, module) => { … })`. */
const FACTORY_HELPER = /^__commonJSMin(\$\d+)?$/;

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/**
 * Whether an arrow function's body says `this` or `arguments` for itself (not inside a nested
 * `function` or class, which have their own): only then would it change meaning as a function
 * expression. (`new.target` and `super` cannot appear in an arrow at a module's top level.)
 */
function usesArrowBindings(node: AstNode): boolean {
  if (node.type === 'ThisExpression') return true;
  if (node.type === 'Identifier' && node.name === 'arguments') return true;
  if (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ClassDeclaration' ||
    node.type === 'ClassExpression'
  )
    return false;
  return children(node).some(usesArrowBindings);
}

/**
 * Rewrites each CommonJS factory of a chunk, `__commonJSMin(((exports, module) => { … }))`, into a
 * parenthesised function expression, `__commonJSMin((function (exports, module) { … }))`. Same
 * behaviour (the factory says no `this` or `arguments` of its own, or it is left as it is), but V8
 * reads a function expression right after `(` as likely to be called ("PIFE"): it compiles it
 * eagerly, on the script's streaming thread while the file downloads, instead of lazily on the
 * main thread when the factory first runs. Returns null when the chunk has none to rewrite.
 */
export function eagerFactories(
  code: string,
  fileName = 'chunk.js',
): { code: string; map: ReturnType<MagicString['generateMap']>; count: number } | null {
  if (!code.includes('__commonJSMin')) return null;
  const program = parseAst(code) as unknown as AstNode;
  const output = new MagicString(code);
  let count = 0;
  const visit = (node: AstNode) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as AstNode;
      const [factory] = node.arguments as AstNode[];
      if (
        callee.type === 'Identifier' &&
        FACTORY_HELPER.test(callee.name as string) &&
        factory?.type === 'ArrowFunctionExpression' &&
        !factory.async &&
        (factory.body as AstNode).type === 'BlockStatement' &&
        !usesArrowBindings(factory.body as AstNode)
      ) {
        const params = (factory.params as AstNode[]).map((param) => code.slice(param.start, param.end)).join(', ');
        // The arrow's head, `(exports, module) =>`, becomes `function (exports, module)`; the body stays.
        output.overwrite(factory.start, (factory.body as AstNode).start, `function (${params}) `);
        // rolldown already writes `__commonJSMin(((…) => {…}))`; a bare argument gets its parentheses.
        const parenthesised = code.slice(callee.end, factory.start).replace(/\s+/g, '') === '((';
        if (!parenthesised) {
          output.appendLeft(factory.start, '(');
          output.prependRight(factory.end, ')');
        }
        count += 1;
      }
    }
    children(node).forEach(visit);
  };
  visit(program);
  if (count === 0) return null;
  return { code: output.toString(), map: output.generateMap({ hires: true, source: fileName }), count };
}

/**
 * The site's client build (not the prerender's server build, not Storybook's): React, react-dom and
 * scheduler (CommonJS) compile off the main thread. Left as rolldown writes them, their factories
 * are arrow functions, which V8 compiles lazily: the entry's evaluation task parsed react-dom's
 * 200 KB factory on the main thread (docs/performance.md, "React's factories"). `renderChunk` runs
 * before the minifier, which keeps a parenthesised function expression as it is; the size budget
 * checks the built React chunk.
 */
export function eagerFactoriesPlugin(): Plugin {
  let active = false;
  return {
    name: 'nuri:eager-factories',
    apply: 'build',
    configResolved(config) {
      active = !config.build.ssr && !config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    renderChunk(code, chunk) {
      if (!active) return null;
      const result = eagerFactories(code, chunk.fileName);
      return result && { code: result.code, map: result.map };
    },
  };
}
