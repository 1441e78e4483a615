import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../stories/pageStory';
import { failing, pending } from '../console/parts/storyHelpers';
import LoginPage from './LoginPage';

const meta = {
  title: 'Pages/Public/Sign in',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  decorators: [pageDecorator({ path: '/login', ownsMain: true })],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByRole('textbox', { name: 'Username' }),
    password: canvas.getByLabelText(/^Password/, { selector: 'input' }),
    submit: () => canvas.getByRole('button', { name: /Sign in$/ }),
  };
};

/** /login: password sign-in, the wallet, and the ways to a new account or a forgotten password. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Submitting empty fields: one message per field, nothing is sent. */
export const ValidationErrors: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { username, password, submit } = fields(canvasElement);
    await userEvent.click(submit());
    await waitFor(() => expect(username).toHaveAccessibleDescription('Please enter your username'));
    await expect(password).toHaveAccessibleDescription('Please enter your password');
  },
};

/** The server refuses the password: its message shows and what was typed stays. */
export const WrongPassword: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, username, password, submit } = fields(canvasElement);
    await userEvent.type(username, 'demo');
    await userEvent.type(password, 'wrong-password1');
    await userEvent.click(submit());
    // The error toast (role alert), in the server's words (decision 0088); it may still be fading
    // in, so its presence is what counts.
    await within(canvasElement.ownerDocument.body).findAllByText(
      'Wrong username or password',
      {},
      { timeout: 10_000 },
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
  },
};

/** The server fails (code 500): its message shows. */
export const ServerError: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: [failing('/login')] } },
  play: async ({ canvasElement }) => {
    const { username, password, submit } = fields(canvasElement);
    await userEvent.type(username, 'demo');
    await userEvent.type(password, 'demo1234');
    await userEvent.click(submit());
    // The error toast (role alert); it may still be fading in, so its presence is what counts.
    await within(canvasElement.ownerDocument.body).findAllByText(/Service busy/, {}, { timeout: 10_000 });
  },
};

/** Signing in: the button is busy until the server answers. */
export const SigningIn: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: [pending('/login')] } },
  play: async ({ canvasElement }) => {
    const { username, password, submit } = fields(canvasElement);
    await userEvent.type(username, 'demo');
    await userEvent.type(password, 'demo1234');
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
  },
};
