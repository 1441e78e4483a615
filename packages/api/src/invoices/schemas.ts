import { z } from 'zod';
import { page, pageRequest } from '../client/schemas';
import { dateRange, instant, keyword, money, recordId } from '../account/money';

export const invoiceStatus = z.enum(['pending', 'issued', 'mailed', 'rejected']);
export const invoiceType = z.enum(['normal', 'special']);
export const invoiceMedium = z.enum(['electronic', 'paper']);
export const titleType = z.enum(['company', 'personal']);

export const invoiceListRequest = pageRequest({ status: invoiceStatus.optional(), ...dateRange, keyword });

export const invoiceItem = z.object({
  id: recordId,
  invoiceNo: z.string(),
  titleName: z.string(),
  type: invoiceType,
  medium: invoiceMedium,
  amount: money,
  status: invoiceStatus,
  createdAt: instant,
  issuedAt: instant.nullable(),
});

const titleFields = z.object({
  titleType,
  name: z.string().trim().min(1).max(100),
  /** Taxpayer id; required for a company title. */
  taxNo: z
    .string()
    .regex(/^[0-9A-Z]{15,20}$/, 'Tax number: 15 to 20 digits or capital letters')
    .nullable(),
  bankName: z.string().max(100),
  bankAccount: z.string().max(30),
  address: z.string().max(200),
  phone: z.string().max(30),
  isDefault: z.boolean(),
});

const companyNeedsTax = (value: { titleType: string; taxNo: string | null }) =>
  value.titleType !== 'company' || !!value.taxNo;
const companyNeedsTaxMessage = { message: 'A company title needs a tax number', path: ['taxNo'] };

export const invoiceTitle = titleFields.extend({ id: recordId });
export const invoiceTitleList = z.array(invoiceTitle);
export const createTitleRequest = titleFields.refine(companyNeedsTax, companyNeedsTaxMessage);
export const editTitleRequest = invoiceTitle.refine(companyNeedsTax, companyNeedsTaxMessage);

const addressFields = z.object({
  recipient: z.string().trim().min(1).max(50),
  phone: z.string().regex(/^1\d{10}$/, 'A mainland mobile number, 11 digits'),
  region: z.string().trim().min(1).max(100),
  detail: z.string().trim().min(1).max(200),
  postcode: z.string().regex(/^\d{6}$/, 'Postcode: 6 digits'),
  isDefault: z.boolean(),
});
export const mailingAddress = addressFields.extend({ id: recordId });
export const mailingAddressList = z.array(mailingAddress);
export const createAddressRequest = addressFields;
export const editAddressRequest = mailingAddress;

export const invoiceDetail = invoiceItem.extend({
  title: titleFields.omit({ isDefault: true }),
  address: addressFields.omit({ isDefault: true }).nullable(),
  orders: z.array(
    z.object({ id: recordId, orderNo: z.string(), productName: z.string(), amount: money, paidAt: instant }),
  ),
  remark: z.string(),
});

export const invoiceList = page(invoiceItem);

export const applyInvoiceRequest = z
  .object({
    orderIds: z.array(recordId).min(1).max(100),
    titleId: recordId,
    type: invoiceType,
    medium: invoiceMedium,
    addressId: recordId.optional(),
    remark: z.string().max(200).optional(),
  })
  .refine((v) => v.medium !== 'paper' || v.addressId !== undefined, {
    message: 'A paper invoice needs a mailing address',
    path: ['addressId'],
  });

export const idRequest = z.object({ id: recordId });

export type InvoiceStatus = z.infer<typeof invoiceStatus>;
export type InvoiceListRequest = z.input<typeof invoiceListRequest>;
export type InvoiceItem = z.infer<typeof invoiceItem>;
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export type InvoiceTitle = z.infer<typeof invoiceTitle>;
export type CreateTitleRequest = z.input<typeof createTitleRequest>;
export type MailingAddress = z.infer<typeof mailingAddress>;
export type CreateAddressRequest = z.input<typeof createAddressRequest>;
export type ApplyInvoiceRequest = z.input<typeof applyInvoiceRequest>;
