import * as z from 'zod/mini';
import { page, pageRequest } from '../client/schemas';
import { chainType } from '../contracts/chains';
import { dateRange, instant, keyword, money, month, recordId } from './money';

export const accountOverview = z.object({
  balance: money,
  frozen: money,
  /** balance − frozen */
  available: money,
  currency: z.literal('CNY'),
  /** Last 12 months, oldest first. */
  monthlySpend: z.array(z.object({ month, amount: money })),
});

export const rechargeMethod = z.enum(['alipay', 'wechat', 'bank_transfer']);
export const rechargeStatus = z.enum(['pending', 'success', 'failed']);

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
  id: recordId,
  serialNo: z.string(),
  userName: z.string(),
  amount: money,
  method: rechargeMethod,
  status: rechargeStatus,
  createdAt: instant,
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
  id: recordId,
  kind: z.enum(['withdrawal', 'refund']),
  amount: money,
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: instant,
});

export const consumptionListRequest = pageRequest({ ...dateRange, keyword });
export const consumptionRecord = z.object({
  id: recordId,
  orderId: recordId,
  orderNo: z.string(),
  productName: z.string(),
  amount: money,
  balanceAfter: money,
  createdAt: instant,
});
export const consumptionList = page(consumptionRecord);

export const dropListRequest = pageRequest({ ...dateRange, keyword });
export const dropRecord = z.object({
  id: recordId,
  userName: z.string(),
  amount: money,
  reason: z.string(),
  chainType,
  createdAt: instant,
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
