// Development helper: fills msgstr entries of a PO catalog from a JSON map {msgid: msgstr}.
// Usage: node scripts/po-fill.mjs src/locales/en/messages.po translations.json
// Only empty msgstr entries are written; existing translations are kept.
import { readFile, writeFile } from 'node:fs/promises';
import PO from 'pofile';

const [catalogPath, mapPath] = process.argv.slice(2);
if (!catalogPath || !mapPath) {
  console.error('usage: node scripts/po-fill.mjs <catalog.po> <map.json>');
  process.exit(2);
}
const po = PO.parse(await readFile(catalogPath, 'utf8'));
const map = JSON.parse(await readFile(mapPath, 'utf8'));
let filled = 0;
for (const item of po.items) {
  if (item.msgstr.join('') === '' && typeof map[item.msgid] === 'string') {
    item.msgstr = [map[item.msgid]];
    filled++;
  }
}
await writeFile(catalogPath, po.toString() + '\n');
console.log(`filled ${filled} of ${po.items.length} entries in ${catalogPath}`);
