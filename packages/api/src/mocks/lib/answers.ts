/**
 * The failure answers of the mock backend besides 0 and 10004: the account calls use the codes of
 * decision 0004 (`CODES`), the business families those of decision 0005 (`BusinessErrorCode`).
 */
import { BusinessErrorCode as E } from '../../orders/errors';
import type { MockUser } from '../db';
import { fail } from './http';
import { said, type Message } from './said';

export const CODES = {
  invalid: 400,
  notFound: 404,
  badCredentials: 10001,
  badCode: 10002,
  conflict: 10003,
} as const;

export const isAdmin = (user: MockUser | undefined) => !!user?.roles.includes('admin');
export const forbidden = () =>
  fail(E.FORBIDDEN, said('无权限访问：仅限管理员', 'Permission denied: administrators only'));
/** Code 20002 for a record of this kind, named in both languages ('订单', 'Order'). */
export const notFound = (zh: string, en: string) => fail(E.NOT_FOUND, said(`${zh}不存在`, `${en} not found`));
export const invalidState = (msg: Message) => fail(E.INVALID_STATE, msg);
/** Code 400 with the rule broken, in the words of the field names (the same in both languages). */
export const invalid = (detail: string) =>
  fail(E.INVALID_PARAMS, said(`参数错误：${detail}`, `Invalid parameters: ${detail}`));
