import { expect, test, type Page } from '@playwright/test';
import { say } from './contactMessages';
import { serveMockApi } from './mockApi';
import { builtPath, expectHydrated, expectMode, holdChunk, isHydrated } from './ready';

/*
 * The contact form is on screen before its code: the page hydrates first, the form (its type tabs
 * and fields, a lazy section) from its own chunk after it. A visitor who types, chooses and
 * ticks on the prerendered form, and presses send, before then loses nothing: once the form is
 * React's, it knows every field as shown and the send sends them (src/lib/earlyInput.ts). Each test
 * holds a chunk, as a slow network would, and acts with the real mouse and keyboard.
 *
 * Owned elsewhere: how a field's edit is replayed and when it is kept (src/lib/earlyInput.test.ts,
 * src/prerender/earlyInputScript.test.ts); a press on a button of a lazy section
 * (e2e/lazy-sections.spec.ts); what the payload must hold (src/contact/payload.test.ts).
 */

test.describe.configure({ mode: 'parallel', timeout: 60_000 });
test.use({ locale: 'en-US' });

const textbox = (page: Page, source: string) => page.getByRole('textbox', { name: say('en', source), exact: true });

/** Clicks each field (by its Korean label) and types into it, like a person; it shows what was typed. */
async function typeFields(page: Page, fields: readonly (readonly [label: string, text: string])[]) {
  for (const [label, text] of fields) {
    await textbox(page, label).click();
    await page.keyboard.type(text);
    await expect(textbox(page, label)).toHaveValue(text);
  }
}

/** The fields after name and e-mail, and the consent. */
async function typeTheRest(page: Page) {
  await typeFields(page, [
    ['연락처', '010-1234-5678'],
    ['거주 국가', 'Republic of Korea'],
    ['문의 내용', 'A question about a partnership.'],
  ]);
  await page.getByRole('checkbox').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
}

/** Chooses "company", types the common fields and the inquiry, ticks the consent: all on the prerendered form. */
async function fillPrerendered(page: Page) {
  await page.getByRole('radio', { name: say('en', '회사') }).click();
  await typeFields(page, [
    ['이름', 'Nuri Kim'],
    ['이메일', 'nuri.kim@example.com'],
  ]);
  await typeTheRest(page);
}

/** What the send must carry (SPEC §3): what was typed and chosen before the form was React's. */
const expectSent = (body: unknown) => {
  expect(body).toMatchObject({
    type: 'other',
    entity: 'corporation',
    company: 'Nuri Sound',
    name: 'Nuri Kim',
    email: 'nuri.kim@example.com',
    phone: '010-1234-5678',
    country: 'Republic of Korea',
  });
  expect(JSON.stringify(body)).toContain('A question about a partnership.');
};

test.describe('contact: what is typed before the form is live is kept and sent @desktop-only', () => {
  test('the page is live, the form not yet: typed, chosen, ticked and sent once its code arrives', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const api = await serveMockApi(page);
    const release = await holdChunk(page, 'src/pages/ContactPage/ContactFormArea.tsx');
    await page.goto('/en/contact/ETC');
    await expectMode(page, 'hydrated');
    expect(await isHydrated(page.getByRole('form')), 'the form is still the prerendered HTML').toBe(false);

    await fillPrerendered(page);
    await page.getByRole('button', { name: say('en', '문의 보내기') }).click();
    await page.waitForTimeout(300);
    expect(api.requests, 'nothing can be sent before the form is live').toEqual([]);

    release();
    // The press was replayed once the fields were the form's, at once (the alert may open before a
    // check of the page could see the company field, which the modal alert then hides): the
    // company is what it misses.
    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: say('en', '확인') }).click();
    // The choice of "company" reached the form: it asks for the company's name now.
    const company = textbox(page, '회사명');
    await expect(company).toBeVisible();
    await expect(company).toBeFocused();
    await page.keyboard.type('Nuri Sound');
    await page.getByRole('button', { name: say('en', '문의 보내기') }).click();

    await expect(page).toHaveURL(/\/en\/contact\/complete$/);
    expect(api.inquiries).toHaveLength(1);
    expectSent(api.inquiries[0]!.body);
    expect(errors).toEqual([]);
  });

  test('typing on while the form becomes live: no keystroke is lost, and the send carries every field', async ({
    page,
  }) => {
    const api = await serveMockApi(page);
    const releaseForm = await holdChunk(page, 'src/pages/ContactPage/ContactFormArea.tsx');
    // The code that tells the form about the early edits is on its way while the visitor types on.
    const releaseReplay = await holdChunk(page, 'src/lib/replayEdit.ts');
    await page.goto('/en/contact/ETC');
    await expectMode(page, 'hydrated');

    const name = textbox(page, '이름');
    const email = textbox(page, '이메일');
    await name.click();
    await page.keyboard.type('Nuri Kim');
    await email.click();
    await page.keyboard.type('nuri.kim@ex');
    releaseForm();
    await page.waitForResponse((response) =>
      response.url().endsWith(builtPath('src/pages/ContactPage/ContactFormArea.tsx')),
    );
    // On at a person's pace while the form's code arrives and runs, then the rest once all is there.
    await page.keyboard.type('ample', { delay: 120 });
    releaseReplay();
    await page.keyboard.type('.com', { delay: 120 });
    await expectHydrated(page.getByRole('form'));
    await expect(email).toHaveValue('nuri.kim@example.com');
    await expect(name).toHaveValue('Nuri Kim');

    await typeTheRest(page);
    await page.getByRole('button', { name: say('en', '문의 보내기') }).click();
    await expect(page).toHaveURL(/\/en\/contact\/complete$/);
    expect(api.inquiries).toHaveLength(1);
    expect(api.inquiries[0]!.body).toMatchObject({ name: 'Nuri Kim', email: 'nuri.kim@example.com' });
  });

  test('nothing is live yet: what was typed on the prerendered page is the form’s once it hydrates', async ({
    page,
  }) => {
    const api = await serveMockApi(page);
    // The page's own chunk held: React has not taken the page (no data-mode), the early listener keeps the edits.
    const release = await holdChunk(page, 'src/pages/ContactPage/index.ts');
    await page.goto('/en/contact/ETC');
    await fillPrerendered(page);
    await textbox(page, '문의 내용').press('Tab');
    expect(await page.locator('#root').getAttribute('data-mode')).toBeNull();

    release();
    const company = textbox(page, '회사명');
    await expect(company).toBeVisible();
    await company.click();
    await page.keyboard.type('Nuri Sound');
    await page.getByRole('button', { name: say('en', '문의 보내기') }).click();

    await expect(page).toHaveURL(/\/en\/contact\/complete$/);
    expect(api.inquiries).toHaveLength(1);
    expectSent(api.inquiries[0]!.body);
  });
});
