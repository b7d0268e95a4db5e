#!/usr/bin/env bash
# The test command: installs what it needs, then runs every check in order. Two tiers, the same steps:
#   npm test            core tier (TEST_TIER unset or `core`): every rule once, pairwise matrices
#   npm run test:full   TEST_TIER=full: each runner adds the full matrices the core tier gives up
# Every runner reads the tier from the environment (`process.env.TEST_TIER === 'full'`).
set -euo pipefail
cd "$(dirname "$0")/../.."
export CI="${CI:-}"
export TEST_TIER="${TEST_TIER:-core}"
case "$TEST_TIER" in
  core) printf '\033[1mTier: core (npm test; the whole matrix: npm run test:full)\033[0m\n' ;;
  full) printf '\033[1mTier: full (npm run test:full: every matrix the core tier gives up)\033[0m\n' ;;
  *)
    echo "TEST_TIER must be core or full, not \"$TEST_TIER\"" >&2
    exit 2
    ;;
esac

bash scripts/chromium/ensure-chromium.sh
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
node scripts/checks/audit.mjs

step "Translations: every message in ko and en"
node scripts/checks/i18n-check.mjs

# The checks that need no browser run side by side (2 cores: ESLint and tsc are single-threaded,
# the builds wait on disk and on each other's idle moments): ~4 min one after another, ~2 side by
# side. Each job's output goes to reports/logs/ and is printed when the group ends; the group fails
# if any job does. The catalogs were compiled by the translation step above, so the site build
# here (`build:site`) does not write them again while tsc and ESLint read them.
step "Static checks and builds, side by side: lint (ESLint, Prettier, the style check: no raw hex or px in styles), types (tsc), unit tests (Vitest), the site (client, server render + prerender of every route, headers; what ships; the Nu Html Checker; the size budget), Storybook"
mkdir -p reports/logs
declare -A job_pids=()
job() {
  local name="$1"
  shift
  (
    job_start=$(date +%s)
    if ( set -e; eval "$*" ) >"reports/logs/$name.log" 2>&1; then status=0; else status=$?; fi
    printf '%s	  %s (side by side)\n' "$(($(date +%s) - job_start))" "$name" >>"reports/logs/times.tsv"
    exit "$status"
  ) &
  job_pids[$name]=$!
}
job lint 'npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn && node scripts/style-check.mjs'
job types 'npx tsc -p tsconfig.json'
job unit 'npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json'
job site 'npm run build:site --silent && node scripts/checks/dist-allowlist.mjs && node scripts/checks/html-check.mjs && node scripts/checks/size-budget.mjs'
job storybook 'npx storybook build --quiet -o storybook-static'
failed_jobs=()
for name in lint types unit site storybook; do
  if ! wait "${job_pids[$name]}"; then failed_jobs+=("$name"); fi
  printf '\n\033[1m── %s ──\033[0m\n' "$name"
  cat "reports/logs/$name.log"
done
# The group's wall time, then each job's own (they overlap).
end_step
step_name=""
sort -t$'\t' -k2 reports/logs/times.tsv >>reports/steps.tsv
if [ ${#failed_jobs[@]} -gt 0 ]; then
  echo "✗ failed: ${failed_jobs[*]} (logs in reports/logs/)" >&2
  exit 1
fi

step "End-to-end (Playwright + axe, built site)"
npx playwright test

step "Stories: play functions + axe in ko and en (@storybook/test-runner)"
node scripts/test/test-storybook.mjs

step "Visual check against committed baselines"
npx playwright test -c playwright.visual.config.ts

end_step
node scripts/test/test-summary.mjs "$started"
