import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { createUnavailableLoader, loadUnavailableForMonth } from './calendar';

describe('createUnavailableLoader (the DatePicker loadDisabled)', () => {
  it('passes start through and resolves the dates', async () => {
    const getUnavailableDates = vi.fn(async (start: string) => [`${start.slice(0, 8)}09`]);
    const load = createUnavailableLoader({ getUnavailableDates });
    await expect(load('2026-11-29')).resolves.toEqual(['2026-11-09']);
    expect(getUnavailableDates).toHaveBeenCalledWith('2026-11-29');
  });

  it('never rejects: a failure resolves the last list of the same start, else an empty list', async () => {
    let fail = false;
    const load = createUnavailableLoader({
      getUnavailableDates: async (start) => {
        if (fail) throw new ApiError('network', 'offline');
        return start === '2026-11-29' ? ['2026-12-02'] : ['2027-01-06'];
      },
    });
    await load('2026-11-29');
    fail = true;
    await expect(load('2026-11-29')).resolves.toEqual(['2026-12-02']);
    await expect(load('2027-01-31')).resolves.toEqual([]);
  });

  it('swallows any thrown value, not only ApiError', async () => {
    const load = createUnavailableLoader({
      getUnavailableDates: () => Promise.reject(new Error('boom')),
    });
    await expect(load('2026-11-29')).resolves.toEqual([]);
  });
});

it('loadUnavailableForMonth asks with the Sunday of the week containing the first of the month', async () => {
  const load = vi.fn(async () => []);
  await loadUnavailableForMonth(new Date(2026, 11, 15), load);
  await loadUnavailableForMonth(new Date(2027, 0, 31), load);
  await loadUnavailableForMonth(new Date(2026, 10, 3), load);
  expect(load.mock.calls).toEqual([['2026-11-29'], ['2026-12-27'], ['2026-11-01']]);
});
