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

// Details of seeded records of the demo customer (the mock data is seeded the same way every time).
const CUSTOMER_SCREENS: [path: string, ready: string][] = [
  ['/appservers/myserversdetail?id=28', 'Invite a member'],
  ['/appservers/myappdetail?id=43', 'Requests this month'],
  ['/myconsultation/myfeedbackdetail?id=13', 'Conversation'],
  ['/service/inviteservice', 'Open an invitation'],
];

for (const [path, ready, who] of [
  ...SCREENS.map(([p, r]) => [p, r, 'admin'] as const),
  ...CUSTOMER_SCREENS.map(([p, r]) => [p, r, 'customer'] as const),
]) {
  test(`no axe violations (WCAG 2.2 A/AA) on ${path}`, async ({ page }) => {
    await useDemoToken(page, who);
    await page.goto(`#${path}`);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    // Tables and cards settle (skeletons gone) before the check.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
