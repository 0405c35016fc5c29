import { useCallback } from "react";
import { graphql } from "react-relay";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useDeleteTemplateMutation as Mutation } from "./__generated__/useDeleteTemplateMutation.graphql.ts";

const mutation = graphql`
  mutation useDeleteTemplateMutation($input: DeleteTemplateInput!, $connections: [ID!]!) {
    deleteTemplate(input: $input) {
      __typename
      ... on DeleteTemplateSuccess {
        deletedTemplateId @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Deletes one of the viewer's own templates and takes it out of the given lists. */
export function useDeleteTemplateMutation() {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deleteTemplate = useCallback((templateId: string, connections: readonly string[]) => commit({ input: { templateId }, connections: [...connections] }), [commit]);
  return [deleteTemplate, isInFlight] as const;
}
