import { useCallback } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useDeleteFormMutation as Mutation, useDeleteFormMutation$data } from "./__generated__/useDeleteFormMutation.graphql.ts";
import { adjustTotalCount, invalidateViewerForms } from "./formListStore.ts";
import { useCommitMutation } from "../../../relay/usePromiseMutation.ts";

const mutation = graphql`
  mutation useDeleteFormMutation($input: DeleteFormInput!, $connections: [ID!]!) {
    deleteForm(input: $input) {
      __typename
      ... on DeleteFormSuccess {
        deletedFormId @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Deletes a form with its submissions and removes it from the given lists. */
export function useDeleteFormMutation() {
  const [commit, isInFlight] = useCommitMutation<Mutation>(mutation);
  const deleteForm = useCallback(
    (qrId: string, connections: readonly string[]) =>
      commit({
        variables: { input: { qrId }, connections: [...connections] },
        updater: (store: RecordSourceSelectorProxy, data: useDeleteFormMutation$data | null | undefined) => {
          if (data?.deleteForm.__typename === "DeleteFormSuccess") adjustTotalCount(store, connections, -1);
          invalidateViewerForms(store);
        },
      }),
    [commit],
  );
  return [deleteForm, isInFlight] as const;
}
