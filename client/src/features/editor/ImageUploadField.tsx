import { useId, useRef, useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Spinner } from "../../components/Spinner.tsx";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import type { UploadCategory } from "../uploads/mutations/__generated__/useUploadFileMutation.graphql.ts";
import { useEditor } from "./editorContext.ts";
import type { TFileRef } from "./formDraft.ts";

interface ImageUploadFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  category: UploadCategory;
  value: TFileRef | null;
  onChange: (file: TFileRef | null) => void;
  /** A server error of this setting. */
  error?: string;
  /** How the thumbnail is drawn: a logo fits, a background or preview fills. */
  fit?: "contain" | "cover";
}

/**
 * An owner image (logo, background, link preview): uploaded as soon as it is picked
 * (SPEC.md §4), so the autosave only sends its fileId; the server deletes a replaced file.
 */
export function ImageUploadField({ label, hint, category, value, onChange, error, fit = "contain" }: ImageUploadFieldProps) {
  const id = useId();
  const { upload } = useEditor();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      const { fileId, fileUrl } = await upload(category, file);
      onChange({ fileId, fileUrl });
    } catch (err) {
      setUploadError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className={shownError ? "field image-field field-invalid" : "field image-field"} role="group" aria-labelledby={`${id}-label`} aria-describedby={shownError ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <div className="image-field-row">
        <div className={`image-field-thumb image-field-thumb-${fit}`}>
          {busy ? <Spinner /> : value ? <img src={value.fileUrl} alt="" /> : <EditorIcon name="image" size={22} />}
        </div>
        <div className="image-field-actions">
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            className="visually-hidden"
            tabIndex={-1}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <button type="button" className="btn btn-secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => input.current?.click()}>
            {busy ? (
              <FormattedMessage id="editor.imageUploadField.uploading" defaultMessage="Uploading…" description="Image upload button while the file is sent" />
            ) : value ? (
              <FormattedMessage id="editor.imageUploadField.replace" defaultMessage="Replace" description="Button choosing another image file instead of the current one" />
            ) : (
              <FormattedMessage id="editor.imageUploadField.upload" defaultMessage="Upload image" description="Button choosing an image file to upload" />
            )}
          </button>
          {value && !busy && (
            <button type="button" className="btn btn-ghost" onClick={() => onChange(null)}>
              <FormattedMessage id="editor.imageUploadField.remove" defaultMessage="Remove" description="Button removing the current image" />
            </button>
          )}
        </div>
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
