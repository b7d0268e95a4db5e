import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReleaseCalendar } from './useReleaseCalendar';

const today = new Date(2026, 10, 21); // Saturday; earliest release 2026-12-05

describe('useReleaseCalendar (the one owner of the disabled release dates)', () => {
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

  it('loadMonth asks with the Sunday of the week containing the first of the month', async () => {
    const load = vi.fn(async (_start: string): Promise<string[]> => []);
    const { result } = renderHook(() => useReleaseCalendar(today, '', load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => {});
    load.mockClear();
    act(() => result.current.loadMonth(new Date(2026, 11, 15)));
    act(() => result.current.loadMonth(new Date(2027, 0, 31)));
    act(() => result.current.loadMonth(new Date(2026, 10, 3)));
    expect(load.mock.calls.map(([start]) => start)).toEqual(['2026-11-29', '2026-12-27', '2026-11-01']);
  });

  it('records what the picker loads and shares identical calls in flight', async () => {
    let resolve: (dates: string[]) => void = () => {};
    const load = vi.fn((start: string) =>
      start === '2027-03-28' ? new Promise<string[]>((r) => (resolve = r)) : Promise.resolve([]),
    );
    const { result } = renderHook(() => useReleaseCalendar(today, '', load));
    act(() => {
      result.current.loadMonth(new Date(2027, 3, 1));
      result.current.loadMonth(new Date(2027, 3, 20));
    });
    await waitFor(() => expect(load.mock.calls.filter(([start]) => start === '2027-03-28')).toHaveLength(1));
    await act(async () => resolve(['2027-04-07']));
    await waitFor(() => expect(result.current.disabled.has('2027-04-07')).toBe(true));
    // Settled: the next look at the month asks again (fresh data on every open).
    act(() => result.current.loadMonth(new Date(2027, 3, 1)));
    await waitFor(() => expect(load.mock.calls.filter(([start]) => start === '2027-03-28')).toHaveLength(2));
  });

  it('ignores a failure: nothing is disabled by it, and the days loaded before stay', async () => {
    let fail = false;
    const load = vi.fn(async (start: string) => {
      if (fail) throw Object.assign(new Error('500'), { status: 500 });
      return start === '2026-11-29' ? ['2026-12-09'] : [];
    });
    const { result } = renderHook(() => useReleaseCalendar(today, '', load));
    await waitFor(() => expect(result.current.disabled.has('2026-12-09')).toBe(true));
    fail = true;
    act(() => result.current.loadMonth(new Date(2026, 11, 1)));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await act(async () => {});
    expect(result.current.disabled.has('2026-12-09')).toBe(true);
  });

  it('a first failure disables nothing', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useReleaseCalendar(today, '', load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(result.current.disabled.size).toBe(0);
  });
});
