import { describe, expect, it } from 'vitest';
import {
  ApiError,
  isAlreadyPaid,
  isInsufficientBalance,
  isInviteInvalid,
  isNotFound,
  isNotInvoiceable,
  isWrongCode,
} from './errors';

const server = (code: number, path = '/client/order/detail/{id}') =>
  new ApiError({ kind: 'server', code, message: 'x', path, shown: true });

describe('what an answer means', () => {
  it('isNotFound: a missing record (20002) or account (404), nothing else', () => {
    expect(isNotFound(server(20002))).toBe(true);
    expect(isNotFound(server(404, '/client/forgetPwd/sendCode'))).toBe(true);
    expect(isNotFound(server(20001))).toBe(false);
    expect(isNotFound(new ApiError({ kind: 'network', message: 'x', path: '/p', shown: true }))).toBe(false);
    expect(isNotFound(new Error('20002'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });

  it('isWrongCode: a refused verification code', () => {
    expect(isWrongCode(server(10002, '/client/forgetPwd/reset'))).toBe(true);
    expect(isWrongCode(server(10001, '/login'))).toBe(false);
  });

  it('the refusals pages act on: paid already, too little balance, not invoiceable, a bad invitation', () => {
    expect(isAlreadyPaid(server(20005, '/client/order/pay'))).toBe(true);
    expect(isInsufficientBalance(server(21001, '/client/order/pay'))).toBe(true);
    expect(isNotInvoiceable(server(21002, '/client/invoice/apply'))).toBe(true);
    expect(isInviteInvalid(server(24001, '/client/service/invite/detail'))).toBe(true);
    expect(isAlreadyPaid(server(21001))).toBe(false);
    expect(
      isAlreadyPaid(new ApiError({ kind: 'http', code: 20005, message: 'x', path: '/p', shown: true })),
    ).toBe(false);
  });
});
