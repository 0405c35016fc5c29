// The one form-answer validation of SPEC.md §5 "Form submission": the respondent form runs it
// before sending, the server runs it again before storing (CONTRACT.md §6). No zod here: the
// light public form page imports this module.
import type { TFormField, TFormFields } from "../fields/formFields.ts";
import { CHECK_LIST_NO, CHECK_LIST_YES } from "./answerValues.ts";

/** Stable codes and their English messages (SPEC.md §5 and §8); clients translate by code. */
export const ANSWER_ERRORS = {
  required: "This field is required",
  email: "Please input a valid email",
  number: "Please input a valid number",
} as const;
export type TAnswerErrorCode = keyof typeof ANSWER_ERRORS;

/** A local part, @, a domain and a top-level domain of at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** An integer or a decimal with "." or "," as separator, optionally signed. */
export const NUMBER_PATTERN = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

export function isNumericAnswer(text: string): boolean {
  return NUMBER_PATTERN.test(text.trim());
}

/** The code of an English message produced by validateAnswers (e.g. from a server's error map). */
export function answerErrorCodeOf(message: string): TAnswerErrorCode | undefined {
  return (Object.keys(ANSWER_ERRORS) as TAnswerErrorCode[]).find((code) => ANSWER_ERRORS[code] === message);
}

type TValidatedField = Pick<TFormField, "name"> & { option?: Partial<TFormField["option"]> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasText(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.trim() !== "";
}

function text(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return typeof value === "string" ? value.trim() : "";
}

/** A stored file reference, { fileId, fileUrl } (a signature; one entry of a file list). */
function isFileRef(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && ("fileId" in value || "fileUrl" in value);
}

function hasStoredFile(value: unknown): boolean {
  return isFileRef(value) && (hasText(value.fileId) || hasText(value.fileUrl));
}

/** Whether a required field counts as answered. */
export function isAnswered(field: TValidatedField, answer: unknown): boolean {
  // Any field whose data is a file with empty fileUrl and fileId is unanswered.
  if (isFileRef(answer)) return hasStoredFile(answer);
  switch (field.name) {
    case "QRFieldTitle":
    case "QRFieldDescription":
    case "QRFieldLabel":
      return true;
    case "QRFieldSignature":
      return false; // not a file reference at all
    case "QRFieldDocument":
    case "QRFieldPicture":
    case "QRFieldAudio":
    case "QRFieldVideo":
      return Array.isArray(answer) && answer.some(hasStoredFile);
    case "QRFieldCheckbox":
      return Array.isArray(answer) && answer.some(hasText);
    case "QRFieldName":
      return isRecord(answer) && hasText(answer.firstName) && hasText(answer.lastName);
    case "QRFieldAddress":
      return isRecord(answer) && hasText(answer.addressLine) && hasText(answer.city);
    case "QRFieldSheet":
      return Array.isArray(answer) && answer.some((row) => isRecord(row) && hasText(row.value));
    case "QRFieldCheckList": {
      if (field.option?.enableNeutral) return true;
      const rows = Array.isArray(answer) ? answer : [];
      return (field.option?.items ?? []).every((_, index) => {
        const row: unknown = rows[index];
        return isRecord(row) && (row.selectedValue === CHECK_LIST_YES || row.selectedValue === CHECK_LIST_NO);
      });
    }
    case "QRFieldMultipleLevelSelect":
    case "QRFieldCascadeSelect":
      return isRecord(answer) && hasText(answer.level1);
    default:
      // Short and long text, email, phone, number, calendar, time, radio, dropdown, gender, location.
      return hasText(answer);
  }
}

/** The error code of one answer, or null when it is valid. */
export function answerErrorCode(field: TValidatedField, answer: unknown): TAnswerErrorCode | null {
  const required = field.option?.required === true;
  if (field.name === "QRFieldEmail") {
    // A non-empty e-mail must look like one even when the field is optional.
    const value = text(answer);
    if (value === "") return required ? "required" : null;
    return isValidEmail(value) ? null : "email";
  }
  if (field.name === "QRFieldNumber") {
    const value = text(answer);
    if (value === "") return required ? "required" : null;
    return isNumericAnswer(value) ? null : "number";
  }
  if (!required) return null;
  return isAnswered(field, answer) ? null : "required";
}

/** Error codes keyed by field id, in form order; empty when every answer is valid. */
export function validateAnswerCodes(fields: TFormFields, answers: Record<string, unknown>): Record<string, TAnswerErrorCode> {
  const errors: Record<string, TAnswerErrorCode> = {};
  for (const [id, field] of Object.entries(fields)) {
    const code = answerErrorCode(field, Object.hasOwn(answers, id) ? answers[id] : undefined);
    if (code) errors[id] = code;
  }
  return errors;
}

/** The errors map of SPEC.md §5, keyed by field id, with the English messages; empty = valid. */
export function validateAnswers(fields: TFormFields, answers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(validateAnswerCodes(fields, answers)).map(([id, code]) => [id, ANSWER_ERRORS[code]]));
}
