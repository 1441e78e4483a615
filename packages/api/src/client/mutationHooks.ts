// Write hooks, apart from the read hooks of ./hooks.tsx so that a page that only reads (and the
// portal's entry, which needs ApiProvider) does not load swr/mutation.
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from './errors';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from './endpoint';
import { callLoose } from './callLoose';
import { keyMatches, useApiClient } from './hooks';

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
 * A write hook for one endpoint (useSWRMutation): `const { trigger, isMutating } = useX();
 * await trigger(input)`. After a success every cached read of the `invalidates` endpoints is
 * revalidated before `trigger` resolves.
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
    return useSWRMutation(
      ['api-mutation', endpoint.id] as const,
      async (_key: readonly ['api-mutation', string], { arg }: { arg: EndpointInput<E> }) => {
        const data = (await callLoose(client, endpoint, arg)) as EndpointOutput<E>;
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
