import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { OptionListEditor } from "../editor/OptionListEditor.tsx";

/** Settings of a checkbox field: question, help, required and its options, each with an optional picture. */
export function CheckboxEditor({ field, onChange, errors, onUploadImage }: FieldEditorProps) {
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <OptionListEditor field={field} onChange={onChange} errors={errors} onUploadImage={onUploadImage} />
    </div>
  );
}
