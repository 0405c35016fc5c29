import { graphql } from "react-relay";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useRequestPasswordResetMutation as Mutation } from "./__generated__/useRequestPasswordResetMutation.graphql.ts";

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on Done {
        ok
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

export function useRequestPasswordResetMutation() {
  return usePromiseMutation<Mutation>(mutation);
}
