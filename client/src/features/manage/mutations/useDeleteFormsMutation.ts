import { useCallback } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { adjustTotalCount, invalidateViewerForms } from "../../forms/mutations/formListStore.ts";
import { useCommitMutation } from "../../../relay/usePromiseMutation.ts";
import type { useDeleteFormsMutation as Mutation, useDeleteFormsMutation$data } from "./__generated__/useDeleteFormsMutation.graphql.ts";
import { inBatches, type FormRef } from "./inBatches.ts";

const mutation = graphql`
  mutation useDeleteFormsMutation($input: DeleteFormsInput!, $connections: [ID!]!) {
    deleteForms(input: $input) {
      __typename
      ... on DeleteFormsSuccess {
        deletedFormIds @deleteEdge(connections: $connections)
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
 * Deletes several forms with their submissions and removes them from the given lists.
 * Resolves to the first failed payload, or null when every form was deleted.
 */
export function useDeleteFormsMutation() {
  const [commit, isInFlight] = useCommitMutation<Mutation>(mutation);
  const deleteForms = useCallback(
    (forms: readonly FormRef[], connections: readonly string[]) =>
      inBatches<useDeleteFormsMutation$data["deleteForms"]>(forms, async (batch) => {
        const { deleteForms: payload } = await commit({
          variables: { input: { qrIds: batch.map((f) => f.qrId) }, connections: [...connections] },
          updater: (store: RecordSourceSelectorProxy, data: useDeleteFormsMutation$data | null | undefined) => {
            const payload = data?.deleteForms;
            const deleted = payload?.__typename === "DeleteFormsSuccess" ? payload.deletedFormIds.length : 0;
            if (deleted) adjustTotalCount(store, connections, -deleted);
            invalidateViewerForms(store);
          },
        });
        return payload.__typename === "DeleteFormsSuccess" ? null : payload;
      }),
    [commit],
  );
  return [deleteForms, isInFlight] as const;
}
