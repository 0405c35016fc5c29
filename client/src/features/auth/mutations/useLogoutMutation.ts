import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import type { useLogoutMutation as Mutation } from "./__generated__/useLogoutMutation.graphql.ts";

const mutation = graphql`
  mutation useLogoutMutation {
    logout {
      ok
    }
  }
`;

/** The store forgets the signed-out user: Query.viewer becomes null and the record goes. */
export function forgetViewer(store: RecordSourceSelectorProxy) {
  const root = store.getRoot();
  const viewer = root.getLinkedRecord("viewer");
  root.setValue(null, "viewer");
  if (viewer) store.delete(viewer.getDataID());
}

export function useLogoutMutation() {
  return usePromiseMutation<Mutation>(mutation, forgetViewer);
}
