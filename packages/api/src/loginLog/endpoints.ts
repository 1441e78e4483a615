import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { loginLogPageRequestSchema, loginLogPageSchema } from './schemas';

export const loginLogEndpoints = {
  page: defineEndpoint({
    id: 'loginLog.page',
    method: 'POST',
    path: '/client/login/page',
    request: loginLogPageRequestSchema,
    response: loginLogPageSchema,
    summary: "The user's sign-in history, newest first",
    tags: ['loginLog'],
  }),
} as const;

export const getLoginLogPage = createEndpointFunction(loginLogEndpoints.page);
