import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator } from '../../../stories/pageStory';
import { answer, emptyPage, failing } from '../parts/storyHelpers';
import BuildContractPage from './BuildContractPage';
import CreateContractPage from './CreateContractPage';
import MyContractPage from './MyContractPage';

const meta = {
  title: 'Pages/Console/Contracts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = pageDecorator({ path: '/contractmanage/mycontract', signedInAs: 'admin' });
const create = pageDecorator({ path: '/contractmanage/createcontract/createcontract', signedInAs: 'admin' });
const build = pageDecorator({ path: '/contractmanage/createcontract/buildcontract', signedInAs: 'admin' });

export const Contracts: Story = {
  decorators: [list],
  render: () => <MyContractPage />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'My contracts' });
    // The header row is there at once; wait for the data rows.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const ContractsEmpty: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [emptyPage('/client/contract/page')] } },
  render: () => <MyContractPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No contracts match these filters.')).toBeVisible();
  },
};

export const ContractsError: Story = {
  decorators: [list],
  parameters: { msw: { handlers: [failing('/client/contract/page')] } },
  render: () => <MyContractPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This could not be loaded.')).toBeVisible();
  },
};

/** A template chosen: its parameters appear under the target chain. */
export const CreateFromTemplate: Story = {
  decorators: [create],
  render: () => <CreateContractPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio');
    await userEvent.click(radios[0]!);
    await expect(await canvas.findByRole('button', { name: 'Deploy contract' })).toBeVisible();
  },
};

export const CreateNoTemplates: Story = {
  decorators: [create],
  parameters: { msw: { handlers: [answer('/client/contract/template/list', [])] } },
  render: () => <CreateContractPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No templates are available.')).toBeVisible();
  },
};

export const CreateError: Story = {
  decorators: [create],
  parameters: { msw: { handlers: [failing('/client/contract/template/list', 'get')] } },
  render: () => <CreateContractPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The self-built page before any source: it says it compiles in the browser as the customer types. */
export const Build: Story = {
  decorators: [build],
  render: () => <BuildContractPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Solidity source' })).toBeVisible();
    await expect(canvas.getByText(/compiled in your browser as you type/)).toBeVisible();
  },
};

/** A file that is not Solidity is refused by the upload, before anything is read or compiled. */
export const BuildNotSolidity: Story = {
  tags: ['no-visual'],
  decorators: [build],
  render: () => <BuildContractPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Solidity source' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['PK'], 'Ledger.zip', { type: 'application/zip' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText(/“Ledger.zip” was not added/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Solidity source' })).toHaveValue('');
  },
};
