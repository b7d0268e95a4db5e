import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importLineOf } from '../../.storybook/DocsPage';
import * as barrel from './index';

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'private')
  .map((entry) => entry.name);

/** Each primitive story file's `title: 'Components/…'` and `component: …`. */
const documented = folders.flatMap((folder) =>
  readdirSync(path.join(__dirname, folder))
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const source = readFileSync(path.join(__dirname, folder, file), 'utf8');
      return {
        file: `${folder}/${file}`,
        title: /\btitle: '([^']+)'/.exec(source)?.[1],
        component: /\bcomponent: (\w+)/.exec(source)?.[1],
      };
    }),
);

describe('the barrel (src/components/index.ts, `@nuri/components`)', () => {
  it('exports every primitive folder', () => {
    const barrelSource = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
    expect(folders.filter((folder) => !barrelSource.includes(`from './${folder}'`))).toEqual([]);
  });

  it('exports the component of every primitive docs page, so its import line is true', () => {
    const primitives = documented.filter((story) => story.title?.startsWith('Components/') && story.component);
    expect(primitives.length).toBeGreaterThan(25);
    const missing = primitives.filter((story) => !(story.component! in barrel)).map((story) => story.file);
    expect(missing).toEqual([]);
    for (const story of primitives) {
      expect(importLineOf(story.title!, story.component)).toBe(
        `import { ${story.component} } from '@nuri/components';`,
      );
    }
  });

  it('gives patterns and pages no import line from the primitives', () => {
    expect(importLineOf('Patterns/SiteHeader', 'SiteHeader')).toBeNull();
    expect(importLineOf('Components/NotExported', 'NotExported')).toBeNull();
  });
});
