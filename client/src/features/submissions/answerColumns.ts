import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { FIELD_NAMES } from "../../../../shared/fields/fieldKinds.ts";
import { takesAnswer } from "../../../../shared/validation/answerValues.ts";

/** One answerable field of the form: a table column and a row of the detail view. */
export interface AnswerColumn {
  id: string;
  name: FieldName;
  label: string;
}

/** A stored answer: the field as it was when answered, and the answer itself. */
export interface StoredAnswer {
  name: FieldName | null;
  label: string;
  data: unknown;
}

const KNOWN = new Set<string>(FIELD_NAMES);

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function fieldLabel(field: Record<string, unknown>): string {
  const option = asRecord(field.option);
  const label = typeof option.label === "string" ? option.label.trim() : "";
  if (label) return label;
  return typeof field.displayName === "string" ? field.displayName : "";
}

/** The form's answerable fields in form order; titles, descriptions and labels take no answer. */
export function answerColumns(fields: unknown): AnswerColumn[] {
  // Fields arrive as an ordered object keyed by field id (or, stored, as [id, field] pairs).
  const entries: [string, unknown][] = Array.isArray(fields)
    ? (fields.filter((pair) => Array.isArray(pair) && typeof pair[0] === "string") as [string, unknown][])
    : Object.entries(asRecord(fields));
  const columns: AnswerColumn[] = [];
  for (const [id, raw] of entries) {
    const field = asRecord(raw);
    if (typeof field.name !== "string" || !KNOWN.has(field.name)) continue;
    const name = field.name as FieldName;
    if (!takesAnswer(name)) continue;
    columns.push({ id, name, label: fieldLabel(field) });
  }
  return columns;
}

/** One answer of a submission's data, read defensively. */
export function storedAnswer(data: unknown, fieldId: string): StoredAnswer | null {
  const entry = asRecord(data)[fieldId];
  if (entry === undefined) return null;
  const answer = asRecord(entry);
  const component = typeof answer.component === "string" ? answer.component : typeof answer.name === "string" ? answer.name : "";
  const name = KNOWN.has(component) ? (component as FieldName) : null;
  const label = typeof answer.label === "string" ? answer.label : fieldLabel(answer);
  return { name, label, data: "data" in answer ? answer.data : entry };
}

/**
 * The rows of the detail view: the form's fields in order, then answers to fields that
 * have since been removed from the form (their answers are still stored).
 */
export function detailRows(columns: readonly AnswerColumn[], data: unknown): { id: string; name: FieldName | null; label: string; data: unknown }[] {
  const known = new Set(columns.map((column) => column.id));
  const rows: { id: string; name: FieldName | null; label: string; data: unknown }[] = columns.map((column) => {
    const answer = storedAnswer(data, column.id);
    return { id: column.id, name: column.name, label: column.label || answer?.label || "", data: answer?.data };
  });
  for (const id of Object.keys(asRecord(data))) {
    if (known.has(id)) continue;
    const answer = storedAnswer(data, id);
    if (answer && (answer.name === null || takesAnswer(answer.name))) rows.push({ id, name: answer.name, label: answer.label, data: answer.data });
  }
  return rows;
}
