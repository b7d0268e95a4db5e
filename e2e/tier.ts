/**
 * Which tier runs: `npm test` runs the core (every rule once, matrices pairwise), `npm run test:full`
 * sets TEST_TIER=full and adds every matrix (README, "Test tiers").
 */
export const fullTier = process.env.TEST_TIER === 'full';
