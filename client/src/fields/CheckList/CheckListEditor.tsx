import { FormattedMessage } from "react-intl";
import { FieldBasics } from "../editor/FieldBasics.tsx";
import { withOption, type FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { ItemListEditor } from "../editor/ItemListEditor.tsx";
import { SwitchField } from "../../components/SwitchField.tsx";

/** Settings of a check list: question, help, required, its items and whether N/A is an answer. */
export function CheckListEditor({ field, onChange, errors }: FieldEditorProps) {
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <SwitchField
        label={<FormattedMessage id="fields.checkListEditor.enableNeutral" defaultMessage="Allow N/A" description="Switch that adds a neutral (not applicable) answer to each check-list item" />}
        hint={
          <FormattedMessage
            id="fields.checkListEditor.enableNeutralHint"
            defaultMessage="Each item offers Yes, No and N/A. Without it, a required check list needs Yes or No on every item."
            description="Hint under the Allow N/A switch of a check list"
          />
        }
        checked={field.option.enableNeutral === true}
        onChange={(enableNeutral) => onChange(withOption(field, { enableNeutral }))}
      />
      <ItemListEditor field={field} onChange={onChange} errors={errors} />
    </div>
  );
}
