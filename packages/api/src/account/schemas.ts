import * as z from 'zod/mini';
import {
  list,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalMoney,
  optionalText,
  page,
  pageRequest,
  required,
  amount,
  rowId,
} from '../client/schemas';
import { chainTypes } from '../contracts/chains';
import { dateRange, keyword, money, recordId } from './money';

export const accountOverview = z.object({
  balance: optionalMoney,
  frozen: optionalMoney,
  /** balance − frozen */
  available: required(amount, 'the balance payment and the home card compare prices with it'),
  currency: optionalText.check(z.describe("'CNY'")),
  /** Last 12 months, oldest first. */
  monthlySpend: list(
    z.object({ month: optionalText.check(z.describe('Month YYYY-MM')), amount: optionalMoney }),
  ),
});

export const rechargeMethods = ['alipay', 'wechat', 'bank_transfer'] as const;
export const rechargeStatuses = ['pending', 'success', 'failed'] as const;
export const rechargeMethod = z.enum(rechargeMethods);
export const rechargeStatus = z.enum(rechargeStatuses);

const positiveAmount = money.check(
  z.refine((v) => v >= 0.01 && v <= 1_000_000, {
    message: 'Amount from 0.01 to 1,000,000',
  }),
);

export const rechargeRequest = z.object({
  amount: positiveAmount,
  method: rechargeMethod,
  remark: z.optional(z.string().check(z.maxLength(200))),
});

export const rechargeRecord = z.object({
  id: rowId,
  serialNo: optionalText,
  userName: optionalText,
  amount: optionalMoney,
  method: optionalEnum(rechargeMethods),
  status: optionalEnum(rechargeStatuses),
  createdAt: optionalDate,
});

export const withdrawalRequest = z.object({
  amount: positiveAmount,
  bankName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  bankAccount: z.string().check(z.regex(/^\d{12,19}$/, 'Bank account: 12 to 19 digits')),
  accountName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  remark: z.optional(z.string().check(z.maxLength(200))),
});

export const refundRequest = z.object({
  orderId: recordId,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export const fundRequest = z.object({
  id: rowId,
  kind: optionalEnum(['withdrawal', 'refund']),
  amount: optionalMoney,
  status: optionalEnum(['pending', 'approved', 'rejected']),
  createdAt: optionalDate,
});

export const consumptionListRequest = pageRequest({ ...dateRange, keyword });
export const consumptionRecord = z.object({
  id: rowId,
  orderId: optionalInt,
  orderNo: optionalText,
  productName: optionalText,
  amount: optionalMoney,
  balanceAfter: optionalMoney,
  createdAt: optionalDate,
});
export const consumptionList = page(consumptionRecord);

export const dropListRequest = pageRequest({ ...dateRange, keyword });
export const dropRecord = z.object({
  id: rowId,
  userName: optionalText,
  amount: optionalMoney,
  reason: optionalText,
  chainType: optionalEnum(chainTypes),
  createdAt: optionalDate,
});
export const dropList = page(dropRecord);

export const rechargeListRequest = pageRequest({ ...dateRange, status: z.optional(rechargeStatus), keyword });
export const rechargeList = page(rechargeRecord);

export type AccountOverview = z.infer<typeof accountOverview>;
export type RechargeMethod = z.infer<typeof rechargeMethod>;
export type RechargeStatus = z.infer<typeof rechargeStatus>;
export type RechargeRequest = z.input<typeof rechargeRequest>;
export type RechargeRecord = z.infer<typeof rechargeRecord>;
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;
export type RefundRequest = z.input<typeof refundRequest>;
export type FundRequest = z.infer<typeof fundRequest>;
export type ConsumptionListRequest = z.input<typeof consumptionListRequest>;
export type ConsumptionRecord = z.infer<typeof consumptionRecord>;
export type DropListRequest = z.input<typeof dropListRequest>;
export type DropRecord = z.infer<typeof dropRecord>;
export type RechargeListRequest = z.input<typeof rechargeListRequest>;
