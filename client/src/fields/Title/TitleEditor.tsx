import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";

/** Settings of a section title: its heading and an optional subtitle. */
export function TitleEditor({ field, onChange, errors }: FieldEditorProps) {
  return <FieldBasics field={field} onChange={onChange} errors={errors} kind="heading" required={false} />;
}
