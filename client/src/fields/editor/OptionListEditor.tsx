import { FormattedMessage, useIntl } from "react-intl";
import { withOption, type FieldEditorProps, type TChoice } from "./fieldEditorProps.ts";
import { OptionImagePicker } from "./OptionImagePicker.tsx";
import { TextRowsEditor } from "./TextRowsEditor.tsx";

interface OptionListEditorProps extends Pick<FieldEditorProps, "field" | "onChange" | "errors"> {
  /** Options may carry a picture (checkbox). */
  onUploadImage?: FieldEditorProps["onUploadImage"];
}

/** The choices of a radio, dropdown or checkbox field: add, rename, reorder, remove (and pictures). */
export function OptionListEditor({ field, onChange, errors, onUploadImage }: OptionListEditorProps) {
  const intl = useIntl();
  const rowName = (index: number) =>
    intl.formatMessage({ id: "fields.optionListEditor.optionName", defaultMessage: "Option {number}", description: "Accessible name of an option's row and text input, e.g. 'Move Option 2 up'" }, { number: index + 1 });
  return (
    <TextRowsEditor<TChoice>
      legend={<FormattedMessage id="fields.optionListEditor.legend" defaultMessage="Options" description="Heading of the list of choices of a radio, dropdown or checkbox field" />}
      hint={<FormattedMessage id="fields.optionListEditor.hint" defaultMessage="Press Enter to add the next option." description="Hint above the list of options" />}
      addLabel={<FormattedMessage id="fields.optionListEditor.add" defaultMessage="Add option" description="Button adding a choice to a radio, dropdown or checkbox field" />}
      rows={field.option.options ?? []}
      onChange={(options) => onChange(withOption(field, { options }))}
      textOf={(option) => option.label}
      withText={(option, label) => ({ ...option, label })}
      makeRow={(number) => ({ label: rowName(number - 1) })}
      rowName={rowName}
      errorOf={(index) => errors[`option.options.${index}.label`] ?? errors[`option.options.${index}`]}
      max={500}
      maxLength={500}
      renderExtra={
        onUploadImage
          ? (option, index, update) => (
              <OptionImagePicker
                name={rowName(index)}
                image={option.image}
                onUpload={onUploadImage}
                onChange={(image) => {
                  const { image: _old, ...rest } = option;
                  update(image ? { ...rest, image } : rest);
                }}
              />
            )
          : undefined
      }
    />
  );
}
