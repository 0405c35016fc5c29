// Inputs read their value defensively: in the editor preview a field can change kind while an
// answer of another shape is still held, and answers may come from anywhere.
import type { TUploadedFile } from "./fieldInputProps.ts";

export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** An object with the given string keys, missing or non-string entries read as "". */
export function asTextRecord<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> {
  const source = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((key) => [key, asText(source[key])])) as Record<K, string>;
}

export function asTextList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function asFile(value: unknown): TUploadedFile | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const file = value as Record<string, unknown>;
  const fileId = asText(file.fileId);
  const fileUrl = asText(file.fileUrl);
  if (!fileId && !fileUrl) return null;
  return {
    fileId,
    fileUrl,
    name: asText(file.name),
    size: typeof file.size === "number" && Number.isFinite(file.size) ? file.size : 0,
    mimeType: asText(file.mimeType),
  };
}

export function asFileList(value: unknown): TUploadedFile[] {
  return Array.isArray(value) ? value.map(asFile).filter((file): file is TUploadedFile => file !== null) : [];
}

export function asSignature(value: unknown): TUploadedFile | null {
  return asFile(value);
}

/** Rows of a sheet or check list, read by position. */
export function asRows<K extends string>(value: unknown, keys: readonly K[]): Record<K, string>[] {
  return Array.isArray(value) ? value.map((row) => asTextRecord(row, keys)) : [];
}
