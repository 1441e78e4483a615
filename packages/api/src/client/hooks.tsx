import { createContext, useContext, type ReactNode } from 'react';
import useSWR, { preload, SWRConfig, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { callLoose } from './callLoose';
import type { ApiClient } from './client';
import type { ApiError } from './errors';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from './endpoint';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  /**
   * SWR options for every hook below. The client already shows every error once, so retrying on
   * error is off unless set here.
   * @default { shouldRetryOnError: false }
   */
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
}

/** Makes the client available to every `useX` hook below it. */
export function ApiProvider({ client, swrConfig, children }: ApiProviderProps) {
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={{ shouldRetryOnError: false, ...swrConfig }}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

/** The client of the nearest ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: wrap the tree in <ApiProvider client={...}>');
  return client;
}

/** SWR cache key of a read: ['api', endpoint.id] or ['api', endpoint.id, input]. */
export type ApiKey = readonly ['api', string] | readonly ['api', string, unknown];

export function apiKey(endpoint: AnyEndpoint, input?: unknown): ApiKey {
  return input === undefined ? ['api', endpoint.id] : ['api', endpoint.id, input];
}

/** True for a cache key that belongs to one of the endpoint ids. */
export function keyMatches(key: unknown, ids: readonly string[]): boolean {
  return Array.isArray(key) && key[0] === 'api' && ids.includes(key[1] as string);
}

export type QueryHookArgs<E extends AnyEndpoint> = [EndpointInput<E>] extends [void]
  ? [input?: null | undefined, config?: SWRConfiguration<EndpointOutput<E>, ApiError>]
  : [input: EndpointInput<E> | null, config?: SWRConfiguration<EndpointOutput<E>, ApiError>];

/** `useX(input | null, swrConfig?)`; null does not fetch. `useX.endpoint` is the endpoint. */
export type QueryHook<E extends AnyEndpoint> = ((
  ...args: QueryHookArgs<E>
) => SWRResponse<EndpointOutput<E>, ApiError>) & {
  readonly endpoint: E;
  readonly kind: 'query';
  readonly invalidates: readonly string[];
};

export interface QueryHookOptions {
  /**
   * Endpoint ids whose cached reads are revalidated each time this read succeeds (a read with a
   * side effect, e.g. opening a notice marks it read, so the unread count changes).
   */
  invalidates?: readonly string[];
}

/** A read hook for one endpoint (SWR; key ['api', endpoint.id, input]). */
export function createQueryHook<E extends AnyEndpoint>(
  endpoint: E,
  options: QueryHookOptions = {},
): QueryHook<E> {
  const invalidates = Object.freeze([...(options.invalidates ?? [])]);
  function useQuery(...args: QueryHookArgs<E>) {
    const [input, config] = args as [unknown, SWRConfiguration<EndpointOutput<E>, ApiError> | undefined];
    const client = useApiClient();
    const { mutate } = useSWRConfig();
    const key = input === null ? null : apiKey(endpoint, input);
    const swrConfig: SWRConfiguration<EndpointOutput<E>, ApiError> | undefined =
      invalidates.length === 0
        ? config
        : {
            ...config,
            onSuccess: (data, swrKey, merged) => {
              config?.onSuccess?.(data, swrKey, merged);
              void mutate((k) => keyMatches(k, invalidates));
            },
          };
    return useSWR(
      key,
      (k: ApiKey) => callLoose(client, endpoint, k[2]) as Promise<EndpointOutput<E>>,
      swrConfig,
    ) as SWRResponse<EndpointOutput<E>, ApiError>;
  }
  return Object.assign(useQuery, { endpoint, kind: 'query' as const, invalidates });
}

/**
 * Starts a read before the page that makes it has rendered (or even loaded): the page's hook, with
 * the same input, then takes this request instead of making its own (SWR's `preload`). For an app
 * that knows at start which page comes first (packages/portal/src/main.tsx).
 */
export function prefetchQuery<E extends AnyEndpoint>(
  client: ApiClient,
  hook: { endpoint: E },
  ...[input]: [EndpointInput<E>] extends [void] ? [] : [EndpointInput<E>]
): void {
  const { endpoint } = hook;
  void preload(apiKey(endpoint, input), (k: ApiKey) => callLoose(client, endpoint, k[2])).catch(
    // The page's hook asks again and reports a failure itself.
    () => undefined,
  );
}
