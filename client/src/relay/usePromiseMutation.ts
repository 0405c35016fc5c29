import { useCallback } from "react";
import { useMutation } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from "relay-runtime";

/**
 * useMutation whose commit returns a promise of the response, so a form's submit
 * handler reads top to bottom. Rejects on network failures only: expected failures
 * are union members of the payload.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  updater?: SelectorStoreUpdater<T["response"]>,
): readonly [(variables: T["variables"]) => Promise<T["response"]>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T["variables"]) =>
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
    [commit, updater],
  );
  return [run, isInFlight] as const;
}
