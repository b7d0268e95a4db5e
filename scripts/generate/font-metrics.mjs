// Reads Pretendard's real metrics from the self-hosted font file, so the metric-matched
// fallback (@capsizecss/core createFontStack) is computed, not guessed.
// Run with `npm run fonts:metrics` after upgrading the `pretendard` package.
import { fromFile } from '@capsizecss/unpack/fs';
import { writeFile } from 'node:fs/promises';

const metrics = await fromFile('node_modules/pretendard/dist/web/static/woff2/Pretendard-Regular.woff2');
const out = new URL('../../src/styles/pretendardMetrics.json', import.meta.url);
await writeFile(out, JSON.stringify({ ...metrics, familyName: 'Pretendard Variable' }, null, 2) + '\n');
console.log('wrote', out.pathname);
