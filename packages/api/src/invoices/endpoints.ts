import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { idParam } from '../client/schemas';
import {
  applyInvoiceRequest,
  createAddressRequest,
  createTitleRequest,
  editAddressRequest,
  editTitleRequest,
  idRequest,
  invoiceDetail,
  invoiceList,
  invoiceListRequest,
  invoiceTitle,
  invoiceTitleList,
  mailingAddress,
  mailingAddressList,
} from './schemas';

const tags = ['invoices'];

export const invoiceEndpoints = {
  list: defineEndpoint({
    id: 'invoices.list',
    method: 'POST',
    path: '/client/invoice/page',
    request: invoiceListRequest,
    response: invoiceList,
    summary: 'My invoices, paged, by status, date range and keyword',
    tags,
  }),
  detail: defineEndpoint({
    id: 'invoices.detail',
    method: 'GET',
    path: '/client/invoice/detail/{id}',
    request: idParam,
    response: invoiceDetail,
    summary: 'One invoice with its title, address and orders',
    tags,
  }),
  apply: defineEndpoint({
    id: 'invoices.apply',
    method: 'POST',
    path: '/client/invoice/apply',
    request: applyInvoiceRequest,
    response: invoiceDetail,
    summary: 'Ask for an invoice over paid, not yet invoiced orders (amount = their sum)',
    tags,
  }),
  titles: defineEndpoint({
    id: 'invoices.titles',
    method: 'GET',
    path: '/client/invoice/title/list',
    response: invoiceTitleList,
    summary: 'Invoice titles',
    tags,
  }),
  createTitle: defineEndpoint({
    id: 'invoices.createTitle',
    method: 'POST',
    path: '/client/invoice/title/create',
    request: createTitleRequest,
    response: invoiceTitle,
    summary: 'Add an invoice title',
    tags,
  }),
  editTitle: defineEndpoint({
    id: 'invoices.editTitle',
    method: 'PUT',
    path: '/client/invoice/title/edit',
    request: editTitleRequest,
    response: invoiceTitle,
    summary: 'Change an invoice title',
    tags,
  }),
  deleteTitle: defineEndpoint({
    id: 'invoices.deleteTitle',
    method: 'DELETE',
    path: '/client/invoice/title/delete/{id}',
    request: idParam,
    response: z.null(),
    summary: 'Remove an invoice title',
    tags,
  }),
  addresses: defineEndpoint({
    id: 'invoices.addresses',
    method: 'GET',
    path: '/client/invoice/address/list',
    response: mailingAddressList,
    summary: 'Mailing addresses, the default first',
    tags,
  }),
  createAddress: defineEndpoint({
    id: 'invoices.createAddress',
    method: 'POST',
    path: '/client/invoice/address/create',
    request: createAddressRequest,
    response: mailingAddress,
    summary: 'Add a mailing address (the first one is the default)',
    tags,
  }),
  editAddress: defineEndpoint({
    id: 'invoices.editAddress',
    method: 'PUT',
    path: '/client/invoice/address/edit',
    request: editAddressRequest,
    response: mailingAddress,
    summary: 'Change a mailing address',
    tags,
  }),
  deleteAddress: defineEndpoint({
    id: 'invoices.deleteAddress',
    method: 'DELETE',
    path: '/client/invoice/address/delete/{id}',
    request: idParam,
    response: z.null(),
    summary: 'Remove a mailing address (a default is replaced by the newest remaining)',
    tags,
  }),
  setDefaultAddress: defineEndpoint({
    id: 'invoices.setDefaultAddress',
    method: 'POST',
    path: '/client/invoice/address/setDefault',
    request: idRequest,
    response: mailingAddress,
    summary: 'Make an address the default one',
    tags,
  }),
};

export const listInvoices = createEndpointFunction(invoiceEndpoints.list);
export const getInvoiceDetail = createEndpointFunction(invoiceEndpoints.detail);
export const applyInvoice = createEndpointFunction(invoiceEndpoints.apply);
export const listInvoiceTitles = createEndpointFunction(invoiceEndpoints.titles);
export const createInvoiceTitle = createEndpointFunction(invoiceEndpoints.createTitle);
export const editInvoiceTitle = createEndpointFunction(invoiceEndpoints.editTitle);
export const deleteInvoiceTitle = createEndpointFunction(invoiceEndpoints.deleteTitle);
export const listMailingAddresses = createEndpointFunction(invoiceEndpoints.addresses);
export const createMailingAddress = createEndpointFunction(invoiceEndpoints.createAddress);
export const editMailingAddress = createEndpointFunction(invoiceEndpoints.editAddress);
export const deleteMailingAddress = createEndpointFunction(invoiceEndpoints.deleteAddress);
export const setDefaultMailingAddress = createEndpointFunction(invoiceEndpoints.setDefaultAddress);
