import type { TFormField } from "../../../shared/fields/formFields.ts";

// Ids of the texts around a field's control, derived from the control (or group) id.
export const helpIdOf = (id: string) => `${id}-help`;
export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** The question shown to respondents: the label set in the editor, else the field's display name. */
export function fieldLabel(field: TFormField): string {
  return field.option?.label?.trim() || field.displayName?.trim() || "";
}

/** aria-describedby of a field: its error first, then the owner's help, then a hint of the input. */
export function describedByOf(id: string, field: TFormField, error: string | undefined, hasHint = false): string | undefined {
  const ids = [error && errorIdOf(id), field.option?.help?.trim() && helpIdOf(id), hasHint && hintIdOf(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Attributes every control of a field carries. */
export function controlA11y(id: string, field: TFormField, error: string | undefined, hasHint = false) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedByOf(id, field, error, hasHint),
  } as const;
}
