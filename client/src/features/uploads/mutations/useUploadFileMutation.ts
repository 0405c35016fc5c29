import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { UploadCategory, useUploadFileMutation as TMutation } from "./__generated__/useUploadFileMutation.graphql.ts";

export interface UploadedFileRef {
  fileId: string;
  fileUrl: string;
  name: string;
  size: number;
  mimeType: string;
}

/** Rejected upload: the server's message (size limit, type not allowed, …) for the UI. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}

const mutation = graphql`
  mutation useUploadFileMutation($input: UploadFileInput!) {
    uploadFile(input: $input) {
      __typename
      ... on UploadFileSuccess {
        file {
          fileId
          fileUrl
          name
          mimeType
          size
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Uploads an owner's image (logo, background, preview, QR logo, option image) and resolves
 * to its fileId and fileUrl; rejects with UploadError carrying the server's message.
 */
export function useUploadFileMutation(): readonly [(category: UploadCategory, file: File) => Promise<UploadedFileRef>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const upload = useCallback(
    (category: UploadCategory, file: File) =>
      new Promise<UploadedFileRef>((resolve, reject) => {
        commit({
          variables: { input: { category, file: null } },
          uploadables: { "input.file": file },
          onCompleted: ({ uploadFile }, errors) => {
            if (uploadFile.file) resolve({ ...uploadFile.file });
            else reject(new UploadError(uploadFile.message ?? errors?.[0]?.message ?? "Upload failed"));
          },
          onError: (error) => reject(new UploadError(error.message)),
        });
      }),
    [commit],
  );
  return [upload, isInFlight] as const;
}
