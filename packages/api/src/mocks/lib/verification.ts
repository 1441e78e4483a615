/** Codes sent by SMS or e-mail, the tickets a confirmed code gives, and the password rule. */
import { PASSWORD_PATTERN } from '../../user/schemas';
import { db, MOCK_VERIFY_CODE } from '../db';
import { CODES } from './answers';
import { fail } from './http';
import { said } from './said';

export const PASSWORD_RULE_MESSAGE = said(
  '6-12位，数字、字母组合',
  '6-12 letters and digits, with at least one of each',
);

/** A failure Response when the password breaks the rule of docs/product.md#validation, else undefined. */
export function checkPasswordRule(password: string): Response | undefined {
  return PASSWORD_PATTERN.test(password) ? undefined : fail(CODES.invalid, PASSWORD_RULE_MESSAGE);
}

/** A failure Response when the verification code is wrong, else undefined. */
export function checkCode(code: string): Response | undefined {
  return code === MOCK_VERIFY_CODE
    ? undefined
    : fail(CODES.badCode, said('验证码错误或已过期', 'The verification code is wrong or has expired'));
}

const TICKET_TTL_MS = 10 * 60_000;
let ticketCounter = 0;

export function issueTicket(userId: number, purpose: string) {
  ticketCounter += 1;
  const ticket = `ticket-${userId}-${Date.now().toString(36)}-${ticketCounter}`;
  db.tickets.set(ticket, { userId, purpose, expiresAt: Date.now() + TICKET_TTL_MS });
  return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

/** Consumes a ticket of this user; a failure Response when it is unknown, used or expired. */
export function useTicket(userId: number, ticket: string): Response | undefined {
  const found = db.tickets.get(ticket);
  db.tickets.delete(ticket);
  if (!found || found.userId !== userId || found.expiresAt < Date.now()) {
    return fail(
      CODES.badCode,
      said('身份验证已失效，请重新验证', 'The identity check has expired; please verify again'),
    );
  }
  return undefined;
}

/** The answer of a call that sends a code. */
export const sent = (target: string | null) => ({ target: target ?? '', resendAfterSeconds: 60 });
