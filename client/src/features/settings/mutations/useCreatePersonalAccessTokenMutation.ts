import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useCreatePersonalAccessTokenMutation as Mutation } from "./__generated__/useCreatePersonalAccessTokenMutation.graphql.ts";

const mutation = graphql`
  mutation useCreatePersonalAccessTokenMutation($input: CreatePersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      __typename
      ... on CreatePersonalAccessTokenSuccess {
        token
        personalAccessToken {
          id
          ...PersonalAccessTokenRow_token
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/** Creates a token; the new one goes first in the viewer's list. The secret comes back this once. */
export function useCreatePersonalAccessTokenMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = useCallback(
    (name: string) =>
      new Promise<Mutation["response"]>((resolve, reject) => {
        commit({
          variables: { input: { name } },
          updater: (store) => {
            const payload = store.getRootField("createPersonalAccessToken");
            const token = payload?.getLinkedRecord("personalAccessToken");
            const viewer = store.getRoot().getLinkedRecord("viewer");
            if (!token || !viewer) return;
            const list = viewer.getLinkedRecords("personalAccessTokens") ?? [];
            viewer.setLinkedRecords([token, ...list.filter((record) => record?.getDataID() !== token.getDataID())], "personalAccessTokens");
          },
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]?.message)) : resolve(response)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [create, isInFlight] as const;
}
