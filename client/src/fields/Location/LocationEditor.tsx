import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";

/** Settings of a location field: question, placeholder, help text and required. */
export function LocationEditor({ field, onChange, errors }: FieldEditorProps) {
  return <FieldBasics field={field} onChange={onChange} errors={errors} placeholder />;
}
