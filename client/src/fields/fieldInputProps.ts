import type { TFormField } from "../../../shared/fields/formFields.ts";
import type { TAnswerFileCategory } from "../../../shared/validation/answerValues.ts";

export type TUploadCategory = TAnswerFileCategory;

/** What an upload returns and what a file answer stores. */
export interface TUploadedFile {
  fileId: string;
  fileUrl: string;
  name: string;
  size: number;
  mimeType: string;
}

/** Optional extras an uploader may honour: progress (0…1) and cancellation when the file is removed. */
export interface TUploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type TUploadFile = (file: File, category: TUploadCategory, options?: TUploadOptions) => Promise<TUploadedFile>;

/** Props of every respondent input (client/src/fields/<Kind>/<Kind>Input.tsx). */
export interface FieldInputProps {
  /** DOM id of the field's control (or group); help and error ids derive from it. */
  id: string;
  field: TFormField;
  /** The current answer; any shape is tolerated and read as the kind's empty answer when it does not fit. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** A translated error message. */
  error?: string;
  disabled?: boolean;
  /** Uploads a file answer; without it (editor preview) files stay in the browser. */
  onUpload?: TUploadFile;
}
