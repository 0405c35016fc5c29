import { useCallback } from "react";
import { graphql } from "react-relay";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import { invalidateViewerForms } from "../../forms/mutations/formListStore.ts";
import type { useCreateFormFromTemplateMutation as Mutation } from "./__generated__/useCreateFormFromTemplateMutation.graphql.ts";

const mutation = graphql`
  mutation useCreateFormFromTemplateMutation($input: CreateFormFromTemplateInput!) {
    createFormFromTemplate(input: $input) {
      __typename
      ... on FormSuccess {
        form {
          id
          qrId
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** "Use this template": a new form of the viewer's, made from the template. */
export function useCreateFormFromTemplateMutation() {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation, invalidateViewerForms);
  const createForm = useCallback((templateId: string) => commit({ input: { templateId } }), [commit]);
  return [createForm, isInFlight] as const;
}
