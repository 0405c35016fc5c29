// Turns a submission request's `data` into the stored answers: only the form's own fields,
// each answer in its kind's shape (400 otherwise), SPEC.md §5 rules, and file answers that
// point at files really uploaded to this form.
import type { FieldName } from "../../../shared/fields/fieldKinds.ts";
import { fieldsFromStored, type TFormFields } from "../../../shared/fields/formFields.ts";
import { normalizeAnswers, INVALID_ANSWER } from "../../../shared/validation/answerSchemas.ts";
import { FILE_KIND_CATEGORIES } from "../../../shared/validation/answerValues.ts";
import { validateAnswers } from "../../../shared/validation/validateAnswers.ts";
import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { fileUrl } from "../forms/formUrls.ts";

export const ANSWERS_INVALID = "Some answers are not valid";
export const ANSWERS_MALFORMED = "Send the answers as data: { <fieldId>: { data } }";
export const UNKNOWN_FIELD = "This form has no such field";

/** One stored answer (SPEC.md §3 Submission). */
export interface TStoredAnswer {
  component: FieldName;
  name: FieldName;
  label: string;
  option: unknown;
  data: unknown;
}
export type TStoredAnswers = Record<string, TStoredAnswer>;

interface TFileRef {
  fileId: string;
  fileUrl: string;
  name?: string;
  size?: number;
  mimeType?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function fieldLabel(field: TFormFields[string]): string {
  return field.option?.label || field.displayName || "";
}

function isFileKind(name: FieldName): name is keyof typeof FILE_KIND_CATEGORIES {
  return Object.hasOwn(FILE_KIND_CATEGORIES, name);
}

/** The file references inside one normalised answer. */
function fileRefs(name: FieldName, data: unknown): TFileRef[] {
  if (!isFileKind(name)) return [];
  const list = Array.isArray(data) ? data : [data];
  return list.filter((ref): ref is TFileRef => isRecord(ref) && typeof ref.fileId === "string" && ref.fileId !== "");
}

/** Every fileId the stored answers refer to. */
export function answerFileIds(answers: unknown): string[] {
  if (!isRecord(answers)) return [];
  const ids: string[] = [];
  for (const answer of Object.values(answers)) {
    if (isRecord(answer) && typeof answer.name === "string") ids.push(...fileRefs(answer.name as FieldName, answer.data).map((f) => f.fileId));
  }
  return ids;
}

/**
 * Validated, normalised answers ready to store, with the ids of the files they use.
 * `ownFiles`: files already linked to the submission being edited (allowed besides pending ones).
 */
export async function prepareAnswers(
  services: Services,
  form: Form,
  raw: unknown,
  submissionId: string | null = null,
): Promise<{ answers: TStoredAnswers; fileIds: string[] }> {
  if (!isRecord(raw)) throw new ValidationError(ANSWERS_MALFORMED, { data: ANSWERS_MALFORMED });
  const fields = fieldsFromStored(form.fields);
  const errors: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(raw)) {
    const field = Object.hasOwn(fields, id) ? fields[id] : undefined;
    if (!field) {
      errors[id] = UNKNOWN_FIELD;
      continue;
    }
    // Each entry is { component, name, label, option, data }; only data is the visitor's.
    if (!isRecord(entry) || (entry.name !== undefined && entry.name !== field.name)) {
      errors[id] = INVALID_ANSWER;
      continue;
    }
    values[id] = entry.data;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(ANSWERS_INVALID, errors);

  const normalized = normalizeAnswers(fields, values);
  if (!normalized.success) throw new ValidationError(ANSWERS_INVALID, normalized.errors);
  const ruleErrors = validateAnswers(fields, normalized.data);
  if (Object.keys(ruleErrors).length > 0) throw new ValidationError(ANSWERS_INVALID, ruleErrors);

  // File answers: each file must be this form's upload of the field's category, not used elsewhere.
  const wanted = new Map<string, string>();
  for (const [id, data] of Object.entries(normalized.data)) {
    for (const ref of fileRefs(fields[id]!.name, data)) wanted.set(ref.fileId, id);
  }
  const rows = wanted.size
    ? await services.prisma.uploadedFile.findMany({
        where: {
          id: { in: [...wanted.keys()] },
          formId: form.id,
          ownerId: null,
          OR: [{ submissionId: null }, ...(submissionId ? [{ submissionId }] : [])],
        },
      })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [fileId, fieldId] of wanted) {
    const row = byId.get(fileId);
    const name = fields[fieldId]!.name;
    if (!row || !isFileKind(name) || row.category !== FILE_KIND_CATEGORIES[name]) errors[fieldId] = INVALID_ANSWER;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(ANSWERS_INVALID, errors);

  const answers: TStoredAnswers = {};
  for (const [id, data] of Object.entries(normalized.data)) {
    const field = fields[id]!;
    answers[id] = { component: field.name, name: field.name, label: fieldLabel(field), option: field.option, data: withStoredFiles(services, field.name, data, byId) };
  }
  return { answers, fileIds: [...wanted.keys()] };
}

/** File references as the server knows them: its own URL, name, size and type. */
function withStoredFiles(
  services: Services,
  name: FieldName,
  data: unknown,
  files: Map<string, { storageKey: string; originalName: string; size: number; mimeType: string }>,
): unknown {
  if (!isFileKind(name)) return data;
  const fix = (ref: unknown) => {
    if (!isRecord(ref) || typeof ref.fileId !== "string" || ref.fileId === "") return ref;
    const row = files.get(ref.fileId)!;
    return { fileId: ref.fileId, fileUrl: fileUrl(services, row.storageKey)!, name: row.originalName, size: row.size, mimeType: row.mimeType };
  };
  return Array.isArray(data) ? data.map(fix) : fix(data);
}
