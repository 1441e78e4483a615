/**
 * The metered gateway's console calls (decision 0102): a service's usage and its key. They need the
 * gateway, which only the HTTP API has (registry.ts): elsewhere (the in-browser demo, the Vitest
 * mock) each answers HTTP 404 before the token is read, as a path the backend does not have.
 */
import { http } from 'msw';
import { gatewayEndpoints as ep } from '../../gateway/endpoints';
import { BusinessErrorCode as E } from '../../orders/errors';
import { bizDb, type MockService } from '../bizDb';
import { addLoginLog } from '../loginLog/handlers';
import { invalidState, notFound } from '../lib/answers';
import { apiPath, fail, mockEndpoint } from '../lib/http';
import { me } from '../lib/owned';
import { said } from '../lib/said';
import { visibleTo } from '../services/handlers';
import { currentGateway, noSuchPath, type GatewayConsole } from './registry';

/** 404 on every gateway call when there is no gateway; otherwise the next handler answers. */
const absent = Object.values(ep).map((endpoint) =>
  http[endpoint.method.toLowerCase() as 'get' | 'post'](apiPath(endpoint.path), () =>
    currentGateway() ? undefined : noSuchPath(),
  ),
);

const notServed = () =>
  invalidState(said('该服务的链不经过网关', "This service's chain is not served by the gateway"));

/** The gateway, and the service `id` when the user may see it and the gateway serves it. */
function serviceFor(
  id: number,
  username: string,
  { owner = false } = {},
):
  | { refusal: Response; gateway?: undefined; service?: undefined }
  | { refusal?: undefined; gateway: GatewayConsole; service: MockService } {
  const gateway = currentGateway() as GatewayConsole;
  const service = bizDb.services.find((s) => s.id === id && visibleTo(s, username));
  if (!service) return { refusal: notFound('服务', 'Service') };
  if (owner && service.owner !== username)
    return {
      refusal: fail(
        E.FORBIDDEN,
        said('只有服务所有者可以轮换或吊销密钥', 'Only the owner can rotate or revoke the key'),
      ),
    };
  if (!gateway.serves(service)) return { refusal: notServed() };
  return { gateway, service };
}

export const gatewayHandlers = [
  ...absent,
  mockEndpoint(ep.usage, (input, { user }) => {
    const found = serviceFor(input.id, me(user).username);
    return found.refusal ?? found.gateway.usage(found.service, input.window);
  }),
  mockEndpoint(ep.key, (input, { user }) => {
    const username = me(user).username;
    const found = serviceFor(input.id, username);
    return found.refusal ?? found.gateway.keyOf(found.service, found.service.owner === username);
  }),
  mockEndpoint(ep.rotateKey, (input, { user }) => {
    const found = serviceFor(input.serviceId, me(user).username, { owner: true });
    if (found.refusal) return found.refusal;
    const answer = found.gateway.rotate(found.service);
    addLoginLog(me(user), 'apiKeyRotated', true);
    return answer;
  }),
  mockEndpoint(ep.revokeKey, (input, { user }) => {
    const found = serviceFor(input.serviceId, me(user).username, { owner: true });
    if (found.refusal) return found.refusal;
    const answer = found.gateway.revoke(found.service);
    addLoginLog(me(user), 'apiKeyRevoked', true);
    return answer;
  }),
];
