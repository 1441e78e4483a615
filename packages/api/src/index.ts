/**
 * @chainportal/api: the typed client, and the endpoints, schemas and SWR hooks of every domain
 * (the account calls of docs/product.md#calls and the business families of decision 0005).
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
export * from './services';
export * from './apps';
export * from './market';
export * from './contracts';
export * from './orders';
export * from './account';
export * from './invoices';
export * from './workOrders';
export * from './feedback';
export * from './content';
export * from './partnerApply';
export * from './platformStats';
export * from './wallet';
export * from './gateway';

import { accountEndpoints } from './account/endpoints';
import { appEndpoints } from './apps/endpoints';
import { contentEndpoints } from './content/endpoints';
import { contractEndpoints } from './contracts/endpoints';
import { feedbackEndpoints, fileEndpoints } from './feedback/endpoints';
import { gatewayEndpoints } from './gateway/endpoints';
import { forgotPasswordEndpoints } from './forgotPassword/endpoints';
import { invoiceEndpoints } from './invoices/endpoints';
import { loginLogEndpoints } from './loginLog/endpoints';
import { marketEndpoints } from './market/endpoints';
import { messageEndpoints } from './messages/endpoints';
import { orderEndpoints } from './orders/endpoints';
import { partnerApplyEndpoints } from './partnerApply/endpoints';
import { platformStatsEndpoints } from './platformStats/endpoints';
import { registerEndpoints } from './register/endpoints';
import { serviceEndpoints } from './services/endpoints';
import { sessionEndpoints } from './session/endpoints';
import { userEndpoints } from './user/endpoints';
import { workOrderEndpoints } from './workOrders/endpoints';
import { walletEndpoints } from './wallet/endpoints';

/** Every endpoint, by domain. */
export const apiEndpoints = {
  session: sessionEndpoints,
  messages: messageEndpoints,
  user: userEndpoints,
  loginLog: loginLogEndpoints,
  register: registerEndpoints,
  forgotPassword: forgotPasswordEndpoints,
  services: serviceEndpoints,
  apps: appEndpoints,
  market: marketEndpoints,
  contracts: contractEndpoints,
  orders: orderEndpoints,
  account: accountEndpoints,
  invoices: invoiceEndpoints,
  workOrders: workOrderEndpoints,
  feedback: feedbackEndpoints,
  files: fileEndpoints,
  content: contentEndpoints,
  partnerApply: partnerApplyEndpoints,
  platformStats: platformStatsEndpoints,
  wallet: walletEndpoints,
  gateway: gatewayEndpoints,
} as const;
