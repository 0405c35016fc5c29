import { graphql } from "react-relay";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useSignOutEverywhereMutation as Mutation } from "./__generated__/useSignOutEverywhereMutation.graphql.ts";
import { forgetViewer } from "./useLogoutMutation.ts";

const mutation = graphql`
  mutation useSignOutEverywhereMutation {
    signOutEverywhere {
      ok
    }
  }
`;

/** Ends every session of the account on the server; here, like a logout, the store forgets the viewer. */
export function useSignOutEverywhereMutation() {
  return usePromiseMutation<Mutation>(mutation, forgetViewer);
}
