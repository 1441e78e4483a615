import { expect, test } from '@playwright/test';
import { expectAppPath } from './helpers';
import { setFaults } from './publicHelpers';

test.use({ locale: 'en-US' });

const PNG = {
  name: 'screen.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
};

test('feedback: validation, a failed submit that keeps everything, then a successful one', async ({
  page,
}) => {
  await page.goto('#/feedback');
  const form = page.getByRole('form', { name: 'Feedback' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter a title')).toBeVisible();
  await expect(form.getByText('Please enter the content')).toBeVisible();

  await form.getByRole('radio', { name: 'Suggestions' }).check();
  await form.getByRole('textbox', { name: 'Title' }).fill('Dark theme');
  await form.getByRole('textbox', { name: 'Content' }).fill('Please add a dark theme to the console.');
  await form.locator('input[type="file"]').setInputFiles(PNG);
  await expect(form.getByText('screen.png')).toBeVisible();
  // A title longer than the API accepts (50) is refused before sending.
  await form.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(51));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('The title can have at most 50 characters')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill('Dark theme');

  await setFaults(page, { code: { path: '/client/feedback/create', code: 500, msg: 'Service busy' } });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Your feedback was not sent' })).toContainText(
    'Your feedback was not sent: Service busy',
  );
  await expect(form.getByRole('radio', { name: 'Suggestions' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Dark theme');
  await expect(form.getByRole('textbox', { name: 'Content' })).toHaveValue(
    'Please add a dark theme to the console.',
  );
  await expect(form.getByText('screen.png')).toBeVisible();

  await setFaults(page, null);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toContainText(/Your feedback FK\d+ was received/);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(form.getByText('screen.png')).toHaveCount(0);
});

test('register: password rules, a verification code with a countdown, then signed in', async ({ page }) => {
  await page.goto('#/register');
  const username = `tester${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abcdef');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('abcdeg');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter an 11-digit mobile number.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile' }).fill('13700007777');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('6-12 characters, a combination of digits and letters')).toBeVisible();
  await expect(page.getByText('The two passwords do not match!')).toBeVisible();
  await expect(page.getByText('Accept the user agreement to continue.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc123');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('abc123');
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectAppPath(page, '/homepage/homepage');
  await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
});

test('forgot password: verify the mobile, choose a new password, sign in with it', async ({ page }) => {
  await page.goto('#/forgetpwd');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('13912345678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('6-12 characters, a combination of digits and letters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('newpass1');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('newpass1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expectAppPath(page, '/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('newpass1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectAppPath(page, '/homepage/homepage');
});

test('a wrong code sends the reset back to the first step with the mobile kept', async ({ page }) => {
  await page.goto('#/forgetpwd');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('13912345678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('newpass1');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('newpass1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Enter the 6-digit code.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveValue('13912345678');
});

test('forgot password: an unregistered number does not move on to the new password', async ({ page }) => {
  await page.goto('#/forgetpwd');
  const mobile = page.getByRole('textbox', { name: 'Mobile' });
  await mobile.fill('13000000001');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(mobile).toHaveAccessibleDescription(
    'No account has this mobile number. Check it, or register.',
  );
  await expect(mobile).toBeFocused();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
    'Send a code to this number first, then enter it.',
  );
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'New password' })).not.toHaveAttribute(
    'aria-current',
    'step',
  );
});

test('channel cooperation: the application is validated and sent', async ({ page }) => {
  await page.goto('#/channelcooperation');
  const form = page.getByRole('form', { name: 'Apply to the programme' });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Enter the company name (2-100 characters).')).toBeVisible();
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Example Integration Ltd.');
  await form.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Ana');
  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('13911112222');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ana@example.com');
  await form.getByRole('textbox', { name: 'Region', exact: true }).fill('Madrid');
  await form.getByRole('textbox', { name: 'About your company' }).fill('Ten years of retail integrations.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('status')).toContainText(/Application QD\d+ received/);
});
