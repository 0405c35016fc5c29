import { useCallback } from "react";
import { graphql } from "react-relay";
import { adjustTotalCount } from "../../forms/mutations/formListStore.ts";
import type { useDeleteSubmissionsMutation as Mutation } from "./__generated__/useDeleteSubmissionsMutation.graphql.ts";
import { useCommitPromise } from "./useCommitPromise.ts";

const mutation = graphql`
  mutation useDeleteSubmissionsMutation($input: DeleteSubmissionsInput!, $connections: [ID!]!) {
    deleteSubmissions(input: $input) {
      __typename
      ... on DeleteSubmissionsSuccess {
        deletedSubmissionIds @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        message
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

/**
 * Deletes several submissions of one form (all or nothing, like the REST multiple-delete)
 * and removes their rows from the given tables.
 */
export function useDeleteSubmissionsMutation() {
  const [commit, isInFlight] = useCommitPromise<Mutation>(mutation);
  const deleteSubmissions = useCallback(
    (qrId: string, submissionIds: readonly string[], connections: readonly string[]) =>
      commit({ input: { qrId, submissionIds: [...submissionIds] }, connections: [...connections] }, (store, data) => {
        const payload = data?.deleteSubmissions;
        if (payload?.__typename === "DeleteSubmissionsSuccess") adjustTotalCount(store, connections, -payload.deletedSubmissionIds.length);
      }),
    [commit],
  );
  return [deleteSubmissions, isInFlight] as const;
}
