#!/usr/bin/env node
/**
 * HTML validity of the build: runs the Nu Html Checker (vnu-jar, `java -jar vnu.jar`)
 * over every dist/**\/*.html (DIST_DIR, default dist/) and fails on any error. Warnings are
 * printed but allowed.
 *
 *   npm run build && node scripts/checks/html-check.mjs
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');

const files = fs
  .readdirSync(distDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(distDir, file))
  .sort();
if (files.length === 0) {
  console.error(`html-check: no HTML in ${distDir} — run npm run build first.`);
  process.exit(1);
}

const output = await new Promise((resolve, reject) => {
  execFile(
    process.env.JAVA || 'java',
    ['-Xss4m', '-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', '--skip-info-messages', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
    (error, stdout, stderr) => (error ? reject(error) : resolve(stderr || stdout)),
  );
});

const { messages = [] } = JSON.parse(output || '{}');
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
// The checker evaluates the pages' <meta http-equiv="Content-Security-Policy"> against the file: URLs it
// reads, where 'self' matches nothing, so every script and stylesheet of the site would be "blocked".
// Those warnings say nothing about the served site; e2e/csp.spec.ts checks the policy in a browser.
const checkerCsp = /^Resource violates Content Security Policy \(meta tag\)/;
const warnings = messages.filter(
  (message) => message.type === 'info' && message.subType === 'warning' && !checkerCsp.test(message.message),
);
const show = (message) => {
  const file = message.url ? path.relative(distDir, fileURLToPath(message.url)) : '?';
  const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? ''}` : '';
  const extract = message.extract ? `\n      ${message.extract.replace(/\s+/g, ' ').slice(0, 160)}` : '';
  return `  ${file}${where} ${message.message}${extract}`;
};
// Group identical messages so one template mistake does not print a hundred times.
function report(list, label) {
  const groups = new Map();
  for (const message of list) {
    const key = message.message;
    groups.set(key, [...(groups.get(key) ?? []), message]);
  }
  for (const [, group] of groups) {
    console.log(
      `${label} ×${group.length}\n${show(group[0])}${group.length > 1 ? `\n  … and ${group.length - 1} more` : ''}`,
    );
  }
}
report(warnings, 'warning');
report(errors, 'ERROR');
console.log(
  `html-check: ${files.length} files, ${errors.length} errors, ${warnings.length} warnings (Nu Html Checker)`,
);
process.exit(errors.length > 0 ? 1 : 0);
