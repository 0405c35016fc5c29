import { FormattedMessage, useIntl } from "react-intl";
import { withOption, type FieldEditorProps, type TItem } from "./fieldEditorProps.ts";
import { TextRowsEditor } from "./TextRowsEditor.tsx";

/** The rows of a sheet or check list (option.items). */
export function ItemListEditor({ field, onChange, errors }: Pick<FieldEditorProps, "field" | "onChange" | "errors">) {
  const intl = useIntl();
  const rowName = (index: number) =>
    intl.formatMessage({ id: "fields.itemListEditor.itemName", defaultMessage: "Item {number}", description: "Accessible name of a sheet or check-list row and its text input; also the text of a new row" }, { number: index + 1 });
  return (
    <TextRowsEditor<TItem>
      legend={<FormattedMessage id="fields.itemListEditor.legend" defaultMessage="Items" description="Heading of the list of rows of a sheet or check-list field" />}
      hint={<FormattedMessage id="fields.itemListEditor.hint" defaultMessage="One row each. Press Enter to add the next item." description="Hint above the list of rows of a sheet or check list" />}
      addLabel={<FormattedMessage id="fields.itemListEditor.add" defaultMessage="Add item" description="Button adding a row to a sheet or check list" />}
      rows={field.option.items ?? []}
      onChange={(items) => onChange(withOption(field, { items }))}
      textOf={(item) => item.itemName}
      withText={(_item, itemName) => ({ itemName })}
      makeRow={(number) => ({ itemName: rowName(number - 1) })}
      rowName={rowName}
      errorOf={(index) => errors[`option.items.${index}.itemName`] ?? errors[`option.items.${index}`]}
      max={200}
      maxLength={500}
    />
  );
}
