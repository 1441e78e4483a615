import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { failing } from '../../console/parts/storyHelpers';
import ForgetPwdPage from './ForgetPwdPage';
import RegisterPage from './RegisterPage';

const meta = {
  title: 'Pages/Public/Account',
  component: RegisterPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /register, empty. */
export const Register: Story = {
  decorators: [pageDecorator({ path: '/register' })],
};

/** /register after submitting wrong values: the rules of docs/product.md#validation, one message per field. */
export const RegisterErrors: Story = {
  decorators: [pageDecorator({ path: '/register' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'abcdef');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      await canvas.findByText('6-12 characters, a combination of digits and letters'),
    ).toBeVisible();
  },
};

/** /forgetpwd, first step. */
export const ForgotPassword: Story = {
  render: () => <ForgetPwdPage />,
  decorators: [pageDecorator({ path: '/forgetpwd' })],
};

/** /forgetpwd after "Next" with empty fields: one message per field. */
export const ForgotPasswordErrors: Story = {
  tags: ['no-visual'],
  render: () => <ForgetPwdPage />,
  decorators: [pageDecorator({ path: '/forgetpwd' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Enter an 11-digit mobile number.')).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code.')).toBeVisible();
  },
};

/** /forgetpwd for a mobile number no account has: the server says so at "Send code". */
export const ForgotPasswordUnknownMobile: Story = {
  tags: ['no-visual'],
  render: () => <ForgetPwdPage />,
  decorators: [pageDecorator({ path: '/forgetpwd' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Mobile/ }), '13000000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(
      await canvas.findByText(
        'No account has this mobile number. Check it, or register.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** /register when the server cannot send the code (code 500): its message shows. */
export const RegisterSendCodeFails: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/register' })],
  parameters: { msw: { handlers: [failing('/client/register/sendSms')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Mobile/ }), '13800000009');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    // The error toast (role alert); it may still be fading in, so its presence is what counts.
    await within(document.body).findAllByText(/Service busy/, {}, { timeout: 10_000 });
  },
};
