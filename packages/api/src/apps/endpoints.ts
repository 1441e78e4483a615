import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { idParam } from '../client/schemas';
import { appDetail, appList, appListRequest, appRenewRequest } from './schemas';

const tags = ['apps'];

export const appEndpoints = {
  list: defineEndpoint({
    id: 'apps.list',
    method: 'POST',
    path: '/client/app/page',
    request: appListRequest,
    response: appList,
    summary: 'My apps, paged, filtered by chain type, status and keyword',
    tags,
  }),
  detail: defineEndpoint({
    id: 'apps.detail',
    method: 'GET',
    path: '/client/app/detail/{id}',
    request: idParam,
    response: appDetail,
    summary: 'One app (the key is masked)',
    tags,
  }),
  renew: defineEndpoint({
    id: 'apps.renew',
    method: 'POST',
    path: '/client/app/renew',
    request: appRenewRequest,
    response: appDetail,
    summary:
      'Renew an app for periodMonths months from the balance (21001 when the balance is too low, 20004 while under review)',
    paying: true,
    tags,
  }),
};

export const listApps = createEndpointFunction(appEndpoints.list);
export const getAppDetail = createEndpointFunction(appEndpoints.detail);
export const renewApp = createEndpointFunction(appEndpoints.renew);
