// How an answer reads as one text cell (exports): SPEC.md §3 kinds, SPEC.md §9 date format.
import type { FieldName } from "../../../shared/fields/fieldKinds.ts";
import { formatDatePattern } from "../../../shared/fields/formatDatePattern.ts";
import { CHECK_LIST_NO, CHECK_LIST_YES, LEVEL_KEYS } from "../../../shared/validation/answerValues.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown): string {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

function joinParts(parts: unknown[], separator: string): string {
  return parts.map(str).filter((p) => p !== "").join(separator);
}

function fileUrls(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  return list.map((ref) => (isRecord(ref) ? str(ref.fileUrl) : "")).filter((u) => u !== "").join("\n");
}

/** SPEC.md §9: dates read MM/DD/YYYY unless the field sets its own format. */
export const DEFAULT_DATE_FORMAT = "MM/DD/YYYY";

/** What renderAnswer needs of a field: its kind and, for a calendar, how it writes dates. */
export interface TRenderedField {
  name: FieldName | string;
  option?: { dateFormat?: string; timeOnly?: boolean };
}

/**
 * One answer as text: name "First Last", address joined, check list "Item: Yes/No/N/A", files as
 * URLs, a date in the field's format (default MM/DD/YYYY).
 */
export function renderAnswer(field: TRenderedField, data: unknown): string {
  switch (field.name) {
    case "QRFieldCalendar": {
      const text = str(data);
      if (field.option?.timeOnly) return text;
      return formatDatePattern(text, field.option?.dateFormat?.trim() || DEFAULT_DATE_FORMAT) || text;
    }
    case "QRFieldName":
      return isRecord(data) ? joinParts([data.firstName, data.lastName], " ") : "";
    case "QRFieldAddress":
      return isRecord(data) ? joinParts([data.addressLine, data.city, data.state, data.postalCode, data.country], ", ") : "";
    case "QRFieldCheckbox":
      return Array.isArray(data) ? joinParts(data, ", ") : str(data);
    case "QRFieldSheet":
      return Array.isArray(data)
        ? data.filter(isRecord).map((row) => `${str(row.itemName)}: ${str(row.value)}`).join("\n")
        : "";
    case "QRFieldCheckList":
      return Array.isArray(data)
        ? data
            .filter(isRecord)
            .map((row) => `${str(row.itemName)}: ${row.selectedValue === CHECK_LIST_YES ? "Yes" : row.selectedValue === CHECK_LIST_NO ? "No" : "N/A"}`)
            .join("\n")
        : "";
    case "QRFieldDocument":
    case "QRFieldPicture":
    case "QRFieldAudio":
    case "QRFieldVideo":
    case "QRFieldSignature":
      return fileUrls(data);
    case "QRFieldMultipleLevelSelect":
    case "QRFieldCascadeSelect":
      return isRecord(data) ? joinParts(LEVEL_KEYS.map((key) => data[key]), " > ") : "";
    default:
      return str(data);
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** MM/DD/YYYY HH:mm (UTC), the default date and time format of SPEC.md §9. */
export function formatSubmittedAt(date: Date): string {
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Spreadsheet apps run cells starting with = + - @ (or a tab or CR before one) as formulas,
 * even "-1+1+cmd|' /C calc'!A0"; a leading ' keeps them text. Plain numbers stay numbers.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
