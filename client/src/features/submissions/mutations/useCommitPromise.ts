import { useCallback } from "react";
import { useMutation } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from "relay-runtime";

/**
 * useMutation whose commit takes a per-call store updater and returns a promise of the
 * response. Rejects on network failures only: expected failures are payload members.
 */
export function useCommitPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T["variables"], updater?: SelectorStoreUpdater<T["response"]>) =>
      new Promise<T["response"]>((resolve, reject) => {
        commit({
          variables,
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
