import { expect, test, type Page } from '@playwright/test';
import { say } from './contactMessages';
import { serveMockApi } from './mockApi';
import { openLive } from './ready';

/*
 * The contact draft across real reloads of the built site: a reload restores
 * what was typed; "Clear the form" (confirmed) empties the stored draft too, so a reload
 * afterwards shows an empty form; nothing ever goes to localStorage.
 *
 * Owned elsewhere: the note above the fields, the confirm dialog (Cancel keeps everything, focus
 * on Cancel, then on the first field) — ContactPage.stories.tsx ClearForm; what a draft keeps and
 * drops — src/contact/draft.test.ts.
 */

const contactStorage = (page: Page) =>
  page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.includes('contact')),
    local: Object.keys(localStorage).filter((key) => key.includes('contact')),
  }));

test.describe('contact draft: restored, cleared', () => {
  test.use({ locale: 'en-US' });

  test('type, reload, clear with confirmation, reload: empty and nothing stored', async ({ page }) => {
    await serveMockApi(page);
    await openLive(page, '/en/contact/PUBLISHING');
    const name = page.getByRole('textbox', { name: say('en', '이름'), exact: true });
    const inquiry = page.getByRole('textbox', { name: say('en', '문의 내용'), exact: true });
    await name.click();
    await page.keyboard.type('Nuri Kim');
    await inquiry.click();
    await page.keyboard.type('About publishing my songs.');
    // Kept in this tab (after the typing pause), never in localStorage.
    await expect
      .poll(() => contactStorage(page))
      .toEqual({ session: ['nurimusic:contact-draft:publishing'], local: [] });

    await page.reload();
    await expect(name).toHaveValue('Nuri Kim');
    await expect(inquiry).toHaveValue('About publishing my songs.');

    await page.getByRole('button', { name: say('en', '양식 지우기') }).click();
    const dialog = page.getByRole('alertdialog', { name: say('en', '양식 지우기') });
    await dialog.getByRole('button', { name: say('en', '확인') }).click();
    await expect(dialog).toBeHidden();
    await expect(name).toHaveValue('');
    await expect(inquiry).toHaveValue('');
    expect(await contactStorage(page)).toEqual({ session: [], local: [] });

    await page.reload();
    await expect(name).toHaveValue('');
    await expect(inquiry).toHaveValue('');
    expect(await contactStorage(page)).toEqual({ session: [], local: [] });
  });
});
