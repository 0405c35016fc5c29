import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";

/** Settings of a description: the paragraph it shows (line breaks kept). */
export function DescriptionEditor({ field, onChange, errors }: FieldEditorProps) {
  return <FieldBasics field={field} onChange={onChange} errors={errors} kind="paragraph" help={false} required={false} />;
}
