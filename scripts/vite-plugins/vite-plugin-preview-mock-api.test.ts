// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockUnavailableDates } from '../../src/contact/mocks/handlers';
import { mockApiMiddleware } from './vite-plugin-preview-mock-api';

let server: Server;
let base = '';

beforeAll(async () => {
  const middleware = mockApiMiddleware();
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('not the API');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('preview mock API middleware', () => {
  it('answers the release calendar like the dev mock', async () => {
    const response = await fetch(`${base}/api/v1/calendar/month/unavailable?start=2026-11-22`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(mockUnavailableDates('2026-11-22'));
  });

  it('passes a POST body through to the handlers (a malformed inquiry is refused)', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/api/v1/homepage/other`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await post({ type: 'other' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error_code: number }).error_code).toBe(40000);
  });

  it('keeps one mock session for the server: a repeated Idempotency-Key is a replay', async () => {
    const body = {
      name: 'Nuri Kim',
      company: null,
      entity: 'individual',
      email: 'nuri.kim@example.com',
      phone: '010-1234-5678',
      country: 'Korea',
      type: 'other',
      language: 'en',
      comment: 'A question.',
    };
    const post = () =>
      fetch(`${base}/api/v1/homepage/other`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'preview-key-1' },
        body: JSON.stringify(body),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await post();
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('leaves every other path to the next handler', async () => {
    const response = await fetch(`${base}/ko/about`);
    expect(response.status).toBe(418);
  });
});
