import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { isPageTarget } from '../../.storybook/helpers/visual';
import { targets } from './targets';

/* What the visual check and Chromatic cover (run once, in the ko-desktop project). */

test.describe('the visual targets', () => {
  test('every component and page has exactly one', () => {
    const folders = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}/`);
    const storyFiles = (dir: string) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.stories.tsx'))
        .map((name) => `${dir}/${name}`);
    const owners = [
      // Folders with no pixels of their own have no target: src/components/private/ (shared
      // internals), LinkProvider (it hands links their component: TextLink's and Button's targets
      // show them) and LazySection (a code-splitting wrapper: the section is its page's picture, the
      // failure message ErrorBoundary's).
      ...folders('src/components').filter(
        (folder) =>
          !['src/components/private/', 'src/components/LinkProvider/', 'src/components/LazySection/'].includes(folder),
      ),
      ...folders('src/patterns'),
      // The contact form and each of its primitive presets (consent, budget, radio groups): one
      // target per stories file.
      ...storyFiles('src/contact/ContactForm'),
      ...folders('src/pages'),
      // The shell: one target. The hosts' stories (src/app/hosts) test the store wiring; their
      // pictures are the primitives' own targets.
      'src/app/',
      'src/foundations/',
    ];
    const targetsOf = (folder: string) => targets.filter((story) => story.importPath.startsWith(`./${folder}`));
    expect(owners.filter((folder) => targetsOf(folder).length !== 1)).toEqual([]);
  });

  test('Chromatic takes at most 200 snapshots per full build', () => {
    // A component's target in two modes, a page's in all four (.storybook/helpers/visual.ts).
    const snapshots = targets.reduce((sum, story) => sum + (isPageTarget(story.importPath) ? 4 : 2), 0);
    test.info().annotations.push({
      type: 'chromatic',
      description: `${targets.length} visual targets → ${snapshots} snapshots per full build`,
    });
    expect(snapshots).toBeLessThanOrEqual(200);
  });
});
