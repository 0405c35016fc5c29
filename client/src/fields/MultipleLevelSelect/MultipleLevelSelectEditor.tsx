import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { LevelNamesEditor } from "../editor/LevelNamesEditor.tsx";
import { OptionTreeEditor } from "../editor/OptionTreeEditor.tsx";

/** Settings of a multiple level select: question, help, required, its level names and the options tree. */
export function MultipleLevelSelectEditor({ field, onChange, errors }: FieldEditorProps) {
  const depth = Math.max(1, Math.min(4, field.option.levels?.length ?? 1));
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <LevelNamesEditor field={field} onChange={onChange} errors={errors} />
      <OptionTreeEditor field={field} onChange={onChange} errors={errors} maxDepth={depth} />
    </div>
  );
}
