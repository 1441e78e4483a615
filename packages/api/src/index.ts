/**
 * @chainportal/api: the typed client, the endpoints, schemas and SWR hooks of every domain.
 * The mock backend is NOT exported here: import '@chainportal/api/mocks' (or /mocks/browser,
 * /mocks/node) so production bundles do not carry it.
 */
export * from './client';
export * from './session';
export * from './messages';
export * from './user';
export * from './loginLog';
export * from './register';
export * from './forgotPassword';
export * from './wallet';
export * from './business';

import { forgotPasswordEndpoints } from './forgotPassword/endpoints';
import { loginLogEndpoints } from './loginLog/endpoints';
import { messageEndpoints } from './messages/endpoints';
import { registerEndpoints } from './register/endpoints';
import { sessionEndpoints } from './session/endpoints';
import { userEndpoints } from './user/endpoints';
import { walletEndpoints } from './wallet/endpoints';

/** Every core endpoint, by domain (the business ones are in `businessEndpoints`). */
export const coreEndpoints = {
  session: sessionEndpoints,
  messages: messageEndpoints,
  user: userEndpoints,
  loginLog: loginLogEndpoints,
  register: registerEndpoints,
  forgotPassword: forgotPasswordEndpoints,
  wallet: walletEndpoints,
} as const;
