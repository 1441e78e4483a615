import { empty } from '../client/schemas';
import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import {
  credentialsSchema,
  loginResultSchema,
  userInfoRequestSchema,
  USER_INFO_REFUSALS,
  userInfoSchema,
  walletLoginSchema,
} from './schemas';

const tags = ['session'];

export const sessionEndpoints = {
  login: defineEndpoint({
    id: 'session.login',
    method: 'POST',
    path: '/login',
    request: credentialsSchema,
    response: loginResultSchema,
    auth: false,
    loading: false,
    summary: 'Sign in with username and password',
    tags,
  }),
  loginNode: defineEndpoint({
    id: 'session.loginNode',
    method: 'POST',
    path: '/login/node',
    request: credentialsSchema,
    response: loginResultSchema,
    auth: false,
    loading: false,
    summary: 'Sign in with username and password (application-node variant, same shape)',
    tags,
  }),
  loginAddress: defineEndpoint({
    id: 'session.loginAddress',
    method: 'POST',
    path: '/login/address',
    request: walletLoginSchema,
    response: loginResultSchema,
    auth: false,
    loading: false,
    summary: 'Sign in with a browser wallet signature (creates a customer account on first use)',
    tags,
  }),
  userInfo: defineEndpoint({
    id: 'session.userInfo',
    method: 'GET',
    path: '/client/user/info',
    request: userInfoRequestSchema,
    response: userInfoSchema,
    refusals: USER_INFO_REFUSALS,
    summary: 'The signed-in user: roles (never empty), name, avatar, introduction',
    tags,
  }),
  logout: defineEndpoint({
    id: 'session.logout',
    method: 'POST',
    path: '/logout',
    response: empty,
    summary: 'Sign out (the token stops working)',
    tags,
  }),
} as const;

export const login = createEndpointFunction(sessionEndpoints.login);
export const loginNode = createEndpointFunction(sessionEndpoints.loginNode);
export const loginAddress = createEndpointFunction(sessionEndpoints.loginAddress);
export const getUserInfo = createEndpointFunction(sessionEndpoints.userInfo);
export const logout = createEndpointFunction(sessionEndpoints.logout);
