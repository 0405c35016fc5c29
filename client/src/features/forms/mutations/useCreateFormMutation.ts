import { useCallback } from "react";
import { graphql } from "react-relay";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useCreateFormMutation as Mutation } from "./__generated__/useCreateFormMutation.graphql.ts";
import { invalidateViewerForms } from "./formListStore.ts";

const mutation = graphql`
  mutation useCreateFormMutation($input: CreateFormInput!) {
    createForm(input: $input) {
      __typename
      ... on FormSuccess {
        form {
          id
          qrId
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

/** Creates an empty form with the server's defaults; resolves to the payload. */
export function useCreateFormMutation() {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation, invalidateViewerForms);
  const createForm = useCallback(() => commit({ input: { settings: {} } }), [commit]);
  return [createForm, isInFlight] as const;
}
