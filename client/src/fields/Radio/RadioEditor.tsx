import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { OptionListEditor } from "../editor/OptionListEditor.tsx";

/** Settings of a radio field: question, help, required and its options (one can be picked). */
export function RadioEditor({ field, onChange, errors }: FieldEditorProps) {
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <OptionListEditor field={field} onChange={onChange} errors={errors} />
    </div>
  );
}
