import { FormattedMessage, useIntl } from "react-intl";
import { EditorIcon } from "./EditorIcon.tsx";
import { withOption, type FieldEditorProps } from "./fieldEditorProps.ts";
import { OptionBranch } from "./OptionBranch.tsx";

interface OptionTreeEditorProps extends Pick<FieldEditorProps, "field" | "onChange" | "errors"> {
  /** How many levels deep options may go. */
  maxDepth: number;
}

/** The nested options of a multiple level or cascade select: each option lists the options of the next level. */
export function OptionTreeEditor({ field, onChange, errors, maxDepth }: OptionTreeEditorProps) {
  const intl = useIntl();
  const options = field.option.options ?? [];
  return (
    <fieldset className="fe-list">
      <legend className="field-label">
        <FormattedMessage id="fields.optionTreeEditor.legend" defaultMessage="Options" description="Heading of the tree of options of a multiple level or cascade select" />
      </legend>
      <p className="field-hint fe-list-hint">
        <FormattedMessage
          id="fields.optionTreeEditor.hint"
          defaultMessage="Picking an option shows its sub-options in the next drop-down. Up to {levels, plural, one {# level} other {# levels}}."
          description="Hint above the options tree; {levels} is the number of levels allowed"
          values={{ levels: maxDepth }}
        />
      </p>
      <OptionBranch choices={options} path={[]} maxDepth={maxDepth} errors={errors} onChange={(next) => onChange(withOption(field, { options: next }))} />
      <button
        type="button"
        className="btn btn-secondary fe-add-button"
        disabled={options.length >= 200}
        onClick={() =>
          onChange(
            withOption(field, {
              options: [
                ...options,
                { label: intl.formatMessage({ id: "fields.optionTreeEditor.newOption", defaultMessage: "Option {number}", description: "Text of a new first-level option" }, { number: options.length + 1 }) },
              ],
            }),
          )
        }
      >
        <EditorIcon name="plus" size={16} />
        <FormattedMessage id="fields.optionTreeEditor.add" defaultMessage="Add option" description="Button adding a first-level option to a multiple level or cascade select" />
      </button>
    </fieldset>
  );
}
