import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { OptionListEditor } from "../editor/OptionListEditor.tsx";

/** Settings of a dropdown: question, placeholder, help, required and its options. */
export function DropdownEditor({ field, onChange, errors }: FieldEditorProps) {
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} placeholder />
      <OptionListEditor field={field} onChange={onChange} errors={errors} />
    </div>
  );
}
