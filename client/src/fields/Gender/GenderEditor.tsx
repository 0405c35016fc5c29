import { FormattedMessage, useIntl } from "react-intl";
import { FieldBasics } from "../editor/FieldBasics.tsx";
import type { FieldEditorProps } from "../editor/fieldEditorProps.ts";

/** Settings of a gender field: question, help and required; the choices are fixed (and translated for respondents). */
export function GenderEditor({ field, onChange, errors }: FieldEditorProps) {
  const intl = useIntl();
  const choices = [
    intl.formatMessage({ id: "fields.genderEditor.male", defaultMessage: "Male", description: "One of the fixed gender choices, listed in the builder" }),
    intl.formatMessage({ id: "fields.genderEditor.female", defaultMessage: "Female", description: "One of the fixed gender choices, listed in the builder" }),
    intl.formatMessage({ id: "fields.genderEditor.other", defaultMessage: "Other", description: "One of the fixed gender choices, listed in the builder" }),
    intl.formatMessage({ id: "fields.genderEditor.preferNotToSay", defaultMessage: "Prefer not to say", description: "One of the fixed gender choices, listed in the builder" }),
  ];
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <div className="fe-fixed-choices">
        <p className="field-label">
          <FormattedMessage id="fields.genderEditor.choices" defaultMessage="Choices" description="Heading of the fixed list of gender choices" />
        </p>
        <ul>
          {choices.map((choice) => (
            <li key={choice}>{choice}</li>
          ))}
        </ul>
        <p className="field-hint">
          <FormattedMessage
            id="fields.genderEditor.choicesHint"
            defaultMessage="Respondents see these in the form's language."
            description="Hint under the fixed gender choices"
          />
        </p>
      </div>
    </div>
  );
}
