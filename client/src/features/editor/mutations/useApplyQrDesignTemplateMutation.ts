import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useApplyQrDesignTemplateMutation as Mutation } from "./__generated__/useApplyQrDesignTemplateMutation.graphql.ts";

const mutation = graphql`
  mutation useApplyQrDesignTemplateMutation($input: ApplyQrDesignTemplateInput!) {
    applyQrDesignTemplate(input: $input) {
      __typename
      ... on FormSuccess {
        form {
          id
          version
          qrOptions
          qrDesignTemplateId
          qrImageUrl
          qrSVGUrl
          updatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type TApplyTemplateResult = { ok: true; qrOptions: unknown; qrDesignTemplateId: string | null; version: number } | { ok: false; message: string };

/**
 * Applies a built-in QR design template (templateId null clears it and restores the
 * options it replaced). The form's record shows the template as applied at once
 * (optimistic; the editor previews the options from its own draft), and the server's
 * answer brings the merged options.
 */
export function useApplyQrDesignTemplateMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const apply = useCallback(
    (formId: string, qrId: string, templateId: string | null) =>
      new Promise<TApplyTemplateResult>((resolve, reject) => {
        commit({
          variables: { input: { qrId, templateId } },
          // Relay only sets scalars on a record, so the JSON options wait for the response.
          optimisticUpdater: (store) => store.get(formId)?.setValue(templateId, "qrDesignTemplateId"),
          onCompleted: ({ applyQrDesignTemplate: payload }, errors) => {
            if (payload.__typename === "FormSuccess" && payload.form) {
              resolve({ ok: true, qrOptions: payload.form.qrOptions, qrDesignTemplateId: payload.form.qrDesignTemplateId ?? null, version: payload.form.version });
            } else if (errors?.length) reject(new Error(errors[0]?.message));
            else resolve({ ok: false, message: payload.message ?? payload.__typename });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [apply, isInFlight] as const;
}
