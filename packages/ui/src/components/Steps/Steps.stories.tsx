import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps, type StepsItem } from './Steps';
import { withMain } from '../../internal/withMain';

const items: StepsItem[] = [
  { key: 'apply', title: 'Apply', description: 'Fill in the invoice details' },
  { key: 'review', title: 'Review', description: 'Finance checks the request' },
  { key: 'issue', title: 'Issue', description: 'The invoice is issued' },
  { key: 'mail', title: 'Mail', description: 'Sent to your address' },
];

const meta = {
  decorators: [withMain],
  title: 'Data/Steps',
  component: Steps,
  args: { items, current: 1, 'aria-label': 'Invoice progress' },
  argTypes: {
    status: { control: 'inline-radio', options: ['wait', 'process', 'finish', 'error'] },
    direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

/** Horizontal in progress, horizontal with an error, and vertical finished. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 40 }}>
      <Steps {...args} aria-label="In progress" />
      <Steps {...args} aria-label="Failed" current={2} status="error" />
      <Steps {...args} aria-label="Vertical" direction="vertical" current={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Failed' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('Issue (Failed)');
  },
};

/**
 * On a phone: horizontal steps in a box under 532 px wide are laid out vertically, each title on one
 * line (decision 0092). Spanish, whose titles are the longest.
 */
export const OnAPhone: Story = {
  globals: { locale: 'es' },
  // The steps follow their own width (a container query), whatever the window: a phone's column.
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  args: {
    'aria-label': 'Cooperación',
    current: 1,
    items: [
      { key: 'apply', title: 'Solicitud', description: 'Envíe los datos de su empresa' },
      { key: 'review', title: 'Revisión', description: 'Comprobamos la solicitud' },
      { key: 'agreement', title: 'Acuerdo', description: 'Firmamos el contrato de canal' },
      { key: 'launch', title: 'Lanzamiento', description: 'Empiece a vender los servicios' },
    ],
  },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    // One above the other, each title on one line.
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      (first?.getBoundingClientRect().bottom ?? Infinity) - 1,
    );
    const steps = within(canvasElement).getAllByRole('listitem');
    for (const step of steps) {
      const title = step.querySelector('[data-part="title"]') as HTMLElement;
      await expect(title.getBoundingClientRect().height).toBeLessThan(40);
    }
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: {
    'aria-label': '发票进度',
    items: [
      { key: 'a', title: '申请', description: '填写发票信息' },
      { key: 'b', title: '审核', description: '财务审核' },
      { key: 'c', title: '开具' },
      { key: 'd', title: '邮寄' },
    ],
  },
};
