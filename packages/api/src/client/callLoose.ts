import type { ApiClient, CallOptions } from './client';
import type { AnyEndpoint } from './endpoint';

/** `client.call` without the per-endpoint argument typing (the hook types already checked it). */
export const callLoose = (
  client: ApiClient,
  endpoint: AnyEndpoint,
  input: unknown,
  options?: CallOptions,
): Promise<unknown> =>
  (client.call as (endpoint: AnyEndpoint, input?: unknown, options?: CallOptions) => Promise<unknown>)(
    endpoint,
    input,
    options,
  );
