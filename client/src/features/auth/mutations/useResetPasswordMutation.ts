import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useResetPasswordMutation as Mutation } from "./__generated__/useResetPasswordMutation.graphql.ts";
import { storeSignedInViewer } from "./storeSignedInViewer.ts";

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on AuthSuccess {
        viewer {
          id
          name
          ...UserMenu_viewer
        }
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

const updater = (store: RecordSourceSelectorProxy) => storeSignedInViewer(store, "resetPassword");

export function useResetPasswordMutation() {
  return usePromiseMutation<Mutation>(mutation, updater);
}
