import { createContext, useContext, useSyncExternalStore } from "react";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import type { TFormField } from "../../../../shared/fields/formFields.ts";
import type { UploadedFileRef } from "../uploads/mutations/useUploadFileMutation.ts";
import type { UploadCategory } from "../uploads/mutations/__generated__/useUploadFileMutation.graphql.ts";
import type { EditorStore, TEditorSnapshot } from "./EditorStore.ts";

/** What the builder's panels share: the store (draft + autosave), the form's identity, uploads and field actions. */
export interface TEditorContext {
  store: EditorStore;
  formId: string;
  qrId: string;
  /** What the QR code encodes. */
  shortUrl: string;
  /** The server's PUBLIC_URL is localhost: no phone can open the form's links (LocalPublicUrlNotice). */
  publicUrlIsLocal: boolean;
  /** Uploads an owner image; the autosave waits for it. Rejects with UploadError. */
  upload: (category: UploadCategory, file: File) => Promise<UploadedFileRef>;
  selectedId: string | null;
  select: (id: string | null) => void;
  /** Adds a field of a kind at an index (default: after the selected one) and selects it. */
  addField: (name: FieldName, index?: number) => void;
  moveField: (id: string, toIndex: number) => void;
  duplicateField: (id: string) => void;
  /** Asks for confirmation, then deletes. */
  requestDelete: (id: string) => void;
  updateField: (id: string, field: TFormField) => void;
  /** A card asked to take the focus (after an add on phones or a delete); `n` changes per request. */
  focusRequest: { id: string; n: number } | null;
  /** Says something to screen readers (moves, adds, deletes). */
  announce: (message: string) => void;
}

export const EditorContext = createContext<TEditorContext | null>(null);

export function useEditor(): TEditorContext {
  const context = useContext(EditorContext);
  if (!context) throw new Error("useEditor must be used inside the form editor");
  return context;
}

/** The draft and save state; re-renders on every change. */
export function useEditorSnapshot(): TEditorSnapshot {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
