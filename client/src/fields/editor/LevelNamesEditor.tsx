import { FormattedMessage, useIntl } from "react-intl";
import { withOption, type FieldEditorProps } from "./fieldEditorProps.ts";
import { TextRowsEditor } from "./TextRowsEditor.tsx";

/** The names of a multiple level select's drop-downs (level1 … level4). */
export function LevelNamesEditor({ field, onChange, errors }: Pick<FieldEditorProps, "field" | "onChange" | "errors">) {
  const intl = useIntl();
  const rowName = (index: number) =>
    intl.formatMessage({ id: "fields.levelNamesEditor.levelName", defaultMessage: "Level {number}", description: "Accessible name of a level's row and text input; also the name of a new level" }, { number: index + 1 });
  return (
    <TextRowsEditor<string>
      legend={<FormattedMessage id="fields.levelNamesEditor.legend" defaultMessage="Levels" description="Heading of the list of level names of a multiple level select" />}
      hint={<FormattedMessage id="fields.levelNamesEditor.hint" defaultMessage="One drop-down per level, from the first to the last (up to 4)." description="Hint above the level names of a multiple level select" />}
      addLabel={<FormattedMessage id="fields.levelNamesEditor.add" defaultMessage="Add level" description="Button adding a level to a multiple level select" />}
      rows={field.option.levels ?? []}
      onChange={(levels) => onChange(withOption(field, { levels }))}
      textOf={(level) => level}
      withText={(_level, text) => text}
      makeRow={(number) => rowName(number - 1)}
      rowName={rowName}
      errorOf={(index) => errors[`option.levels.${index}`]}
      min={1}
      max={4}
      maxLength={200}
    />
  );
}
