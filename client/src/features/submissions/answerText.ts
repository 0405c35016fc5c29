import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { CHECK_LIST_NO, CHECK_LIST_YES, LEVEL_KEYS } from "../../../../shared/validation/answerValues.ts";
import { asFileList, asRows, asSignature, asText, asTextList, asTextRecord } from "../../fields/answerReaders.ts";

export interface AnswerTextLabels {
  yes: string;
  no: string;
  notApplicable: string;
  signed: string;
  /** Formats a stored date answer (YYYY-MM-DD…) in the owner's locale. */
  date: (value: string) => string;
}

/** The separator of the levels of a multiple level select: "A › B › C". */
export const LEVEL_SEPARATOR = " › ";

export function checkListText(value: string, labels: AnswerTextLabels): string {
  if (value === CHECK_LIST_YES) return labels.yes;
  if (value === CHECK_LIST_NO) return labels.no;
  return labels.notApplicable;
}

/** An answer as one line of text, for a table cell (empty answers give ""). */
export function answerText(name: FieldName | null, data: unknown, labels: AnswerTextLabels): string {
  switch (name) {
    case "QRFieldName": {
      const { firstName, lastName } = asTextRecord(data, ["firstName", "lastName"]);
      return [firstName, lastName].filter(Boolean).join(" ");
    }
    case "QRFieldAddress": {
      const parts = asTextRecord(data, ["addressLine", "city", "state", "postalCode", "country"]);
      return Object.values(parts).filter(Boolean).join(", ");
    }
    case "QRFieldMultipleLevelSelect":
    case "QRFieldCascadeSelect": {
      const levels = asTextRecord(data, LEVEL_KEYS);
      return LEVEL_KEYS.map((key) => levels[key]).filter(Boolean).join(LEVEL_SEPARATOR);
    }
    case "QRFieldCheckbox":
      return asTextList(data).join(", ");
    case "QRFieldSheet":
      return asRows(data, ["itemName", "value"])
        .filter((row) => row.value)
        .map((row) => `${row.itemName}: ${row.value}`)
        .join("; ");
    case "QRFieldCheckList":
      return asRows(data, ["itemName", "selectedValue"])
        .map((row) => `${row.itemName}: ${checkListText(row.selectedValue, labels)}`)
        .join("; ");
    case "QRFieldDocument":
    case "QRFieldPicture":
    case "QRFieldAudio":
    case "QRFieldVideo":
      return asFileList(data)
        .map((file) => file.name || file.fileUrl.split("/").pop() || "")
        .join(", ");
    case "QRFieldSignature":
      return asSignature(data)?.fileUrl ? labels.signed : "";
    case "QRFieldCalendar": {
      const text = asText(data);
      return text ? labels.date(text) : "";
    }
    default:
      if (Array.isArray(data)) return asTextList(data).join(", ");
      return asText(data);
  }
}
