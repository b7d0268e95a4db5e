import { expect, test, type Page } from '@playwright/test';

/*
 * The contact draft (issue 13, item 4) on the built site: the form says it keeps what is typed
 * in this tab; a reload restores it; "Clear the form" (confirmed) empties the fields and the
 * stored draft, so a reload afterwards shows an empty form; nothing ever goes to localStorage.
 */

const contactStorage = (page: Page) =>
  page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.includes('contact')),
    local: Object.keys(localStorage).filter((key) => key.includes('contact')),
  }));

test.describe('contact draft: told, restored, cleared', () => {
  test.use({ locale: 'en-US' });

  test('type, reload, clear with confirmation, reload: empty and nothing stored', async ({ page }) => {
    await page.route('**/api/v1/**', (route) => route.fulfill({ json: [] }));
    await page.goto('/en/contact/PUBLISHING');
    await expect(
      page.getByText('This form keeps what you type in this browser tab only, until you send it or clear it'),
    ).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const inquiry = page.getByRole('textbox', { name: 'Your inquiry', exact: true });
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

    const clear = page.getByRole('button', { name: 'Clear the form' });
    await clear.click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear the form' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Individual' })).toBeFocused();
    await expect(name).toHaveValue('');
    await expect(inquiry).toHaveValue('');
    expect(await contactStorage(page)).toEqual({ session: [], local: [] });

    await page.reload();
    await expect(name).toHaveValue('');
    await expect(inquiry).toHaveValue('');
    expect(await contactStorage(page)).toEqual({ session: [], local: [] });
  });
});
