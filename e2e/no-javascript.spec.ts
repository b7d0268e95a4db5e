import { expect, test, type Page } from '@playwright/test';

// Without JavaScript: the prerendered pages are read and navigated with plain
// links — the header's pages (the menu button, the SERVICE dropdown and the language menu need
// script, so they give way to links), the service and contact tabs (each its own URL), the other
// language — and the contact form says it needs script to send and how else to write, and never
// submits-and-reloads with the fields emptied.

test.use({ javaScriptEnabled: false });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(주 메뉴|Main)$/ });

/** No request for a new document starts within a second of `action` (a form GET starts at once). */
async function expectNoNavigation(page: Page, action: () => Promise<void>) {
  const navigation = page
    .waitForEvent('request', { predicate: (request) => request.isNavigationRequest(), timeout: 1_000 })
    .then(
      (request) => request.url(),
      () => null,
    );
  await action();
  expect(await navigation).toBeNull();
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header links reach About and a service; the dead menu button is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: '메뉴' })).toBeHidden();
    const menu = mainMenu(page);
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: '회사 소개' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main h1')).toContainText('누리는 "세상"이라는 뜻입니다');
    await expect(mainMenu(page).getByRole('link', { name: '회사 소개' })).toHaveAttribute('aria-current', 'page');

    await mainMenu(page).getByRole('link', { name: '마케팅' }).click();
    await expect(page).toHaveURL(/\/services\/marketing$/);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('the language link opens the same page in the other language and back', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('button', { name: /언어 선택/ })).toBeHidden();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).toContainText('Nuri means “the world”');

    await page.getByRole('link', { name: '한국어' }).click();
    await expect(page).toHaveURL(/\/ko\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('main h1')).toContainText('누리는 "세상"이라는 뜻입니다');
  });
});

test('the service tabs are links to each service', async ({ page }) => {
  await page.goto('/en/services/marketing');
  const tabs = page.getByRole('navigation', { name: 'Services', exact: true });
  await expect(tabs.getByRole('link', { name: 'MARKETING' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'DISTRIBUTION' }).click();
  await expect(page).toHaveURL(/\/en\/services\/distribution$/);
  await expect(
    page.getByRole('navigation', { name: 'Services', exact: true }).getByRole('link', { name: 'DISTRIBUTION' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the contact tabs are links to each inquiry type', async ({ page }) => {
  await page.goto('/contact');
  const tabs = page.getByRole('navigation', { name: '문의 유형', exact: true });
  await expect(tabs.getByRole('link', { name: 'DISTRIBUTION' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'MARKETING' }).click();
  await expect(page).toHaveURL(/\/contact\/MARKETING$/);
  await expect(
    page.getByRole('navigation', { name: '문의 유형', exact: true }).getByRole('link', { name: 'MARKETING' }),
  ).toHaveAttribute('aria-current', 'page');
});

for (const { lang, path, note, send } of [
  { lang: 'ko', path: '/contact/MARKETING', note: 'JavaScript가 켜져 있어야 보낼 수 있습니다', send: '문의 보내기' },
  { lang: 'en', path: '/en/contact/MARKETING', note: 'This form needs JavaScript to send', send: 'Send inquiry' },
] as const) {
  test(`${lang}: the contact page says sending needs JavaScript; the send button neither reloads nor empties the form`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByText(note)).toBeVisible();
    const mail = page.getByRole('main').getByRole('link', { name: 'hello@nurimusic.example' });
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute('href', 'mailto:hello@nurimusic.example');

    const name = page.getByRole('textbox', { name: lang === 'ko' ? /^이름/ : /^Name/ }).first();
    const email = page.getByRole('textbox', { name: lang === 'ko' ? /^이메일/ : /^E-mail/ }).first();
    await name.fill('Kim Nuri');
    await email.fill('kim@example.com');

    const url = page.url();
    await expectNoNavigation(page, () => page.getByRole('button', { name: send }).click());
    expect(page.url()).toBe(url);
    await expect(name).toHaveValue('Kim Nuri');
    await expect(email).toHaveValue('kim@example.com');

    // Enter in a field (implicit submission) does not send a GET either.
    await expectNoNavigation(page, () => name.press('Enter'));
    expect(page.url()).toBe(url);
    await expect(email).toHaveValue('kim@example.com');
  });
}
