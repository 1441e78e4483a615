import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Patterns/LoginForm',
  component: LoginForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    onSubmit: fn(),
    onWalletSignIn: fn(),
    walletAvailable: true,
    forgotPasswordLink: <a href="#/forgetpwd">Forgot password?</a>,
    registerLink: (
      <span>
        No account? <a href="#/register">Register</a>
      </span>
    ),
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitting empty fields shows both messages and focuses the first wrong field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAccessibleDescription('Please enter your username'));
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Please enter your password',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    error: 'Incorrect username or password.',
    defaultValues: { username: 'alice', password: 'wrong-password' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Incorrect username or password.',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, defaultValues: { username: 'alice', password: 'secret12', remember: true } },
  play: async ({ args, canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: /^(Loading… )?Sign in$/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WalletUnavailable: Story = {
  args: { walletAvailable: false },
  play: async ({ args, canvasElement }) => {
    const wallet = within(canvasElement).getByRole('button', { name: 'Sign in with wallet' });
    await expect(wallet).toBeDisabled();
    await expect(wallet).toHaveAccessibleDescription(
      'No browser wallet was found. Install a wallet extension to sign in with it.',
    );
    await userEvent.click(wallet);
    await expect(args.onWalletSignIn).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard only: Tab through the fields, type, tick "remember me" with Space, press Enter in the
 * password field: onSubmit receives the trimmed username.
 */
export const KeyboardSignIn: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('  alice  ');
    await userEvent.tab();
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(password).toHaveFocus();
    await userEvent.keyboard('secret12');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    const remember = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(remember).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(remember).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in with wallet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWalletSignIn).toHaveBeenCalledTimes(1);

    // Back to the password field and Enter submits.
    for (let i = 0; i < 5; i++) await userEvent.tab({ shift: true });
    await expect(password).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'alice',
      password: 'secret12',
      remember: true,
    });
  },
};

/** A rejected sign-in keeps what the user typed, untrimmed, and the button is usable again. */
export const FailedSubmitKeepsValues: Story = {
  tags: ['no-visual'],
  args: { onSubmit: fn(() => Promise.reject(new Error('401'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, ' bob ');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'abc12345{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(username).toHaveValue(' bob ');
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('abc12345');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy'),
    );
  },
};

/** While the returned promise is pending the submit button is busy. */
export const PendingSubmit: Story = {
  tags: ['no-visual'],
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'abc12345{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Sign in$/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    walletAvailable: false,
    error: '用户名或密码错误。',
    defaultValues: { username: 'alice' },
    forgotPasswordLink: <a href="#/forgetpwd">忘记密码？</a>,
    registerLink: (
      <span>
        还没有账号？<a href="#/register">立即注册</a>
      </span>
    ),
  },
};
