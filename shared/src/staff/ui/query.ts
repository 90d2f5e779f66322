import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { call, errorText, type CallInput } from '../../api/client';
import type { AnswerOf, ClientEndpoint } from '../../contract/client-endpoint';
import type { EndpointName } from '../../contract/endpoints';
import { useStaffApi } from '../app';

// Server state of the staff pages (ADR 0047): every read is a TanStack Query keyed by its
// endpoint and input, every write a mutation that refreshes the reads it changes. Pages never
// hold a copy of the server's rows in their own state.

/** The cache key of a read: the endpoint's name, then what it was asked with. */
export function staffQueryKey<N extends EndpointName>(endpoint: ClientEndpoint<N>, input: CallInput<N> = {}): QueryKey {
  return ['staff', endpoint.name, input];
}

type ReadOptions<N extends EndpointName> = Omit<UseQueryOptions<AnswerOf<N>, Error, AnswerOf<N>, QueryKey>, 'queryKey' | 'queryFn'>;

/** Reads an endpoint through the staff API client; its answer is checked against the contract. */
export function useStaffQuery<N extends EndpointName>(endpoint: ClientEndpoint<N>, input: CallInput<N> = {}, options: ReadOptions<N> = {}) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffQueryKey(endpoint, input),
    queryFn: () => call(api, endpoint, input),
    ...options,
  });
}

export interface StaffMutationOptions<N extends EndpointName, V> {
  /** What the call sends, from what the control gives (the row's id, the form's values). */
  input: (variables: V) => CallInput<N>;
  /** The reads this write changes: refreshed after it, whether it succeeded or was refused (a 409 means the list is stale). */
  refreshes?: readonly ClientEndpoint<EndpointName>[];
  onSuccess?: (answer: AnswerOf<N>, variables: V) => void;
}

/**
 * A write through the staff API. `error` is the API's Thai message as text (or the Thai network
 * message), for the page to show next to the control that failed; what a form holds is the
 * form's, so nothing typed is lost when the API refuses it.
 */
export function useStaffMutation<N extends EndpointName, V = void>(endpoint: ClientEndpoint<N>, options: StaffMutationOptions<N, V>) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const mutation = useMutation<AnswerOf<N>, Error, V>({
    mutationFn: (variables) => call(api, endpoint, options.input(variables)),
    onSuccess: (answer, variables) => options.onSuccess?.(answer, variables),
    onSettled: () => Promise.all((options.refreshes ?? []).map((read) => queryClient.invalidateQueries({ queryKey: ['staff', read.name] }))),
  });
  return { ...mutation, errorText: mutation.error ? errorText(mutation.error) : null };
}
