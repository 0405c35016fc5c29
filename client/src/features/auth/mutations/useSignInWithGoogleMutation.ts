import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useSignInWithGoogleMutation as Mutation } from "./__generated__/useSignInWithGoogleMutation.graphql.ts";
import { storeSignedInViewer } from "./storeSignedInViewer.ts";

const mutation = graphql`
  mutation useSignInWithGoogleMutation($input: SignInWithGoogleInput!) {
    signInWithGoogle(input: $input) {
      __typename
      ... on AuthSuccess {
        isNewUser
        viewer {
          id
          name
          ...UserMenu_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const updater = (store: RecordSourceSelectorProxy) => storeSignedInViewer(store, "signInWithGoogle");

export function useSignInWithGoogleMutation() {
  return usePromiseMutation<Mutation>(mutation, updater);
}
