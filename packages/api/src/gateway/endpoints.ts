import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import {
  serviceKey,
  serviceKeyActionRequest,
  serviceKeyRequest,
  serviceUsage,
  serviceUsageRequest,
} from './schemas';

const tags = ['gateway'];

/**
 * The metered gateway's console calls (decision 0102). Every one `mayBeAbsent`: a backend without
 * the gateway (the in-browser demo) answers HTTP 404, and the client rejects without a message.
 */
export const gatewayEndpoints = {
  usage: defineEndpoint({
    id: 'gateway.usage',
    method: 'GET',
    path: '/client/service/usage/{id}',
    request: serviceUsageRequest,
    response: serviceUsage,
    summary:
      "A service's calls through the gateway over a window: zero-filled buckets stacked by method, top methods, errors by kind, p50/p95 latency (project addition)",
    tags,
    mayBeAbsent: true,
  }),
  key: defineEndpoint({
    id: 'gateway.key',
    method: 'GET',
    path: '/client/service/key/{id}',
    request: serviceKeyRequest,
    response: serviceKey,
    summary:
      "A service's gateway key and endpoint, and the rotated-out key still in its grace period (project addition)",
    tags,
    mayBeAbsent: true,
  }),
  rotateKey: defineEndpoint({
    id: 'gateway.rotateKey',
    method: 'POST',
    path: '/client/service/key/rotate',
    request: serviceKeyActionRequest,
    response: serviceKey,
    summary:
      'Issue a new key; the old one keeps working for 24 hours (owner only; noted in the sign-in log; project addition)',
    tags,
    mayBeAbsent: true,
  }),
  revokeKey: defineEndpoint({
    id: 'gateway.revokeKey',
    method: 'POST',
    path: '/client/service/key/revoke',
    request: serviceKeyActionRequest,
    response: serviceKey,
    summary:
      "Revoke the service's keys at once, the one in its grace period too (owner only; noted in the sign-in log; project addition)",
    tags,
    mayBeAbsent: true,
  }),
};

export const getServiceUsage = createEndpointFunction(gatewayEndpoints.usage);
export const getServiceKey = createEndpointFunction(gatewayEndpoints.key);
export const rotateServiceKey = createEndpointFunction(gatewayEndpoints.rotateKey);
export const revokeServiceKey = createEndpointFunction(gatewayEndpoints.revokeKey);
