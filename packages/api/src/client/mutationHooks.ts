// Write hooks, apart from the read hooks of ./hooks.tsx so that a page that only reads (and the
// portal's entry, which needs ApiProvider) does not load swr/mutation.
import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import { newIdempotencyKey } from './client';
import { isApiError, type ApiError } from './errors';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from './endpoint';
import { callLoose } from './callLoose';
import { keyMatches, useApiClient } from './hooks';
import { STALE_VIEW_CODES } from '../orders/errors';

export interface MutationHookOptions {
  /** Endpoint ids whose cached reads are revalidated after a success (the endpoint's own id is not). */
  invalidates?: readonly string[];
}

export type MutationHook<E extends AnyEndpoint> = ((
  config?: SWRMutationConfiguration<
    EndpointOutput<E>,
    ApiError,
    readonly ['api-mutation', string],
    EndpointInput<E>
  >,
) => SWRMutationResponse<
  EndpointOutput<E>,
  ApiError,
  readonly ['api-mutation', string],
  EndpointInput<E>
>) & {
  readonly endpoint: E;
  readonly kind: 'mutation';
  readonly invalidates: readonly string[];
};

/**
 * Failures after which the server has answered (or nothing was sent): the action is over, and the
 * next trigger is a new one. After the others (network, timeout, HTTP status, malformed answer)
 * the outcome is unknown and a retry must carry the same key.
 */
const ANSWERED = new Set(['server', 'session', 'invalid', 'refused', 'aborted']);

/**
 * A write hook for one endpoint (useSWRMutation): `const { trigger, isMutating } = useX();
 * await trigger(input)`. After a success every cached read of the `invalidates` endpoints is
 * revalidated before `trigger` resolves. For a paying endpoint the hook keeps one Idempotency-Key
 * per user action: every trigger with the same input uses it (a double submit, a retry after a
 * network failure) until the server has answered; then the next trigger starts a new action.
 * A refusal that says the record changed meanwhile (STALE_VIEW_CODES: paid elsewhere, another
 * state, a lower balance) revalidates the same reads as a success.
 */
export function createMutationHook<E extends AnyEndpoint>(
  endpoint: E,
  options: MutationHookOptions = {},
): MutationHook<E> {
  const invalidates = Object.freeze([...(options.invalidates ?? [])]);
  function useMutation(
    config?: SWRMutationConfiguration<
      EndpointOutput<E>,
      ApiError,
      readonly ['api-mutation', string],
      EndpointInput<E>
    >,
  ) {
    const client = useApiClient();
    const { mutate } = useSWRConfig();
    const action = useRef<{ input: string; key: string } | null>(null);
    return useSWRMutation(
      ['api-mutation', endpoint.id] as const,
      async (_key: readonly ['api-mutation', string], { arg }: { arg: EndpointInput<E> }) => {
        let idempotencyKey: string | undefined;
        if (endpoint.paying) {
          const input = JSON.stringify(arg ?? null);
          if (action.current?.input !== input) action.current = { input, key: newIdempotencyKey() };
          idempotencyKey = action.current.key;
        }
        const ended = () => {
          if (action.current?.key === idempotencyKey) action.current = null;
        };
        let data: EndpointOutput<E>;
        try {
          data = (await callLoose(client, endpoint, arg, { idempotencyKey })) as EndpointOutput<E>;
        } catch (error) {
          if (!isApiError(error) || ANSWERED.has(error.kind)) ended();
          // The record changed since it was read (paid in another tab...): show what it is now.
          if (isApiError(error) && error.code !== undefined && STALE_VIEW_CODES.has(error.code)) {
            if (invalidates.length > 0) await mutate((key) => keyMatches(key, invalidates));
          }
          throw error;
        }
        ended();
        if (invalidates.length > 0) {
          await mutate((key) => keyMatches(key, invalidates));
        }
        return data;
      },
      config,
    );
  }
  return Object.assign(useMutation, { endpoint, kind: 'mutation' as const, invalidates });
}
