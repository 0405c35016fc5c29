import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { OptionTreeEditor } from "../editor/OptionTreeEditor.tsx";

/** Settings of a cascade select: question, help, required and the options tree (up to four levels). */
export function CascadeSelectEditor({ field, onChange, errors }: FieldEditorProps) {
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <OptionTreeEditor field={field} onChange={onChange} errors={errors} maxDepth={4} />
    </div>
  );
}
