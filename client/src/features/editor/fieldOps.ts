import type { TFormField, TFormFields } from "../../../../shared/fields/formFields.ts";

/** Fields are an ordered object keyed by id (insertion order = display order); these keep that order. */

type TStoredField = TFormFields[string];

/** A field as an editor hands it back, stored with its data (reset by type before saving anyway). */
const stored = (field: TFormField): TStoredField => ({ ...field, data: field.data });

function fromEntries(entries: [string, TStoredField][]): TFormFields {
  return Object.fromEntries(entries) as TFormFields;
}

/** Inserts at `index` (clamped; past the end appends). */
export function insertField(fields: TFormFields, id: string, field: TFormField, index: number): TFormFields {
  const entries = Object.entries(fields);
  const at = Math.max(0, Math.min(index, entries.length));
  entries.splice(at, 0, [id, stored(field)]);
  return fromEntries(entries);
}

export function moveField(fields: TFormFields, id: string, toIndex: number): TFormFields {
  const entries = Object.entries(fields);
  const from = entries.findIndex(([key]) => key === id);
  if (from < 0) return fields;
  const to = Math.max(0, Math.min(toIndex, entries.length - 1));
  if (from === to) return fields;
  const [entry] = entries.splice(from, 1);
  entries.splice(to, 0, entry!);
  return fromEntries(entries);
}

/** A copy of a field right after it, under a new id. */
export function duplicateField(fields: TFormFields, id: string, newId: string): TFormFields {
  const entries = Object.entries(fields);
  const index = entries.findIndex(([key]) => key === id);
  if (index < 0) return fields;
  const copy = structuredClone(entries[index]![1]);
  entries.splice(index + 1, 0, [newId, copy]);
  return fromEntries(entries);
}

export function removeField(fields: TFormFields, id: string): TFormFields {
  return fromEntries(Object.entries(fields).filter(([key]) => key !== id));
}

export function replaceField(fields: TFormFields, id: string, field: TFormField): TFormFields {
  return fromEntries(Object.entries(fields).map(([key, value]) => [key, key === id ? stored(field) : value]));
}

/** Where a newly added field goes: right after the selected one, else at the end. */
export function insertionIndexAfter(fields: TFormFields, selectedId: string | null): number {
  const ids = Object.keys(fields);
  const index = selectedId ? ids.indexOf(selectedId) : -1;
  return index < 0 ? ids.length : index + 1;
}
