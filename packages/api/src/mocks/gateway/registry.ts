/**
 * Where the shared mock handlers find the metered gateway (decision 0102). The gateway is
 * server-only (SQLite, sockets to the chains): the HTTP API (server.ts) opens one and registers it
 * here; the in-browser demo and the Vitest mock never do, so the usage and key calls answer HTTP 404
 * there and a service's `rpcEndpoint` stays its chain's address. Nothing here imports Node.
 */
import { HttpResponse } from 'msw';
import type { MockService } from '../bizDb';
import type { serviceKey, serviceUsage, UsageWindow } from '../../gateway/schemas';
import type * as z from 'zod/mini';

export type KeyAnswer = z.input<typeof serviceKey>;
export type UsageAnswer = z.input<typeof serviceUsage>;

/** What the console calls ask of the gateway. */
export interface GatewayConsole {
  /** Can the service use the gateway (a chain the API reaches)? */
  serves(service: MockService): boolean;
  /**
   * The service's gateway URL with its live key (its first key is issued on first use); '' when
   * its keys are revoked; undefined when the gateway does not serve it.
   */
  endpointOf(service: MockService): string | undefined;
  keyOf(service: MockService, canManage: boolean): KeyAnswer;
  rotate(service: MockService): KeyAnswer;
  revoke(service: MockService): KeyAnswer;
  usage(service: MockService, window: UsageWindow): UsageAnswer;
}

let current: GatewayConsole | undefined;

/** The HTTP API registers its gateway (undefined when it closes). */
export function registerGateway(gateway: GatewayConsole | undefined): void {
  current = gateway;
}

export const currentGateway = (): GatewayConsole | undefined => current;

/** The answer of a path this backend does not serve: the HTTP API's own 404 (server.ts). */
export const NO_SUCH_PATH = { code: 404, msg: '接口不存在 No such API path', data: null } as const;
export const noSuchPath = () => HttpResponse.json(NO_SUCH_PATH, { status: 404 });
