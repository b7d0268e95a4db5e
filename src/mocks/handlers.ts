import { http, HttpResponse } from 'msw';
import { apiBase } from '../api/config';

/**
 * The mock of the documented API (SPEC §7) used by `npm run dev`, Storybook and tests.
 * Unavailable dates move with the requested month: every Wednesday of the six weeks from
 * `start`, so the calendar always has something to disable.
 */
export const handlers = [
  http.get(`${apiBase}/calendar/month/unavailable`, ({ request }) => {
    const start = new URL(request.url).searchParams.get('start');
    if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(start)) {
      return HttpResponse.json({ error_code: 40000, message: 'start must be YYYY-MM-DD' }, { status: 400 });
    }
    const day = new Date(`${start}T00:00:00Z`);
    const dates: string[] = [];
    for (let i = 0; i < 42; i++) {
      const d = new Date(day.getTime() + i * 86_400_000);
      if (d.getUTCDay() === 3) dates.push(d.toISOString().slice(0, 10));
    }
    return HttpResponse.json(dates);
  }),
];
