import { useCallback } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { usePromiseMutation } from "../../../relay/usePromiseMutation.ts";
import { invalidateViewerForms } from "../../forms/mutations/formListStore.ts";
import type { TSaveResult } from "../EditorStore.ts";
import type { useUpdateFormMutation as Mutation } from "./__generated__/useUpdateFormMutation.graphql.ts";

const mutation = graphql`
  mutation useUpdateFormMutation($input: UpdateFormInput!) {
    updateForm(input: $input) {
      __typename
      ... on FormSuccess {
        form {
          id
          version
          # What the editor and the form lists show, so every page reads the saved form.
          ...FormEditor_form
          title
          active
          updatedAt
          qrImageUrl
          qrSVGUrl
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

// The form lists are ordered by "last updated" and filter by title and state: refetch them next time.
const updater = (store: RecordSourceSelectorProxy) => invalidateViewerForms(store);

/**
 * Saves a partial settings patch (FormSettingsInput) on top of the form's version the editor
 * holds. Resolves to the autosave's result: ok with the new version, a conflict when the form
 * changed elsewhere since, or the server's message with its field errors; rejects on network failures.
 */
export function useUpdateFormMutation() {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation, updater);
  const update = useCallback(
    async (qrId: string, settings: Record<string, unknown>, version: number): Promise<TSaveResult & { version?: number }> => {
      const { updateForm: payload } = await commit({ input: { qrId, settings, version } });
      if (payload.__typename === "FormSuccess") return { ok: true, version: payload.form?.version };
      if (payload.__typename === "ConflictError") return { ok: false, conflict: true, message: payload.message ?? "", fieldErrors: {} };
      const fieldErrors: Record<string, string> = {};
      for (const { field, message } of payload.fieldErrors ?? []) fieldErrors[field] ??= message;
      return { ok: false, message: payload.message ?? payload.__typename, fieldErrors };
    },
    [commit],
  );
  return [update, isInFlight] as const;
}
