import type { TUploadCategory } from "./fieldInputProps.ts";

const DOCUMENT_TYPES = [
  ".pdf", ".doc", ".docx", ".xls", ".xlsx", ".txt", ".csv",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/plain",
  "text/csv",
];

/** The `accept` list of each upload category's file picker. */
export const FILE_ACCEPT: Record<TUploadCategory, string> = {
  document: DOCUMENT_TYPES.join(","),
  picture: "image/*",
  audio: "audio/*",
  video: "video/*",
  signature: "image/png",
};

/** Whether a file (e.g. dropped on the field) matches its category's accept list; the server checks contents again. */
export function acceptsFile(file: File, category: TUploadCategory): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return FILE_ACCEPT[category].split(",").some((entry) => {
    if (entry.startsWith(".")) return name.endsWith(entry);
    if (entry.endsWith("/*")) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}
