import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

const SCREENS: [path: string, ready: string][] = [
  ['/homepage/homepage', 'Services in use'],
  ['/appservers/myservers', 'My services'],
  ['/appservers/myapp', 'My apps'],
  ['/service/inviteservicedetail?code=INV-OLD-2024', 'This invitation has expired.'],
  ['/contractmanage/mycontract', 'My contracts'],
  ['/contractmanage/createcontract/createcontract', 'Create from a template'],
  ['/contractmanage/createcontract/buildcontract', 'Self-built contract'],
  ['/myconsultation/myfeedback', 'My work orders'],
  ['/messageCenter/systemNotice/systemNotice', 'System notices'],
  ['/messageCenter/noticeSetting', 'Notice settings'],
];

for (const [path, ready] of SCREENS) {
  test(`no axe violations (WCAG 2.2 A/AA) on ${path}`, async ({ page }) => {
    await useDemoToken(page, 'admin');
    await page.goto(`#${path}`);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    // Tables and cards settle (skeletons gone) before the check.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}
