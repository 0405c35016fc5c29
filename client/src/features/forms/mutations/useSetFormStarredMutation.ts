import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useSetFormStarredMutation as Mutation } from "./__generated__/useSetFormStarredMutation.graphql.ts";
import { invalidateViewerForms } from "./formListStore.ts";
import { useCommitMutation } from "../../../relay/usePromiseMutation.ts";

const mutation = graphql`
  mutation useSetFormStarredMutation($input: SetFormStarredInput!) {
    setFormStarred(input: $input) {
      __typename
      ... on FormSuccess {
        form {
          id
          starred
          updatedAt
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Stars or unstars a form; the star fills at once (optimistic) and rolls back on failure. */
export function useSetFormStarredMutation() {
  const [commit, isInFlight] = useCommitMutation<Mutation>(mutation);
  const setStarred = useCallback(
    (form: { id: string; qrId: string }, starred: boolean) =>
      commit({
        variables: { input: { qrId: form.qrId, starred } },
        optimisticResponse: {
          setFormStarred: { __typename: "FormSuccess", form: { id: form.id, starred, updatedAt: new Date().toISOString() } },
        },
        updater: invalidateViewerForms,
      }),
    [commit],
  );
  return [setStarred, isInFlight] as const;
}
