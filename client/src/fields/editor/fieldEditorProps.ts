import type { TFormField } from "../../../../shared/fields/formFields.ts";

export type TFieldOption = TFormField["option"];
export type TChoice = NonNullable<TFieldOption["options"]>[number];
export type TItem = NonNullable<TFieldOption["items"]>[number];

/** An uploaded image (an option's picture): only fileId and fileUrl are stored. */
export interface TImageRef {
  fileId: string;
  fileUrl: string;
}

/** Props of every builder settings editor (client/src/fields/<Kind>/<Kind>Editor.tsx). */
export interface FieldEditorProps {
  /** The field id, unique in the form: DOM ids derive from it. */
  id: string;
  field: TFormField;
  onChange: (next: TFormField) => void;
  /** Server validation errors of this field, keyed by their path inside it (e.g. "option.label", "option.options.2.label"). */
  errors: Readonly<Record<string, string>>;
  /** Uploads an option image (category OPTION_IMAGE); rejects with the server's message. */
  onUploadImage: (file: File) => Promise<TImageRef>;
}

/** The field with some option settings changed. */
export function withOption(field: TFormField, patch: Partial<TFieldOption>): TFormField {
  return { ...field, option: { ...field.option, ...patch } };
}

/** A list with one element moved by `delta` places (clamped). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, index + delta));
  const next = [...list];
  if (to === index || index < 0 || index >= list.length) return next;
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}
