import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { ItemListEditor } from "../editor/ItemListEditor.tsx";

/** Settings of a sheet: question, help, required and its rows (one value per row). */
export function SheetEditor({ field, onChange, errors }: FieldEditorProps) {
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <ItemListEditor field={field} onChange={onChange} errors={errors} />
    </div>
  );
}
