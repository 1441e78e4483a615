import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { loginResultSchema } from '../session/schemas';
import { sentSchema } from '../user/schemas';
import { registerSchema, registerSmsSchema } from './schemas';

const tags = ['register'];

export const registerEndpoints = {
  sendSms: defineEndpoint({
    id: 'register.sendSms',
    method: 'POST',
    path: '/client/register/sendSms',
    request: registerSmsSchema,
    response: sentSchema,
    auth: false,
    summary: 'Send the registration code to a mobile that is not registered yet',
    tags,
  }),
  register: defineEndpoint({
    id: 'register.register',
    method: 'POST',
    path: '/client/register',
    request: registerSchema,
    response: loginResultSchema,
    auth: false,
    summary: 'Create a customer account; answers a token (signed in)',
    tags,
  }),
} as const;

export const sendRegisterSms = createEndpointFunction(registerEndpoints.sendSms);
export const register = createEndpointFunction(registerEndpoints.register);
