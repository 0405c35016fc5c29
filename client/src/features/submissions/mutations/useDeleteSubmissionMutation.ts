import { useCallback } from "react";
import { graphql } from "react-relay";
import { adjustTotalCount } from "../../forms/mutations/formListStore.ts";
import type { useDeleteSubmissionMutation as Mutation } from "./__generated__/useDeleteSubmissionMutation.graphql.ts";
import { useCommitPromise } from "./useCommitPromise.ts";

const mutation = graphql`
  mutation useDeleteSubmissionMutation($input: DeleteSubmissionInput!, $connections: [ID!]!) {
    deleteSubmission(input: $input) {
      __typename
      ... on DeleteSubmissionSuccess {
        deletedSubmissionId @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Deletes one submission (with its files) and removes its row from the given tables. */
export function useDeleteSubmissionMutation() {
  const [commit, isInFlight] = useCommitPromise<Mutation>(mutation);
  const deleteSubmission = useCallback(
    (id: string, connections: readonly string[]) =>
      commit({ input: { id }, connections: [...connections] }, (store, data) => {
        if (data?.deleteSubmission.__typename === "DeleteSubmissionSuccess") adjustTotalCount(store, connections, -1);
      }),
    [commit],
  );
  return [deleteSubmission, isInFlight] as const;
}
