/**
 * The business API families of decision 0005 (docs/decisions/0005-business-api-families.md):
 * schemas, endpoints, typed functions and SWR hooks per domain.
 */
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

import { serviceEndpoints } from './services/endpoints';
import { appEndpoints } from './apps/endpoints';
import { marketEndpoints } from './market/endpoints';
import { contractEndpoints } from './contracts/endpoints';
import { orderEndpoints } from './orders/endpoints';
import { accountEndpoints } from './account/endpoints';
import { invoiceEndpoints } from './invoices/endpoints';
import { workOrderEndpoints } from './workOrders/endpoints';
import { feedbackEndpoints, fileEndpoints } from './feedback/endpoints';
import { contentEndpoints } from './content/endpoints';
import { partnerApplyEndpoints } from './partnerApply/endpoints';
import { platformStatsEndpoints } from './platformStats/endpoints';

/** Every business endpoint, by domain. */
export const businessEndpoints = {
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
} as const;
