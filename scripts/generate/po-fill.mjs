// Development helper: fills msgstr entries of a PO catalog from a JSON map {msgid: msgstr}.
// Usage: node scripts/generate/po-fill.mjs src/locales/en/messages.po translations.json
// Only empty msgstr entries are written; existing translations are kept. A key of the form
// "<msgctxt>\u0004<msgid>" (gettext's separator) fills only the entry with that context; a
// plain msgid key fills only entries WITHOUT a context.
import { readFile, writeFile } from 'node:fs/promises';
import PO from 'pofile';

const [catalogPath, mapPath] = process.argv.slice(2);
if (!catalogPath || !mapPath) {
  console.error('usage: node scripts/generate/po-fill.mjs <catalog.po> <map.json>');
  process.exit(2);
}
const po = PO.parse(await readFile(catalogPath, 'utf8'));
const map = JSON.parse(await readFile(mapPath, 'utf8'));
let filled = 0;
for (const item of po.items) {
  const key = item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid;
  if (item.msgstr.join('') === '' && typeof map[key] === 'string') {
    item.msgstr = [map[key]];
    filled++;
  }
}
await writeFile(catalogPath, po.toString() + '\n');
console.log(`filled ${filled} of ${po.items.length} entries in ${catalogPath}`);
