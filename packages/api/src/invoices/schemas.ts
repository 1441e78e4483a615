import * as z from 'zod/mini';
import {
  list,
  mobile,
  optionalBool,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalMoney,
  optionalText,
  opt,
  page,
  pageRequest,
  rowId,
} from '../client/schemas';
import { dateRange, keyword, recordId } from '../account/money';

export const invoiceStatuses = ['pending', 'issued', 'mailed', 'rejected'] as const;
export const invoiceTypes = ['normal', 'special'] as const;
export const invoiceMediums = ['electronic', 'paper'] as const;
export const titleTypes = ['company', 'personal'] as const;
export const invoiceStatus = z.enum(invoiceStatuses);
export const invoiceType = z.enum(invoiceTypes);
export const invoiceMedium = z.enum(invoiceMediums);
export const titleType = z.enum(titleTypes);

export const invoiceListRequest = pageRequest({ status: z.optional(invoiceStatus), ...dateRange, keyword });

export const invoiceItem = z.object({
  id: rowId,
  invoiceNo: optionalText,
  titleName: optionalText,
  type: optionalEnum(invoiceTypes),
  medium: optionalEnum(invoiceMediums),
  amount: optionalMoney,
  status: optionalEnum(invoiceStatuses),
  createdAt: optionalDate,
  issuedAt: optionalDate,
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

/** An invoice title as the server answers it (read tolerantly, decision 0085). */
const titleAnswer = {
  titleType: optionalEnum(titleTypes),
  name: optionalText,
  taxNo: optionalText,
  bankName: optionalText,
  bankAccount: optionalText,
  address: optionalText,
  phone: optionalText,
};
export const invoiceTitle = z.object({ id: rowId, ...titleAnswer, isDefault: optionalBool });
export const invoiceTitleList = list(invoiceTitle);
export const createTitleRequest = titleFields.check(z.refine(companyNeedsTax, companyNeedsTaxMessage));
export const editTitleRequest = z
  .extend(titleFields, { id: recordId })
  .check(z.refine(companyNeedsTax, companyNeedsTaxMessage));

const addressFields = z.object({
  recipient: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  phone: mobile,
  region: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  detail: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  postcode: z.string().check(z.regex(/^\d{6}$/, 'Postcode: 6 digits')),
  isDefault: z.boolean(),
});
/** A mailing address as the server answers it (read tolerantly, decision 0085). */
const addressAnswer = {
  recipient: optionalText,
  phone: optionalText,
  region: optionalText,
  detail: optionalText,
  postcode: optionalText,
};
export const mailingAddress = z.object({ id: rowId, ...addressAnswer, isDefault: optionalBool });
export const mailingAddressList = list(mailingAddress);
export const createAddressRequest = addressFields;
export const editAddressRequest = z.extend(addressFields, { id: recordId });

export const invoiceDetail = z.extend(invoiceItem, {
  title: opt(z.object(titleAnswer)),
  address: opt(z.object(addressAnswer)),
  orders: list(
    z.object({
      id: optionalInt,
      orderNo: optionalText,
      productName: optionalText,
      amount: optionalMoney,
      paidAt: optionalDate,
    }),
  ),
  remark: optionalText,
  /**
   * Where the server serves the invoice's file (a PDF), an API path for `client.file()`; null or
   * absent while the invoice has none (not issued yet, decision 0069).
   */
  fileUrl: optionalText,
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
