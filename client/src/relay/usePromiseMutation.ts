import { useCallback } from "react";
import { useMutation } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from "relay-runtime";

export interface CommitOptions<T extends MutationParameters> {
  variables: T["variables"];
  /** Applied at once and rolled back when the server answers (or fails). */
  optimisticResponse?: T["response"];
  updater?: SelectorStoreUpdater<T["response"]>;
}

/**
 * useMutation whose commit returns a promise of the response, so a handler reads top to
 * bottom; it takes an optional optimistic response and updater per call. Rejects on
 * network failures only: expected failures are union members of the payload.
 */
export function useCommitMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): readonly [(options: CommitOptions<T>) => Promise<T["response"]>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    ({ variables, optimisticResponse, updater }: CommitOptions<T>) =>
      new Promise<T["response"]>((resolve, reject) => {
        commit({
          variables,
          optimisticResponse,
          updater,
          onCompleted: (response, errors) => {
            if (errors?.length) reject(new Error(errors[0]?.message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** useCommitMutation for the common case: variables in, one fixed updater. */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  updater?: SelectorStoreUpdater<T["response"]>,
): readonly [(variables: T["variables"]) => Promise<T["response"]>, boolean] {
  const [commit, isInFlight] = useCommitMutation<T>(mutation);
  const run = useCallback((variables: T["variables"]) => commit({ variables, updater }), [commit, updater]);
  return [run, isInFlight] as const;
}
