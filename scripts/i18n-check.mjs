// Fails when any message lacks a Korean or English translation, in either catalog: `messages` (the
// site's) and `stories` (what only the Storybook stories say; lingui.config.ts).
// Extracts first (so a message added without running `npm run i18n:extract` is caught), then
// reads both PO catalogs, then lets Lingui's strict compiler confirm.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import PO from 'pofile';

const run = (args) => execFileSync('npx', ['lingui', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
run(['extract', '--clean']);

let missing = 0;
const totals = {};
for (const catalog of ['messages', 'stories']) {
  for (const locale of ['ko', 'en']) {
    const path = `src/locales/${locale}/${catalog}.po`;
    const items = PO.parse(readFileSync(path, 'utf8')).items.filter((item) => !item.obsolete);
    totals[catalog] = items.length;
    // ko is the source locale: its msgid is the Korean text, so an empty msgstr is complete.
    const untranslated =
      locale === 'ko' ? items.filter((i) => !i.msgid.trim()) : items.filter((i) => !i.msgstr.join('').trim());
    for (const item of untranslated) console.error(`✗ ${locale} (${catalog}): no translation for "${item.msgid}"`);
    missing += untranslated.length;
  }
}
if (missing > 0) {
  console.error(`\n${missing} message(s) lack a translation. Add them to src/locales/*/{messages,stories}.po.`);
  process.exit(1);
}
run(['compile', '--strict']);
console.log(`i18n: ${totals.messages} site and ${totals.stories} story messages, complete in ko and en`);
