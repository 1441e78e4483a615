import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Result, type ResultStatus } from './Result';

const meta = {
  title: 'Feedback/Result',
  component: Result,
  args: { status: '404', extra: <Button variant="primary">Back to home</Button> },
  argTypes: {
    status: { control: 'select', options: ['404', '401', '403', '500', 'success', 'error', 'info'] },
  },
} satisfies Meta<typeof Result>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 page: translated default title and subtitle. */
export const NotFound: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '404' })).toBeInTheDocument();
    await expect(canvas.getByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  },
};

const OUTCOMES: Record<Exclude<ResultStatus, '404' | '401' | '403' | '500'>, [string, string]> = {
  success: ['Payment received', 'Your node service is being deployed.'],
  error: ['Payment failed', 'Your card was declined. No money was taken.'],
  info: ['Invoice requested', 'We will email it within one working day.'],
};

/** Every status side by side. */
export const AllStates: Story = {
  parameters: { visual: { viewport: { width: 1200, height: 900 } } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
      {(['404', '401', '403', '500'] as const).map((status) => (
        <Result key={status} status={status} headingLevel="h3" />
      ))}
      {(Object.keys(OUTCOMES) as (keyof typeof OUTCOMES)[]).map((status) => (
        <Result
          key={status}
          status={status}
          headingLevel="h3"
          title={OUTCOMES[status][0]}
          subtitle={OUTCOMES[status][1]}
          extra={<Button>Back</Button>}
        />
      ))}
    </div>
  ),
};

/** A custom title and subtitle replace the defaults. */
export const CustomText: Story = {
  tags: ['no-visual'],
  args: { status: '401', title: 'Please sign in', subtitle: 'Your session has ended.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
  },
};

/** Chinese under the purple preset, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { status: '401', extra: <Button variant="primary">返回首页</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('抱歉，您无权访问此页面，请先登录。')).toBeInTheDocument();
  },
};
