import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageDecorator } from '../../../../stories/pageStory';
import { answer, emptyPage, failing, loaded, pending, stillLoading } from '../../parts/storyHelpers';
import ApplyInvoicesPage from '../apply/ApplyInvoicesPage';
import AddressesPage from '../addresses/AddressesPage';
import InvoiceTitlesPage from '../titles/InvoiceTitlesPage';
import InvoiceDetailPage from './InvoiceDetailPage';
import InvoicesPage from './InvoicesPage';

const meta = {
  title: 'Pages/Cost center/Invoices',
  component: InvoicesPage,
} satisfies Meta<typeof InvoicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [pageDecorator({ path: '/costCenter/invoicesMGT', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice management', /^FP/);
  },
};

export const Empty: Story = {
  decorators: [
    pageDecorator({ path: '/costCenter/invoicesMGT?keyword=nothing-matches', signedInAs: 'customer' }),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice management', 'No invoices match these filters.');
  },
};

export const LoadError: Story = {
  decorators: [pageDecorator({ path: '/costCenter/invoicesMGT', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/invoice/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice management', 'This could not be loaded.');
  },
};

export const Detail: Story = {
  render: () => <InvoiceDetailPage />,
  decorators: [
    pageDecorator({ path: '/costCenter/invoicesMGT/invoicesMGTdetail?id=1', signedInAs: 'customer' }),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, /Invoice detail FP/, 'Orders');
  },
};

export const NotFound: Story = {
  render: () => <InvoiceDetailPage />,
  decorators: [
    pageDecorator({ path: '/costCenter/invoicesMGT/invoicesMGTdetail?id=abc', signedInAs: 'customer' }),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice detail', 'This invoice does not exist or is not yours.');
  },
};

export const Apply: Story = {
  render: () => <ApplyInvoicesPage />,
  decorators: [pageDecorator({ path: '/costCenter/invoicesMGT/applyInvoices', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Apply for an invoice', /^DD2026/);
  },
};

export const Titles: Story = {
  render: () => <InvoiceTitlesPage />,
  decorators: [pageDecorator({ path: '/costCenter/invoicesMGT/invoicesInfo', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice titles', /杭州链融科技有限公司/);
  },
};

export const TitlesError: Story = {
  render: () => <InvoiceTitlesPage />,
  decorators: [pageDecorator({ path: '/costCenter/invoicesMGT/invoicesInfo', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [failing('/client/invoice/title/list')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice titles', 'Could not load the data.');
  },
};

export const Addresses: Story = {
  render: () => <AddressesPage />,
  decorators: [pageDecorator({ path: '/costCenter/invoicesMGT/invoicesAddress', signedInAs: 'customer' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Mailing addresses', /\*\*\*\*/);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  decorators: [pageDecorator({ path: '/costCenter/invoicesMGT', signedInAs: 'customer' })],
  parameters: { msw: { handlers: [pending('/client/invoice/page')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Invoice management');
  },
};

const detail = pageDecorator({
  path: '/costCenter/invoicesMGT/invoicesMGTdetail?id=1',
  signedInAs: 'customer',
});

export const DetailLoading: Story = {
  tags: ['no-visual'],
  render: () => <InvoiceDetailPage />,
  decorators: [detail],
  parameters: { msw: { handlers: [pending('/client/invoice/detail/{id}')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Invoice detail');
  },
};

export const DetailError: Story = {
  tags: ['no-visual'],
  render: () => <InvoiceDetailPage />,
  decorators: [detail],
  parameters: { msw: { handlers: [failing('/client/invoice/detail/{id}')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice detail', 'This could not be loaded.');
  },
};

const apply = pageDecorator({ path: '/costCenter/invoicesMGT/applyInvoices', signedInAs: 'customer' });

/** "Next" with no order chosen: the step says what it needs. */
export const ApplyErrors: Story = {
  tags: ['no-visual'],
  render: () => <ApplyInvoicesPage />,
  decorators: [apply],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Apply for an invoice', /^DD2026/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose at least one order');
  },
};

/** No paid order waits for an invoice. */
export const ApplyNothingToInvoice: Story = {
  tags: ['no-visual'],
  render: () => <ApplyInvoicesPage />,
  decorators: [apply],
  parameters: { msw: { handlers: [emptyPage('/client/order/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Apply for an invoice', 'You have no paid order waiting for an invoice.');
  },
};

export const ApplyLoadError: Story = {
  tags: ['no-visual'],
  render: () => <ApplyInvoicesPage />,
  decorators: [apply],
  parameters: { msw: { handlers: [failing('/client/order/page')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Apply for an invoice', 'Could not load the data.');
  },
};

const titles = pageDecorator({ path: '/costCenter/invoicesMGT/invoicesInfo', signedInAs: 'customer' });

export const TitlesEmpty: Story = {
  tags: ['no-visual'],
  render: () => <InvoiceTitlesPage />,
  decorators: [titles],
  parameters: { msw: { handlers: [answer('/client/invoice/title/list', [])] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Invoice titles', 'No invoice titles yet.');
  },
};

export const TitlesLoading: Story = {
  tags: ['no-visual'],
  render: () => <InvoiceTitlesPage />,
  decorators: [titles],
  parameters: { msw: { handlers: [pending('/client/invoice/title/list')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Invoice titles');
  },
};

const addresses = pageDecorator({ path: '/costCenter/invoicesMGT/invoicesAddress', signedInAs: 'customer' });

export const AddressesEmpty: Story = {
  tags: ['no-visual'],
  render: () => <AddressesPage />,
  decorators: [addresses],
  parameters: { msw: { handlers: [answer('/client/invoice/address/list', [])] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Mailing addresses', 'No mailing addresses yet.');
  },
};

export const AddressesLoading: Story = {
  tags: ['no-visual'],
  render: () => <AddressesPage />,
  decorators: [addresses],
  parameters: { msw: { handlers: [pending('/client/invoice/address/list')] } },
  play: async ({ canvasElement }) => {
    await stillLoading(canvasElement, 'Mailing addresses');
  },
};

export const AddressesError: Story = {
  tags: ['no-visual'],
  render: () => <AddressesPage />,
  decorators: [addresses],
  parameters: { msw: { handlers: [failing('/client/invoice/address/list')] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Mailing addresses', 'Could not load the data.');
  },
};

/** A new title saved empty: the name says what it needs, nothing is sent. */
export const TitleErrors: Story = {
  tags: ['no-visual'],
  render: () => <InvoiceTitlesPage />,
  decorators: [titles],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Invoice titles', /杭州链融科技有限公司/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a title' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /^(Save|OK)$/ }));
    await expect(await dialog.findByText('Enter a name (up to 100 characters)')).toBeVisible();
  },
};

/** A new address saved empty: each field says what it needs, nothing is sent. */
export const AddressErrors: Story = {
  tags: ['no-visual'],
  render: () => <AddressesPage />,
  decorators: [addresses],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Mailing addresses', /\*\*\*\*/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /^(Save|OK)$/ }));
    await expect(await dialog.findByText('Enter the recipient (up to 50 characters)')).toBeVisible();
    await expect(dialog.getByText('An 11-digit mainland mobile number')).toBeVisible();
  },
};
