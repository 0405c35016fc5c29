import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";

/** Settings of a label: the short line of text it shows. */
export function LabelEditor({ field, onChange, errors }: FieldEditorProps) {
  return <FieldBasics field={field} onChange={onChange} errors={errors} kind="text" help={false} required={false} />;
}
