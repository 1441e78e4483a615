import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import * as api from './index';
import { allEndpoints } from './client/endpoint';
import { apiPath } from './mocks/lib/http';
import { handlers } from './mocks/handlers';

/** docs/product.md#calls, written out as it reads there. */
const SECTION_7 = `
POST /login
POST /login/node
POST /login/address
GET /client/user/info
POST /logout
POST /client/user/message/page
GET /client/user/message/detail/{id}
POST /client/user/message/editState
POST /client/user/message/pageReceive
POST /client/user/message/createReceive
PUT /client/user/message/editReceive
DELETE /client/user/message/deleteReceive/{id}
POST /client/user/message/typeList
GET /client/user/message/getNotReadCount
POST /client/user/editContact
GET /client/user/detail
POST /client/user/auth
GET /client/user/getAuth
GET /client/user/getBindInfo
POST /client/user/editPassword
POST /client/user/setPassword
POST /client/user/sendVerifyMobileSms
POST /client/user/checkVerifyMobileSms
POST /client/user/editUsernameMobile
POST /client/user/sendNewMobileSms
POST /client/user/editNewMobile
POST /client/user/editEmail
POST /client/user/sendNewEmail
PUT /client/user/editHeadImg
POST /client/user/sendMyselfEmail
POST /client/user/verifyMyselfEmail
POST /client/user/sendSecretInfoEmail
POST /client/user/getSecretInfo
POST /client/user/sendMyselfMobile
POST /client/user/getSecretInfoMobile
POST /client/login/page
`
  .trim()
  .split('\n')
  .map((line) => {
    const [method, path] = line.trim().split(' ') as [string, string];
    return { method, path };
  });

/** The "not shown" core calls the brief adds: register and forgot password. */
const ADDED = [
  { method: 'POST', path: '/client/register' },
  { method: 'POST', path: '/client/register/sendSms' },
  { method: 'POST', path: '/client/forgetPwd/sendCode' },
  { method: 'POST', path: '/client/forgetPwd/reset' },
];

const exported = Object.values(api as Record<string, unknown>).filter(
  (v): v is { endpoint: unknown; kind?: string } => typeof v === 'function' && 'endpoint' in v,
);

describe('every call of docs/product.md#calls has an endpoint, a function, a hook and a mock handler', () => {
  it('lists 36 calls: 5 session, 9 messages, 21 user, 1 login log', () => {
    expect(SECTION_7).toHaveLength(36);
    expect(SECTION_7.filter((c) => c.path.startsWith('/client/user/message/'))).toHaveLength(9);
  });

  it.each([...SECTION_7, ...ADDED])('$method $path', ({ method, path }) => {
    const endpoint = allEndpoints.find((e) => e.method === method && e.path === path);
    expect(endpoint, 'endpoint in the registry').toBeDefined();
    const fn = exported.find((v) => v.endpoint === endpoint && v.kind === undefined);
    expect(fn, 'typed function exported from the package').toBeDefined();
    const hook = exported.find(
      (v) => v.endpoint === endpoint && (v.kind === 'query' || v.kind === 'mutation'),
    );
    expect(hook, 'hook exported from the package').toBeDefined();
    const handler = handlers.find(
      (h) => h instanceof HttpHandler && h.info.method === method && h.info.path === apiPath(path),
    );
    expect(handler, 'mock handler').toBeDefined();
  });

  it('endpoint ids are unique across core and business', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
