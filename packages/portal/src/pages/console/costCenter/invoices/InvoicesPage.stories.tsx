import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageDecorator } from '../../../../stories/pageStory';
import { failing, loaded } from '../../parts/storyHelpers';
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
