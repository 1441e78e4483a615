import type { ApiClient, CallArgs } from './client';
import type { AnyEndpoint, EndpointOutput } from './endpoint';

/** A typed function for one endpoint: `fn(client, input?, options?)`; `fn.endpoint` is the endpoint. */
export type EndpointFunction<E extends AnyEndpoint> = ((
  client: ApiClient,
  ...args: CallArgs<E>
) => Promise<EndpointOutput<E>>) & { readonly endpoint: E };

export function createEndpointFunction<E extends AnyEndpoint>(endpoint: E): EndpointFunction<E> {
  const fn = (client: ApiClient, ...args: CallArgs<E>) => client.call(endpoint, ...args);
  return Object.assign(fn, { endpoint });
}
