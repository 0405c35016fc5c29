import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useSetFormActiveMutation as Mutation } from "./__generated__/useSetFormActiveMutation.graphql.ts";
import { invalidateViewerForms } from "./formListStore.ts";
import { useCommitMutation } from "../../../relay/usePromiseMutation.ts";

const mutation = graphql`
  mutation useSetFormActiveMutation($input: SetFormActiveInput!) {
    setFormActive(input: $input) {
      __typename
      ... on FormSuccess {
        form {
          id
          active
          updatedAt
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Switches a form on or off; the switch flips at once (optimistic) and rolls back on failure. */
export function useSetFormActiveMutation() {
  const [commit, isInFlight] = useCommitMutation<Mutation>(mutation);
  const setActive = useCallback(
    (form: { id: string; qrId: string }, active: boolean) =>
      commit({
        variables: { input: { qrId: form.qrId, active } },
        optimisticResponse: {
          setFormActive: { __typename: "FormSuccess", form: { id: form.id, active, updatedAt: new Date().toISOString() } },
        },
        updater: invalidateViewerForms,
      }),
    [commit],
  );
  return [setActive, isInFlight] as const;
}
