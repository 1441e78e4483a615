/**
 * The failure answers of the mock backend besides 0 and 10004: the account calls use the codes of
 * decision 0004 (`CODES`), the business families those of decision 0005 (`BusinessErrorCode`).
 */
import { BusinessErrorCode as E } from '../../orders/errors';
import type { MockUser } from '../db';
import { fail } from './http';

export const CODES = {
  invalid: 400,
  notFound: 404,
  badCredentials: 10001,
  badCode: 10002,
  conflict: 10003,
} as const;

export const isAdmin = (user: MockUser | undefined) => !!user?.roles.includes('admin');
export const forbidden = () => fail(E.FORBIDDEN, '无权限访问 Permission denied: administrators only');
export const notFound = (what: string) => fail(E.NOT_FOUND, `${what}不存在 ${what} not found`);
export const invalidState = (msg: string) => fail(E.INVALID_STATE, msg);
export const invalid = (msg: string) => fail(E.INVALID_PARAMS, `参数错误 Invalid parameters: ${msg}`);
