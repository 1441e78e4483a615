import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { empty } from '../client/schemas';
import { sentSchema } from '../user/schemas';
import { forgotResetSchema, forgotSendCodeSchema } from './schemas';

const tags = ['forgotPassword'];

export const forgotPasswordEndpoints = {
  sendCode: defineEndpoint({
    id: 'forgotPassword.sendCode',
    method: 'POST',
    path: '/client/forgetPwd/sendCode',
    request: forgotSendCodeSchema,
    response: sentSchema,
    auth: false,
    summary: "Send a reset code to the account's mobile",
    tags,
  }),
  reset: defineEndpoint({
    id: 'forgotPassword.reset',
    method: 'POST',
    path: '/client/forgetPwd/reset',
    request: forgotResetSchema,
    response: empty,
    auth: false,
    summary: 'Set a new password with the code; every session of the account ends',
    tags,
  }),
} as const;

export const sendForgotPasswordCode = createEndpointFunction(forgotPasswordEndpoints.sendCode);
export const resetForgottenPassword = createEndpointFunction(forgotPasswordEndpoints.reset);
