import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useLoginMutation as Mutation } from "./__generated__/useLoginMutation.graphql.ts";
import { storeSignedInViewer } from "./storeSignedInViewer.ts";

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
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

const updater = (store: RecordSourceSelectorProxy) => storeSignedInViewer(store, "login");

export function useLoginMutation() {
  return usePromiseMutation<Mutation>(mutation, updater);
}
