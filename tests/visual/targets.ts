import { readFileSync } from 'node:fs';
import { VISUAL_STORY_NAME } from '../../.storybook/helpers/visual';

export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  name: string;
  importPath: string;
  tags?: string[];
}

const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';
const index = JSON.parse(readFileSync(`${STORYBOOK_DIR}/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

/**
 * The visual targets of the built Storybook: one `Screenshots` story per component and page
 * (.storybook/helpers/visual.ts). Storybook's index keeps only literal tags, so a target is found by
 * its name.
 */
export const targets = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.name === VISUAL_STORY_NAME,
);
