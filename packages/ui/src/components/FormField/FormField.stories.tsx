import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import * as z from 'zod/mini';
import { Button } from '../Button';
import { Input } from '../Input';
import { PasswordInput } from '../PasswordInput';
import { Textarea } from '../Textarea';
import { FormField } from './FormField';
import { withMain } from '../../internal/withMain';

const meta = {
  title: 'Inputs/FormField',
  component: FormField,
  decorators: [withMain],
  args: { label: 'Email', hint: 'We send the invoice here.', children: null },
  render: (args) => (
    <div style={{ width: 360 }}>
      <FormField {...args}>
        <Input placeholder="name@example.com" />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Required, with an error, disabled, and the horizontal layout. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 420 }}>
      <FormField label="Service name" required hint="Shown on your invoices.">
        <Input defaultValue="Node hosting" />
      </FormField>
      <FormField label="Phone" required error="Enter a phone number.">
        <Input />
      </FormField>
      <FormField label="Chain id" disabled hint="Set by the platform.">
        <Input defaultValue="0x13488c5" />
      </FormField>
      <FormField label="Title" layout="horizontal" hint="Up to 50 characters.">
        <Input />
      </FormField>
    </div>
  ),
};

/**
 * The label names the control; the error describes it in place of the hint (which shows again once
 * the field is valid; decision 0072); required and invalid reach it.
 */
export const Wiring: Story = {
  tags: ['no-visual'],
  args: { label: 'Email', hint: 'We send the invoice here.', error: 'Enter a valid email.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Email/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email.');
    await expect(within(canvasElement).queryByText('We send the invoice here.')).toBeNull();
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

const schema = z.strictObject({
  email: z.email('Enter a valid email.'),
  password: z.string().check(z.minLength(6, 'At least 6 characters.')),
  note: z.string().check(z.maxLength(40, 'At most 40 characters.')),
});
type Values = z.infer<typeof schema>;

function SignUpForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', note: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => undefined)}
      style={{ display: 'grid', gap: 16, width: 360 }}
    >
      <FormField label="Email" required error={errors.email?.message}>
        <Input {...register('email')} clearable />
      </FormField>
      <FormField label="Password" required error={errors.password?.message} hint="6 characters or more.">
        <PasswordInput {...register('password')} autoComplete="new-password" />
      </FormField>
      <FormField label="Note" error={errors.note?.message}>
        <Textarea {...register('note')} showCount maxLength={40} rows={2} />
      </FormField>
      <Button type="submit" variant="primary">
        Create account
      </Button>
      {isSubmitSuccessful && <p role="status">Saved</p>}
    </form>
  );
}

/** With react-hook-form and zod: errors appear on submit, are announced, and clear once fixed. */
export const WithReactHookForm: Story = {
  tags: ['no-visual'],
  render: () => <SignUpForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email.');
    await expect(email).toHaveFocus();
    await userEvent.keyboard('ops@example.com');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('secret1');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** Chinese, purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 420 }}>
      <FormField label="标题" required hint="不超过 50 个字符">
        <Input defaultValue="节点服务咨询" />
      </FormField>
      <FormField label="手机号" required error="请输入手机号">
        <Input />
      </FormField>
    </div>
  ),
};
