import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient } from '../api/client';
import { sampleForm } from '../fixtures';
import { buildPayload } from '../payload';
import { handlers } from './handlers';

// The exported handlers with the site's own relative bases, answered for the site's own client
// in a browser-like environment (relative URLs resolve against the page, as under `npm run dev`).
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('answers the default client on the same origin', async () => {
  await expect(apiClient.getUnavailableDates('2026-11-29')).resolves.toContain('2026-12-02');
  const today = new Date(2026, 10, 21);
  await expect(
    apiClient.submitInquiry('DISTRIBUTION', buildPayload('DISTRIBUTION', sampleForm('DISTRIBUTION', today), 'ko')),
  ).resolves.toMatchObject({ status: 200, swallowed: false });
  await expect(
    apiClient.submitInquiry('PUBLISHING', buildPayload('PUBLISHING', sampleForm('PUBLISHING', today), 'en')),
  ).resolves.toMatchObject({ status: 200, swallowed: false });
});
