import { useEffect, useRef, useState, type DragEvent } from "react";
import { ANSWER_LIMITS } from "../../../shared/validation/answerValues.ts";
import { asFileList } from "./answerReaders.ts";
import { describedByOf, hintIdOf } from "./fieldA11y.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import type { FieldInputProps, TUploadedFile } from "./fieldInputProps.ts";
import { fileMessages } from "./fileMessages.ts";
import { acceptsFile, FILE_ACCEPT } from "./fileAccept.ts";
import { FileIcon } from "./FileIcon.tsx";
import { formatFileSize } from "./formatFileSize.ts";
import { shrinkImage } from "./shrinkImage.ts";
import { useFieldMessages } from "./useFieldMessages.ts";
import { usePendingUpload } from "./usePendingUpload.ts";

type TListCategory = "document" | "picture" | "audio" | "video";

interface TPendingFile {
  key: number;
  file: File;
  status: "preparing" | "uploading" | "failed";
  /** 0…1 when the uploader reports progress. */
  progress?: number;
  controller: AbortController;
}

const CHOOSE = {
  document: fileMessages.chooseDocument,
  picture: fileMessages.choosePicture,
  audio: fileMessages.chooseAudio,
  video: fileMessages.chooseVideo,
} as const;
const TYPES = {
  document: fileMessages.documentTypes,
  picture: fileMessages.pictureTypes,
  audio: fileMessages.audioTypes,
  video: fileMessages.videoTypes,
} as const;

let nextKey = 1;

/** A file kept in the browser because there is no uploader (the editor's preview). */
function isLocalFile(file: TUploadedFile): boolean {
  return file.fileId.startsWith("local-");
}

/**
 * The file kinds (document, picture, audio, video): a picker and drop zone, the chosen files
 * with name and size, upload progress, retry and remove. The answer holds uploaded files only;
 * files still uploading (or failed) live here. Pictures are shrunk before upload.
 */
export function FileListInput({ id, field, value, onChange, error, disabled, onUpload, category }: FieldInputProps & { category: TListCategory }) {
  const { format, locale } = useFieldMessages();
  const files = asFileList(value);
  const [pending, setPending] = useState<TPendingFile[]>([]);
  const [notice, setNotice] = useState("");
  const [dragging, setDragging] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);
  // Uploads finish one by one; each appends to the latest answer, not the one of its render.
  const filesRef = useRef(files);
  filesRef.current = files;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  // Thumbnails of pictures chosen here come from the browser's copy: an uploaded answer file is
  // private (only the form's owner may open its fileUrl).
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const previewsRef = useRef(previews);
  previewsRef.current = previews;

  // The form waits for files in flight (their mean progress) and will not send past a failed one.
  const inFlight = pending.filter((entry) => entry.status !== "failed");
  usePendingUpload(
    id,
    inFlight.length > 0
      ? Math.round((100 * inFlight.reduce((sum, entry) => sum + (entry.progress ?? 0), 0)) / inFlight.length) / 100
      : pending.length > 0
        ? -1
        : undefined,
  );
  useEffect(
    () => () => {
      pendingRef.current.forEach((entry) => entry.controller.abort());
      previewsRef.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [],
  );

  const update = (key: number, change: Partial<TPendingFile> | null) =>
    setPending((list) => (change ? list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)) : list.filter((entry) => entry.key !== key)));

  const upload = async (entry: TPendingFile) => {
    const { signal } = entry.controller;
    try {
      let file = entry.file;
      if (category === "picture") {
        update(entry.key, { status: "preparing", progress: undefined });
        file = await shrinkImage(file);
      }
      if (signal.aborted) return;
      update(entry.key, { status: "uploading", progress: undefined });
      const stored: TUploadedFile = onUpload
        ? await onUpload(file, category, { signal, onProgress: (fraction) => update(entry.key, { progress: fraction }) })
        : // Without an uploader (the editor's preview) the file stays in the browser.
          { fileId: `local-${entry.key}`, fileUrl: URL.createObjectURL(file), name: file.name, size: file.size, mimeType: file.type };
      if (signal.aborted) return;
      const done = { ...stored, name: stored.name || file.name, size: stored.size || file.size, mimeType: stored.mimeType || file.type };
      if (category === "picture" && onUpload) setPreviews((map) => new Map(map).set(stored.fileId, URL.createObjectURL(file)));
      filesRef.current = [...filesRef.current, done];
      onChange(filesRef.current);
      update(entry.key, null);
    } catch (failure) {
      if (signal.aborted) return;
      console.warn("File upload failed", failure);
      update(entry.key, { status: "failed", progress: undefined });
    }
  };

  const add = (chosen: File[]) => {
    setNotice("");
    const accepted = chosen.filter((file) => acceptsFile(file, category));
    const rejected = chosen.find((file) => !acceptsFile(file, category));
    const room = ANSWER_LIMITS.files - filesRef.current.length - pendingRef.current.length;
    const taken = accepted.slice(0, Math.max(0, room));
    if (rejected) setNotice(format(fileMessages.wrongType, { name: rejected.name }));
    else if (taken.length < accepted.length) setNotice(format(fileMessages.tooMany, { max: ANSWER_LIMITS.files }));
    const entries = taken.map((file): TPendingFile => ({ key: nextKey++, file, status: "uploading", controller: new AbortController() }));
    setPending((list) => [...list, ...entries]);
    entries.forEach((entry) => void upload(entry));
  };

  const retry = (entry: TPendingFile) => {
    const again = { ...entry, status: "uploading" as const, controller: new AbortController() };
    setPending((list) => list.map((item) => (item.key === entry.key ? again : item)));
    void upload(again);
  };

  const removePending = (entry: TPendingFile) => {
    entry.controller.abort();
    update(entry.key, null);
  };

  const removeFile = (index: number) => {
    const removed = files[index];
    if (removed && isLocalFile(removed) && removed.fileUrl.startsWith("blob:")) URL.revokeObjectURL(removed.fileUrl);
    const preview = removed && previews.get(removed.fileId);
    if (preview) {
      URL.revokeObjectURL(preview);
      setPreviews((map) => {
        const next = new Map(map);
        next.delete(removed.fileId);
        return next;
      });
    }
    filesRef.current = files.filter((_, i) => i !== index);
    onChange(filesRef.current);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  const full = files.length + pending.length >= ANSWER_LIMITS.files;
  const chooseId = `${id}-choose`;

  return (
    <FieldFrame id={id} field={field} error={error} group>
      <div
        className={["fq-dropzone", dragging && "fq-dropzone-active", disabled && "fq-dropzone-disabled"].filter(Boolean).join(" ")}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FileIcon category={category} />
        <div className="fq-dropzone-actions">
          <button
            id={chooseId}
            type="button"
            className="fq-button fq-button-secondary"
            onClick={() => pickerRef.current?.click()}
            disabled={disabled || full}
            aria-describedby={describedByOf(id, field, error, true)}
          >
            {format(CHOOSE[category])}
          </button>
          <span className="fq-dropzone-or">{format(fileMessages.dropHint)}</span>
        </div>
        <p id={hintIdOf(id)} className="fq-hint">
          {format(TYPES[category], { max: ANSWER_LIMITS.files })}
        </p>
        <input
          ref={pickerRef}
          type="file"
          hidden
          multiple
          accept={FILE_ACCEPT[category]}
          tabIndex={-1}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </div>
      <p className="fq-status fq-status-warning" role="status">
        {notice}
      </p>
      {(files.length > 0 || pending.length > 0) && (
        <ul className="fq-files">
          {files.map((file, index) => (
            <li key={`${file.fileId}-${index}`} className="fq-file">
              {category === "picture" && file.fileUrl ? (
                <img className="fq-file-thumb" src={previews.get(file.fileId) ?? file.fileUrl} alt="" />
              ) : (
                <span className="fq-file-badge">
                  <FileIcon category={category} />
                </span>
              )}
              <span className="fq-file-text">
                <span className="fq-file-name">{file.name || file.fileId}</span>
                <span className="fq-file-meta">
                  {[file.size > 0 && formatFileSize(file.size, locale), !isLocalFile(file) && format(fileMessages.uploaded)].filter(Boolean).join(" · ")}
                </span>
              </span>
              <button
                type="button"
                className="fq-icon-button"
                onClick={() => removeFile(index)}
                disabled={disabled}
                aria-label={format(fileMessages.removeFile, { name: file.name || file.fileId })}
              >
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="m5.5 5.5 9 9m0-9-9 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
          {pending.map((entry) => (
            <li key={entry.key} className={entry.status === "failed" ? "fq-file fq-file-failed" : "fq-file"}>
              <span className="fq-file-badge">
                {entry.status === "failed" ? <FileIcon category={category} /> : <span className="fq-spinner" aria-hidden="true" />}
              </span>
              <span className="fq-file-text">
                <span className="fq-file-name">{entry.file.name}</span>
                <span className="fq-file-meta" role="status">
                  {formatFileSize(entry.file.size, locale)} ·{" "}
                  {format(entry.status === "failed" ? fileMessages.failed : entry.status === "preparing" ? fileMessages.preparing : fileMessages.uploading)}
                </span>
                {entry.status === "uploading" && entry.progress !== undefined && (
                  <span
                    className="fq-progress"
                    role="progressbar"
                    aria-label={entry.file.name}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(entry.progress * 100)}
                  >
                    <span className="fq-progress-bar" style={{ width: `${Math.round(entry.progress * 100)}%` }} />
                  </span>
                )}
              </span>
              {entry.status === "failed" && (
                <button
                  type="button"
                  className="fq-button fq-button-small"
                  onClick={() => retry(entry)}
                  disabled={disabled}
                  aria-label={format(fileMessages.retryFile, { name: entry.file.name })}
                >
                  {format(fileMessages.retry)}
                </button>
              )}
              <button
                type="button"
                className="fq-icon-button"
                onClick={() => removePending(entry)}
                aria-label={format(fileMessages.removeFile, { name: entry.file.name })}
              >
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="m5.5 5.5 9 9m0-9-9 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldFrame>
  );
}
