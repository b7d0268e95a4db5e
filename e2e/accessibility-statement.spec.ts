import { expect, test } from '@playwright/test';
import { accessibilityStatement } from '../src/content/accessibility';
import { company } from '../src/content/company';
import { expectHydrated, expectMode } from './ready';
import { say } from './contactMessages';
import { onceInCore } from './tier';

// The accessibility statement in the built site: the footer's link reaches it from another page in
// each language, as a client-side navigation (focus on its h1, the title announced), and it names
// the standard and the company e-mail.

for (const lang of ['ko', 'en'] as const) {
  test(`the footer link opens the accessibility statement in ${lang}`, { tag: onceInCore }, async ({ page }) => {
    const statement = accessibilityStatement[lang];
    const name = say(lang, '접근성 안내');
    await page.goto(`/${lang}/about`);
    await expectMode(page, 'hydrated');

    // The footer is a lazy section: its links are React's once its own code has arrived.
    const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    await expectHydrated(link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/accessibility$`));
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(statement.title);
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(`${name} | ${company.brand}`);
    await expect(page.locator('[role="status"][aria-live="polite"]').filter({ hasText: name })).toHaveCount(1);

    const main = page.getByRole('main');
    await expect(main.getByRole('region')).toHaveCount(statement.sections.length);
    await expect(main).toContainText('WCAG 2.2');
    await expect(main.locator('#contact')).toContainText(company.registration.email);
  });
}
