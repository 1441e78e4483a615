import { appEndpoints } from '../../apps/endpoints';
import { bizDb } from '../bizDb';
import { notFound } from '../lib/answers';
import { byCreated, matches } from '../lib/filters';
import { mockEndpoint } from '../lib/http';
import { findMine, mine } from '../lib/owned';
import { paginate } from '../lib/paging';

export const appHandlers = [
  mockEndpoint(appEndpoints.list, (input, { user }) => {
    const list = mine(bizDb.apps, user)
      .filter((a) => !input.chainType || a.chainType === input.chainType)
      .filter((a) => !input.status || a.status === input.status)
      .filter((a) => matches(input.keyword, a.name, a.appId))
      .sort(byCreated);
    return paginate(list, input, appItemOf);
  }),
  mockEndpoint(appEndpoints.detail, (input, { user }) => {
    const a = findMine(bizDb.apps, input.id, user);
    if (!a) return notFound('应用 App');
    return {
      ...appItemOf(a),
      description: a.description,
      callbackUrl: a.callbackUrl,
      requestsToday: a.requestsToday,
      requestsMonth: a.requestsMonth,
    };
  }),
];

function appItemOf(a: (typeof bizDb.apps)[number]) {
  return {
    id: a.id,
    name: a.name,
    appId: a.appId,
    appKeyMasked: `${a.appKey.slice(0, 3)}****${a.appKey.slice(-4)}`,
    chainType: a.chainType,
    chainCode: a.chainCode,
    serviceId: a.serviceId,
    serviceName: bizDb.services.find((s) => s.id === a.serviceId)?.name ?? '',
    status: a.status,
    createdAt: a.createdAt,
  };
}
