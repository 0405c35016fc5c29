import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";

/** Settings of a document upload field: question, help text and required. */
export function DocumentEditor({ field, onChange, errors }: FieldEditorProps) {
  return <FieldBasics field={field} onChange={onChange} errors={errors} />;
}
