import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { addDays } from 'date-fns';
import { parseIsoDate, toIsoDate } from '../src/lib/dates';
import { readManifest } from '../scripts/build/build-meta.mjs';
import { say, type Locale } from './contactMessages';
import { atChosenDays, expect, test } from './clock';
import { serveMockApi } from './mockApi';
import { expectMode } from './ready';

// The date picker's calendar dialog (Radix Popover with Floating UI, and the react-day-picker grid)
// is not part of the contact page's first load: its chunk is fetched when the pointer reaches the
// calendar button, the button gets focus, or it is pressed. Nothing is lost on the way: a press
// made while the chunk is still on its way (or on the prerendered page before hydration) opens the
// calendar when it arrives, with the focus on a day; a chunk that cannot load leaves the typed field
// working, and the next press tries again.
// Chunks are held or blocked with page.route, as a slow or broken network would. The page's clock
// is pinned (e2e/clock.ts): each test runs at one of the chosen days in the core tier, at all of
// them in the full one. The materials-ready calendar opens on today whatever the day: the server's
// closed days (the mock's Wednesdays) apply to the release date only.

test.describe.configure({ mode: 'parallel' });

const POPOVER_MODULE = 'src/components/DatePicker/DatePickerPopover.tsx';

/** The built files of the popover module and of the chunks only it brings (not the page's own). */
function popoverFiles(): { own: string; all: string[] } {
  const manifest = readManifest(process.env.E2E_DIST ?? 'dist') as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const child of manifest[key].imports ?? []) walk(child);
    };
    keys.forEach(walk);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'))!;
  const page = Object.keys(manifest).find((key) => /src\/pages\/ContactPage\/index\.tsx?$/.test(key))!;
  const own = manifest[POPOVER_MODULE]?.file;
  if (!entry || !page || !own) throw new Error(`${POPOVER_MODULE} or the contact page is not in the build's manifest`);
  // The page's form is its lazy section: its code loads with the page, not on first use.
  const initial = closure([entry, page, 'src/pages/ContactPage/ContactFormArea.tsx']);
  const all = [...closure([POPOVER_MODULE])].filter((key) => !initial.has(key)).map((key) => manifest[key]!.file);
  return { own, all };
}

/** Holds every request for the popover module's own chunk until `release()`. */
async function holdPopoverChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${popoverFiles().own}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every script the page asks for, by path. */
function watchScripts(page: Page) {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const calendarButton = (page: Page, locale: Locale, label: string) =>
  page.getByRole('button', { name: say(locale, '{label} 달력 열기', { label: say(locale, label) }) });
const calendar = (page: Page, locale: Locale, label: string) =>
  page.getByRole('dialog', { name: say(locale, '{label} 달력', { label: say(locale, label) }) });
const textbox = (page: Page, locale: Locale, label: string) =>
  page.getByRole('textbox', { name: say(locale, label), exact: true });

/** The `data-day` of the day that has the focus, when the focus is on a day of a calendar dialog. */
const focusedDay = (page: Page) =>
  page.evaluate(() => {
    const cell = document.activeElement?.closest('[role="dialog"] [role="gridcell"]');
    return cell?.getAttribute('data-day') ?? null;
  });

async function openContact(page: Page, path: string) {
  await serveMockApi(page);
  await page.goto(path);
  await expectMode(page, 'hydrated');
}

test.describe('the date picker loads its calendar on first use @desktop-only', () => {
  atChosenDays(0, () => {
    test('a real click while the calendar chunk is held opens the calendar once it arrives, focus on the day', async ({
      page,
      today,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const scripts = watchScripts(page);
      const release = await holdPopoverChunk(page);
      await openContact(page, '/en/contact');
      const trigger = calendarButton(page, 'en', '자료 준비 완료일');
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      // The page is live and none of the popover's code has been asked for.
      const { own, all } = popoverFiles();
      expect(all.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => all.some((file) => path.endsWith(`/${file}`)))).toEqual([]);

      // The pointer reaching the button starts the load (held here); the click comes before it ends.
      await trigger.click();
      await expect.poll(() => scripts.some((path) => path.endsWith(`/${own}`))).toBe(true);
      const dialog = calendar(page, 'en', '자료 준비 완료일');
      await expect(dialog).toHaveCount(0);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      release();
      await expect(dialog).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => focusedDay(page)).toBe(today);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(errors).toEqual([]);
    });
  });

  atChosenDays(1, () => {
    test('Enter on the calendar button, reached with Tab while the chunk is held, opens the calendar', async ({
      page,
      today,
    }) => {
      const release = await holdPopoverChunk(page);
      await openContact(page, '/ko/contact');
      const input = textbox(page, 'ko', '자료 준비 완료일');
      const trigger = calendarButton(page, 'ko', '자료 준비 완료일');
      await input.focus();
      await page.keyboard.press('Tab');
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = calendar(page, 'ko', '자료 준비 완료일');
      await expect(dialog).toHaveCount(0);
      release();
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusedDay(page)).toBe(today);
      await page.keyboard.press('Escape');
      await expect(trigger).toBeFocused();
    });
  });

  atChosenDays(2, () => {
    test('a click on the prerendered calendar button before hydration opens the calendar once the page is live', async ({
      page,
      today,
    }) => {
      // The contact page's chunk is held: the visitor meets the prerendered page.
      const dist = process.env.E2E_DIST ?? 'dist';
      const manifest = readManifest(dist) as Record<string, { file: string }>;
      const pageKey = Object.keys(manifest).find((key) => /src\/pages\/ContactPage\/index\.tsx?$/.test(key))!;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/${manifest[pageKey]!.file}`, async (route) => {
        await released;
        await route.continue();
      });
      await serveMockApi(page);
      await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
      const trigger = calendarButton(page, 'en', '자료 준비 완료일');
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      expect(
        await page.locator('#root').evaluate((root) => !root.hasAttribute('data-mode')),
        'the click came before hydration',
      ).toBe(true);
      release();
      await expect(calendar(page, 'en', '자료 준비 완료일')).toBeVisible();
      await expect.poll(() => focusedDay(page)).toBe(today);
    });
  });

  atChosenDays(3, () => {
    test('with the calendar chunk blocked, a typed date still counts and the next press opens the calendar', async ({
      page,
      today,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let blocked = true;
      const { own } = popoverFiles();
      await page.route(`**/${own}`, (route) => (blocked ? route.abort() : route.continue()));
      await openContact(page, '/en/contact');
      const trigger = calendarButton(page, 'en', '자료 준비 완료일');
      const dialog = calendar(page, 'en', '자료 준비 완료일');
      const input = textbox(page, 'en', '자료 준비 완료일');

      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog).toHaveCount(0);
      // The field works without the calendar: a typed date is taken and named on the button.
      const day = today;
      await input.fill(day);
      await input.blur();
      await expect(input).toHaveValue(day);
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(page.getByRole('button', { name: new RegExp(day) })).toBeVisible();

      blocked = false;
      await trigger.click();
      await expect(dialog).toBeVisible();
      // The chosen day has the focus.
      await expect.poll(() => focusedDay(page)).toBe(day);
      expect(errors).toEqual([]);
    });
  });
});

// A page is prerendered once and opened on the days after: hydration must take the HTML as it is
// (the dates it names are the build's), then show today's. It did not: on any day after the build,
// React found other dates in the hints (error #418), reported it and rendered the form again from
// scratch, losing a press made before hydration.
test.describe('a contact page prerendered on an earlier day @desktop-only', () => {
  const dist = process.env.E2E_DIST ?? 'dist';
  const html = path.join(dist, 'en', 'contact.html');
  const builtOn = existsSync(html) ? toIsoDate(statSync(html).mtime) : '2026-11-01';
  const dayOfVisit = toIsoDate(addDays(parseIsoDate(builtOn)!, 40));
  test.use({ today: dayOfVisit });

  test(`hydrates without an error and names the day of the visit (${dayOfVisit}, built ${builtOn})`, async ({
    page,
    today,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await serveMockApi(page);
    const response = await page.goto('/en/contact');
    expect(await response?.text(), 'the HTML names its own day').toContain(`data-day="${builtOn}"`);
    await expectMode(page, 'hydrated');
    const release = textbox(page, 'en', '출시 희망일');
    const ready = textbox(page, 'en', '자료 준비 완료일');
    await expect(release).toHaveAccessibleDescription(
      new RegExp(`e\\.g\\. ${toIsoDate(addDays(parseIsoDate(today)!, 14))}`),
    );
    await expect(ready).toHaveAccessibleDescription(new RegExp(`e\\.g\\. ${today}`));
    expect(errors, 'no error while hydrating').toEqual([]);
  });
});
