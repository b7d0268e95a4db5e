import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReleaseCalendar } from './useReleaseCalendar';

const today = new Date(2026, 10, 21); // Saturday; earliest release 2026-12-05

describe('useReleaseCalendar', () => {
  it('loads the months of today and of the earliest release date on page load', async () => {
    const load = vi.fn(async (start: string) => [`disabled-${start}`]);
    const { result } = renderHook(() => useReleaseCalendar(today, '', load));
    await waitFor(() => expect(result.current.disabled.size).toBe(2));
    expect(load.mock.calls.map(([start]) => start).sort()).toEqual(['2026-11-01', '2026-11-29']);
  });

  it('loads the month of a new release date and keeps every list for validation', async () => {
    const load = vi.fn(async (start: string) => (start === '2027-01-31' ? ['2027-02-03'] : []));
    const { result, rerender } = renderHook(({ date }) => useReleaseCalendar(today, date, load), {
      initialProps: { date: '' },
    });
    rerender({ date: '2027-02-10' });
    await waitFor(() => expect(result.current.disabled.has('2027-02-03')).toBe(true));
    expect(load).toHaveBeenCalledWith('2027-01-31');
  });

  it('records what the picker loads and shares identical calls in flight', async () => {
    let resolve: (dates: string[]) => void = () => {};
    const load = vi.fn((start: string) =>
      start === '2027-03-28' ? new Promise<string[]>((r) => (resolve = r)) : Promise.resolve([]),
    );
    const { result } = renderHook(() => useReleaseCalendar(today, '', load));
    let first!: Promise<string[]>;
    let second!: Promise<string[]>;
    act(() => {
      first = result.current.loadDisabled('2027-03-28');
      second = result.current.loadDisabled('2027-03-28');
    });
    expect(load.mock.calls.filter(([start]) => start === '2027-03-28')).toHaveLength(1);
    await act(async () => {
      resolve(['2027-04-07']);
      await expect(first).resolves.toEqual(['2027-04-07']);
      await expect(second).resolves.toEqual(['2027-04-07']);
    });
    expect(result.current.disabled.has('2027-04-07')).toBe(true);
  });
});
