#!/usr/bin/env bash
# The one test command (`npm test`): installs what it needs, then runs every check in order.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"

bash scripts/ensure-chromium.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm install, from the lockfile)…"
  npm install --no-audit --no-fund
fi

rm -rf reports && mkdir -p reports
started=$(date +%s)
# Each step's wall time goes to reports/steps.tsv; the summary prints them.
step_name=""
step_started=0
end_step() {
  if [ -n "$step_name" ]; then printf '%s\t%s\n' "$(($(date +%s) - step_started))" "$step_name" >>reports/steps.tsv; fi
}
step() {
  end_step
  step_name="$*"
  step_started=$(date +%s)
  printf '\n\033[1m▶ %s\033[0m\n' "$*"
}

step "Dependency audit: no high or critical advisory in production dependencies"
node scripts/audit.mjs

step "Translations: every message in ko and en"
node scripts/i18n-check.mjs

step "Lint (ESLint + Prettier)"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "Types (tsc, strict)"
npx tsc -p tsconfig.json

step "Unit tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json

step "Site build (catalogs, client, server render + prerender of every route, headers)"
npm run build --silent
node scripts/dist-allowlist.mjs   # what ships: only the allowlist (no source map, mock worker or manifest)

step "HTML check: the Nu Html Checker over every prerendered page"
node scripts/html-check.mjs

step "Size budget: initial JS per route group = React's floor (measured) + ours, ratchet on ours (scripts/size-ratchets.json), target ours ≤ 30 KB gzip"
node scripts/size-budget.mjs

step "End-to-end (Playwright + axe, built site)"
npx playwright test

step "Storybook build"
npx storybook build --quiet -o storybook-static

step "Stories: play functions + axe in ko and en (@storybook/test-runner)"
node scripts/test-storybook.mjs

step "Visual check against committed baselines"
npx playwright test -c playwright.visual.config.ts

end_step
node scripts/test-summary.mjs "$started"
