import { useCallback } from "react";
import { graphql } from "react-relay";
import { invalidateViewerForms } from "../../forms/mutations/formListStore.ts";
import { useCommitMutation } from "../../../relay/usePromiseMutation.ts";
import type { useSetFormsActiveMutation as Mutation, useSetFormsActiveMutation$data } from "./__generated__/useSetFormsActiveMutation.graphql.ts";
import { inBatches, type FormRef } from "./inBatches.ts";

const mutation = graphql`
  mutation useSetFormsActiveMutation($input: SetFormsActiveInput!) {
    setFormsActive(input: $input) {
      __typename
      ... on FormsSuccess {
        forms {
          id
          active
          updatedAt
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

/**
 * Switches several forms on or off at once; the badges change at once (optimistic).
 * Resolves to the first failed payload, or null when every form changed.
 */
export function useSetFormsActiveMutation() {
  const [commit, isInFlight] = useCommitMutation<Mutation>(mutation);
  const setActive = useCallback(
    (forms: readonly FormRef[], active: boolean) =>
      inBatches<useSetFormsActiveMutation$data["setFormsActive"]>(forms, async (batch) => {
        const updatedAt = new Date().toISOString();
        const { setFormsActive } = await commit({
          variables: { input: { qrIds: batch.map((f) => f.qrId), active } },
          optimisticResponse: {
            setFormsActive: { __typename: "FormsSuccess", forms: batch.map(({ id }) => ({ id, active, updatedAt })) },
          },
          updater: invalidateViewerForms,
        });
        return setFormsActive.__typename === "FormsSuccess" ? null : setFormsActive;
      }),
    [commit],
  );
  return [setActive, isInFlight] as const;
}
