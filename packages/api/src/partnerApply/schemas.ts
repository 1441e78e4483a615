import * as z from 'zod/mini';
import { mobile, optionalDate, optionalEnum, optionalText, rowId } from '../client/schemas';

/** What kind of partner applies to the channel-cooperation (agent) programme (decision 0015). */
export const partnerKind = z.enum(['reseller', 'integrator', 'consultant']);

export const partnerApplyRequest = z.object({
  kind: partnerKind,
  company: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  contactName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  mobile,
  email: z.email().check(z.maxLength(100)),
  region: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  /** What the applicant brings: customers, industries, team. */
  introduction: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export const partnerApplyReceipt = z.object({
  id: rowId,
  /** Shown to the applicant: `QD` + date + sequence. */
  applicationNo: optionalText,
  status: optionalEnum(['submitted']),
  createdAt: optionalDate,
});

export type PartnerKind = z.infer<typeof partnerKind>;
export type PartnerApplyRequest = z.input<typeof partnerApplyRequest>;
export type PartnerApplyReceipt = z.infer<typeof partnerApplyReceipt>;
