import { useCallback } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useCloneFormMutation as Mutation, useCloneFormMutation$data } from "./__generated__/useCloneFormMutation.graphql.ts";
import { adjustTotalCount, invalidateViewerForms } from "./formListStore.ts";
import { useCommitMutation } from "../../../relay/usePromiseMutation.ts";

// The payload carries the new form (not an edge), hence @prependNode with the edge type.
const mutation = graphql`
  mutation useCloneFormMutation($input: CloneFormInput!, $connections: [ID!]!) {
    cloneForm(input: $input) {
      __typename
      ... on FormSuccess {
        form @prependNode(connections: $connections, edgeTypeName: "UserFormsConnectionEdge") {
          id
          qrId
          title
          ...FormCard_form
        }
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

/** Copies a form ('Copy of …', SPEC.md §4) and puts the copy at the top of the given lists. */
export function useCloneFormMutation() {
  const [commit, isInFlight] = useCommitMutation<Mutation>(mutation);
  const cloneForm = useCallback(
    (qrId: string, connections: readonly string[]) =>
      commit({
        variables: { input: { qrId }, connections: [...connections] },
        updater: (store: RecordSourceSelectorProxy, data: useCloneFormMutation$data | null | undefined) => {
          if (data?.cloneForm.__typename === "FormSuccess") adjustTotalCount(store, connections, 1);
          invalidateViewerForms(store);
        },
      }),
    [commit],
  );
  return [cloneForm, isInFlight] as const;
}
