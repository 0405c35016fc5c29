import { useCallback } from "react";
import { graphql } from "react-relay";
import { invalidateViewer } from "../../../relay/invalidateViewer.ts";
import { useCommitMutation } from "../../../relay/usePromiseMutation.ts";
import type { useSetTemplateFavoriteMutation as Mutation } from "./__generated__/useSetTemplateFavoriteMutation.graphql.ts";

const mutation = graphql`
  mutation useSetTemplateFavoriteMutation($input: SetTemplateFavoriteInput!) {
    setTemplateFavorite(input: $input) {
      __typename
      ... on TemplateSuccess {
        template {
          id
          isFavorite
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/**
 * Marks a template as a favorite or not. The heart changes at once (SPEC.md §4: optimistic) and
 * Relay rolls it back if the server refuses or cannot be reached.
 */
export function useSetTemplateFavoriteMutation() {
  const [commit, isInFlight] = useCommitMutation<Mutation>(mutation);
  const setFavorite = useCallback(
    (templateId: string, favorite: boolean) =>
      commit({
        variables: { input: { templateId, favorite } },
        optimisticResponse: { setTemplateFavorite: { __typename: "TemplateSuccess", template: { id: templateId, isFavorite: favorite } } },
        // The favorites list is read again the next time it is shown.
        updater: invalidateViewer,
      }),
    [commit],
  );
  return [setFavorite, isInFlight] as const;
}
