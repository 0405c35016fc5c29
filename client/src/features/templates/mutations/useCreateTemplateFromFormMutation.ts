import { useCallback } from "react";
import { graphql } from "react-relay";
import { invalidateViewer } from "../../../relay/invalidateViewer.ts";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useCreateTemplateFromFormMutation as Mutation } from "./__generated__/useCreateTemplateFromFormMutation.graphql.ts";

const mutation = graphql`
  mutation useCreateTemplateFromFormMutation($input: CreateTemplateFromFormInput!) {
    createTemplateFromForm(input: $input) {
      __typename
      ... on TemplateSuccess {
        template {
          id
          slug
          title
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Saves one of the viewer's forms as their own template. */
export function useCreateTemplateFromFormMutation() {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation, invalidateViewer);
  const save = useCallback(
    (input: { qrId: string; title: string; description: string }) => commit({ input }),
    [commit],
  );
  return [save, isInFlight] as const;
}
