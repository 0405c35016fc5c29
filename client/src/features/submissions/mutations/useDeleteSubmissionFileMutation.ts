import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useDeleteSubmissionFileMutation as Mutation } from "./__generated__/useDeleteSubmissionFileMutation.graphql.ts";
import { useCommitPromise } from "./useCommitPromise.ts";

const mutation = graphql`
  mutation useDeleteSubmissionFileMutation($input: DeleteSubmissionFileInput!) {
    deleteSubmissionFile(input: $input) {
      __typename
      ... on DeleteSubmissionFileSuccess {
        submission {
          id
          data
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Deletes one uploaded file of a submission; the answer without it comes back and updates the row. */
export function useDeleteSubmissionFileMutation() {
  const [commit, isInFlight] = useCommitPromise<Mutation>(mutation);
  const deleteSubmissionFile = useCallback((fileId: string) => commit({ input: { fileId } }), [commit]);
  return [deleteSubmissionFile, isInFlight] as const;
}
