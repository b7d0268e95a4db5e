// @vitest-environment node
// The README's folder map (the code block under "## Architecture") names what is in the tree: every
// path it lists exists, and every top-level folder of src/ is on it. A renamed or added folder
// fails here until the map says so.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The paths the map lists, repository-relative: an entry is the first column of a line (before a
 * run of two spaces); indented entries are inside src/. `main.tsx, App.tsx` names two; a
 * `(parenthesised)` entry is a note, not a path.
 */
export function readmeMapPaths(readme) {
  const section = readme.slice(readme.indexOf('## Architecture'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README: no code block under "## Architecture"');
  const paths = [];
  for (const line of block.split('\n')) {
    const entry = /^( *)(\S.*?)(?: {2,}|$)/.exec(line);
    if (!entry || entry[2].startsWith('(')) continue;
    const [, indent, names] = entry;
    if (indent.length === 0 && names === 'src/') continue;
    if (indent.length > 2) continue; // a description's next line
    for (const name of names.split(/,\s+/)) paths.push(indent.length === 2 ? `src/${name}` : name);
  }
  return paths;
}

/** Whether a map path exists: `<Name>` stands for any folder, `{ko,en}` for each of its names. */
function exists(mapPath) {
  const alternatives = /\{([^}]+)\}/.exec(mapPath);
  if (alternatives) return alternatives[1].split(',').every((name) => exists(mapPath.replace(alternatives[0], name)));
  const at = mapPath.indexOf('<');
  if (at >= 0) {
    const parent = path.join(root, mapPath.slice(0, at));
    return existsSync(parent) && readdirSync(parent).some((name) => statSync(path.join(parent, name)).isDirectory());
  }
  return existsSync(path.join(root, mapPath));
}

describe("the README's folder map", () => {
  const paths = readmeMapPaths(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('lists only paths that exist', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((mapPath) => !exists(mapPath))).toEqual([]);
  });

  it('lists every top-level folder of src/', () => {
    const listed = new Set(paths.filter((p) => p.startsWith('src/')).map((p) => p.split('/')[1]));
    const folders = readdirSync(path.join(root, 'src')).filter((name) =>
      statSync(path.join(root, 'src', name)).isDirectory(),
    );
    expect(folders.filter((name) => !listed.has(name))).toEqual([]);
  });
});
