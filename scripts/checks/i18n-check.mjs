// Fails when a message lacks a Korean or English translation in any catalog — `messages` (the
// site's), the feature catalogs `contact` and `services` (what only those pages say) and `stories`
// (what only the Storybook stories say; lingui.config.ts) — or when a page could say a message that
// no catalog it loads has. Extracts first (so a message added without running `npm run
// i18n:extract` is caught), then reads the PO catalogs, then lets Lingui's strict compiler confirm.
//
// Every page loads `messages`; a page with `catalogs` in the route registry (src/app/routeTable.ts) also loads its
// feature catalogs. lingui.config.ts gives each feature catalog the files only its pages can render
// (scripts/build/catalog-files.mjs, from the same import graph), so a message said both by the contact
// feature and elsewhere is in both catalogs. This check follows the imports (static and dynamic,
// not `import type`) from src/main.tsx without entering the folders of the pages that load the
// catalog (which only the route registry, src/app/routeTable.ts, may import from), and every message
// a file reached that way says must be in `messages`.
// A message in two catalogs must read the same in both (which one wins depends on merge order).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import PO from 'pofile';
import { chain, pageFolderOf, reachable } from '../build/catalog-files.mjs';
import { readPageCatalogs, routeTableFile } from '../build/route-table.mjs';

const run = (args) => execFileSync('npx', ['lingui', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
run(['extract', '--clean']);

const pageCatalogs = readPageCatalogs();
const featureCatalogs = [...new Set(Object.values(pageCatalogs).flat())];
const catalogNames = ['messages', ...featureCatalogs, 'stories'];
const locales = ['ko', 'en'];
const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);

let missing = 0;
const totals = {};
/** catalog → locale → Map(key → item) */
const catalogs = {};
for (const catalog of catalogNames) {
  catalogs[catalog] = {};
  for (const locale of locales) {
    const file = `src/locales/${locale}/${catalog}.po`;
    if (!existsSync(file)) {
      console.error(`✗ ${file} is missing (lingui.config.ts must list a \`${catalog}\` catalog)`);
      missing += 1;
      continue;
    }
    const items = PO.parse(readFileSync(file, 'utf8')).items.filter((item) => !item.obsolete);
    catalogs[catalog][locale] = new Map(items.map((item) => [keyOf(item), item]));
    totals[catalog] = items.length;
    // ko is the source locale: its msgid is the Korean text, so an empty msgstr is complete.
    const untranslated =
      locale === 'ko' ? items.filter((i) => !i.msgid.trim()) : items.filter((i) => !i.msgstr.join('').trim());
    for (const item of untranslated) console.error(`✗ ${locale} (${catalog}): no translation for "${item.msgid}"`);
    missing += untranslated.length;
  }
}
if (missing > 0) {
  console.error(
    `\n${missing} message(s) lack a translation. Add them to src/locales/*/{${catalogNames.join(',')}}.po.`,
  );
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Every message a page can say is in a catalog it loads.

let unreachable = 0;
for (const catalog of featureCatalogs) {
  const pages = Object.keys(pageCatalogs).filter((page) => pageCatalogs[page].includes(catalog));
  // A page's folder is the page's: what is in it renders only on that page (its lazy sections, whose
  // loaders the route table imports to fetch them with the page, too). The route table is the one
  // file outside that may import from it.
  const folders = pages.map(pageFolderOf);
  const { via: outside, cutImports } = reachable(['src/main.tsx'], (file) =>
    folders.some((folder) => file.startsWith(folder)),
  );
  for (const [from, file] of cutImports.filter(([from]) => from !== routeTableFile)) {
    console.error(
      `✗ ${from} imports ${file}, which is part of a page that loads the ${catalog} catalog (${pages.join(', ')}): ` +
        `only ${routeTableFile} may (${chain(outside, from)})`,
    );
    unreachable += 1;
  }
  // Both languages' catalogs hold the same messages (extracted together): the source's will do.
  for (const [key, item] of catalogs[catalog].ko) {
    if (catalogs.messages.ko.has(key)) continue;
    for (const file of item.references.filter((ref) => outside.has(ref))) {
      console.error(
        `✗ "${item.msgid}" is only in the ${catalog} catalog, but ${file} is reached without the pages ` +
          `that load it (${pages.join(', ')}): ${chain(outside, file)}`,
      );
      unreachable += 1;
    }
  }
  // A message in both catalogs is merged: the two must agree.
  for (const [key, item] of catalogs[catalog].en) {
    const site = catalogs.messages.en.get(key);
    if (site && site.msgstr.join('') !== item.msgstr.join('')) {
      console.error(`✗ en: "${item.msgid}" reads differently in messages.po and ${catalog}.po`);
      unreachable += 1;
    }
  }
}
if (unreachable > 0) {
  console.error(
    `\n${unreachable} problem(s): a page could say a message that no catalog it loads has. Run \`npm run ` +
      'i18n:extract` (scripts/build/catalog-files.mjs places each file by the import graph), or give the page the catalog ' +
      '(`catalogs` in src/app/routeTable.ts).',
  );
  process.exit(1);
}

run(['compile', '--strict']);
console.log(
  `i18n: ${catalogNames.map((name) => `${totals[name]} ${name}`).join(', ')} messages, complete in ko and en; ` +
    `every page reaches the messages it can say`,
);
