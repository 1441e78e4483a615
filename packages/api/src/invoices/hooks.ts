import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { invoiceEndpoints } from './endpoints';

export const useInvoices = createQueryHook(invoiceEndpoints.list);
export const useInvoiceDetail = createQueryHook(invoiceEndpoints.detail);
export const useInvoiceTitles = createQueryHook(invoiceEndpoints.titles);
export const useMailingAddresses = createQueryHook(invoiceEndpoints.addresses);
export const useApplyInvoice = createMutationHook(invoiceEndpoints.apply, {
  invalidates: ['invoices.list', 'orders.list', 'orders.detail'],
});
const titles = { invalidates: ['invoices.titles'] } as const;
export const useCreateInvoiceTitle = createMutationHook(invoiceEndpoints.createTitle, titles);
export const useEditInvoiceTitle = createMutationHook(invoiceEndpoints.editTitle, titles);
export const useDeleteInvoiceTitle = createMutationHook(invoiceEndpoints.deleteTitle, titles);
const addresses = { invalidates: ['invoices.addresses'] } as const;
export const useCreateMailingAddress = createMutationHook(invoiceEndpoints.createAddress, addresses);
export const useEditMailingAddress = createMutationHook(invoiceEndpoints.editAddress, addresses);
export const useDeleteMailingAddress = createMutationHook(invoiceEndpoints.deleteAddress, addresses);
export const useSetDefaultMailingAddress = createMutationHook(invoiceEndpoints.setDefaultAddress, addresses);
