import * as z from 'zod/mini';
import { mobile, page, pageRequest } from '../client/schemas';
import { dateRange, instant, keyword, money, recordId } from '../account/money';

export const invoiceStatus = z.enum(['pending', 'issued', 'mailed', 'rejected']);
export const invoiceType = z.enum(['normal', 'special']);
export const invoiceMedium = z.enum(['electronic', 'paper']);
export const titleType = z.enum(['company', 'personal']);

export const invoiceListRequest = pageRequest({ status: z.optional(invoiceStatus), ...dateRange, keyword });

export const invoiceItem = z.object({
  id: recordId,
  invoiceNo: z.string(),
  titleName: z.string(),
  type: invoiceType,
  medium: invoiceMedium,
  amount: money,
  status: invoiceStatus,
  createdAt: instant,
  issuedAt: z.nullable(instant),
});

const titleFields = z.object({
  titleType,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** Taxpayer id; required for a company title. */
  taxNo: z.nullable(
    z.string().check(z.regex(/^[0-9A-Z]{15,20}$/, 'Tax number: 15 to 20 digits or capital letters')),
  ),
  bankName: z.string().check(z.maxLength(100)),
  bankAccount: z.string().check(z.maxLength(30)),
  address: z.string().check(z.maxLength(200)),
  phone: z.string().check(z.maxLength(30)),
  isDefault: z.boolean(),
});

const companyNeedsTax = (value: { titleType: string; taxNo: string | null }) =>
  value.titleType !== 'company' || !!value.taxNo;
const companyNeedsTaxMessage = { message: 'A company title needs a tax number', path: ['taxNo'] };

export const invoiceTitle = z.extend(titleFields, { id: recordId });
export const invoiceTitleList = z.array(invoiceTitle);
export const createTitleRequest = titleFields.check(z.refine(companyNeedsTax, companyNeedsTaxMessage));
export const editTitleRequest = invoiceTitle.check(z.refine(companyNeedsTax, companyNeedsTaxMessage));

const addressFields = z.object({
  recipient: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  phone: mobile,
  region: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  detail: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  postcode: z.string().check(z.regex(/^\d{6}$/, 'Postcode: 6 digits')),
  isDefault: z.boolean(),
});
export const mailingAddress = z.extend(addressFields, { id: recordId });
export const mailingAddressList = z.array(mailingAddress);
export const createAddressRequest = addressFields;
export const editAddressRequest = mailingAddress;

export const invoiceDetail = z.extend(invoiceItem, {
  title: z.omit(titleFields, { isDefault: true }),
  address: z.nullable(z.omit(addressFields, { isDefault: true })),
  orders: z.array(
    z.object({
      id: recordId,
      orderNo: z.string(),
      productName: z.string(),
      amount: money,
      paidAt: instant,
    }),
  ),
  remark: z.string(),
  /**
   * Where the server serves the invoice's file (a PDF), an API path for `client.file()`; null or
   * absent while the invoice has none (not issued yet, decision 0069).
   */
  fileUrl: z.optional(z.nullable(z.string())),
});

export const invoiceList = page(invoiceItem);

export const applyInvoiceRequest = z
  .object({
    orderIds: z.array(recordId).check(z.minLength(1), z.maxLength(100)),
    titleId: recordId,
    type: invoiceType,
    medium: invoiceMedium,
    addressId: z.optional(recordId),
    remark: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.refine((v) => v.medium !== 'paper' || v.addressId !== undefined, {
      message: 'A paper invoice needs a mailing address',
      path: ['addressId'],
    }),
  );

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
