import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useRevokePersonalAccessTokenMutation as Mutation } from "./__generated__/useRevokePersonalAccessTokenMutation.graphql.ts";

const mutation = graphql`
  mutation useRevokePersonalAccessTokenMutation($input: RevokePersonalAccessTokenInput!) {
    revokePersonalAccessToken(input: $input) {
      __typename
      ... on RevokePersonalAccessTokenSuccess {
        revokedId
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Revokes a token: requests carrying it fail from now on, and it leaves the list. */
export function useRevokePersonalAccessTokenMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const revoke = useCallback(
    (id: string) =>
      new Promise<Mutation["response"]>((resolve, reject) => {
        commit({
          variables: { input: { id } },
          // The list is a plain field (no connection): take the token out of it, then out of the store.
          updater: (store, data) => {
            if (data?.revokePersonalAccessToken.__typename !== "RevokePersonalAccessTokenSuccess") return;
            const viewer = store.getRoot().getLinkedRecord("viewer");
            const list = viewer?.getLinkedRecords("personalAccessTokens");
            if (viewer && list) viewer.setLinkedRecords(list.filter((record) => record && record.getDataID() !== id), "personalAccessTokens");
            store.delete(id);
          },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]?.message)) : resolve(response)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [revoke, isInFlight] as const;
}
