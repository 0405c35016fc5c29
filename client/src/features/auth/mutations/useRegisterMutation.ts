import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useRegisterMutation as Mutation } from "./__generated__/useRegisterMutation.graphql.ts";
import { storeSignedInViewer } from "./storeSignedInViewer.ts";

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
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

const updater = (store: RecordSourceSelectorProxy) => storeSignedInViewer(store, "register");

export function useRegisterMutation() {
  return usePromiseMutation<Mutation>(mutation, updater);
}
