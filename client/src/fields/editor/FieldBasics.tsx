import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "../../components/TextField.tsx";
import type { FieldEditorProps } from "./fieldEditorProps.ts";
import { withOption } from "./fieldEditorProps.ts";
import { SwitchField } from "../../components/SwitchField.tsx";
import { TextAreaField } from "./TextAreaField.tsx";

interface FieldBasicsProps extends Pick<FieldEditorProps, "field" | "onChange" | "errors"> {
  /** What the label is: a question (default), a section heading, a paragraph or a short line of text. */
  kind?: "question" | "heading" | "paragraph" | "text";
  /** Offer a placeholder (kinds with a text box). */
  placeholder?: boolean;
  /** Offer help text under the question (a subtitle for headings). */
  help?: boolean;
  /** Offer the required switch (kinds that take an answer). */
  required?: boolean;
}

/** The settings most kinds share: label, placeholder, help text and required. */
export function FieldBasics({ field, onChange, errors, kind = "question", placeholder = false, help = true, required = true }: FieldBasicsProps) {
  const intl = useIntl();
  const option = field.option;
  const setLabel = (label: string) => onChange(withOption(field, { label }));

  const labelText =
    kind === "heading"
      ? intl.formatMessage({ id: "fields.fieldBasics.heading", defaultMessage: "Heading", description: "Label of the text input for a section title field's heading" })
      : kind === "paragraph" || kind === "text"
        ? intl.formatMessage({ id: "fields.fieldBasics.text", defaultMessage: "Text", description: "Label of the input for the text a description or label field shows" })
        : intl.formatMessage({ id: "fields.fieldBasics.question", defaultMessage: "Question", description: "Label of the input for a field's question (its label)" });

  return (
    <div className="fe-stack">
      {kind === "paragraph" ? (
        <TextAreaField label={labelText} value={option.label} maxLength={1000} rows={4} onChange={(e) => setLabel(e.target.value)} error={errors["option.label"]} />
      ) : (
        <TextField label={labelText} value={option.label} maxLength={1000} onChange={(e) => setLabel(e.target.value)} error={errors["option.label"]} />
      )}
      {placeholder && (
        <TextField
          label={<FormattedMessage id="fields.fieldBasics.placeholder" defaultMessage="Placeholder" description="Label of the input for the grey example text shown in an empty answer box" />}
          hint={<FormattedMessage id="fields.fieldBasics.placeholderHint" defaultMessage="Example text shown in the empty answer box." description="Hint under the placeholder input" />}
          value={option.placeholder ?? ""}
          maxLength={500}
          onChange={(e) => onChange(withOption(field, { placeholder: e.target.value }))}
          error={errors["option.placeholder"]}
        />
      )}
      {help && (
        <TextAreaField
          label={
            kind === "heading" ? (
              <FormattedMessage id="fields.fieldBasics.subtitle" defaultMessage="Subtitle" description="Label of the input for the line under a section title" />
            ) : (
              <FormattedMessage id="fields.fieldBasics.help" defaultMessage="Help text" description="Label of the input for the help text shown under a question" />
            )
          }
          hint={
            kind === "heading" ? undefined : (
              <FormattedMessage id="fields.fieldBasics.helpHint" defaultMessage="Shown under the question. Optional." description="Hint under the help text input" />
            )
          }
          value={option.help ?? ""}
          maxLength={2000}
          rows={2}
          onChange={(e) => onChange(withOption(field, { help: e.target.value }))}
          error={errors["option.help"]}
        />
      )}
      {required && kind === "question" && (
        <SwitchField
          label={<FormattedMessage id="fields.fieldBasics.required" defaultMessage="Required" description="Switch that makes a question mandatory" />}
          hint={<FormattedMessage id="fields.fieldBasics.requiredHint" defaultMessage="Respondents must answer before they can submit." description="Hint under the Required switch" />}
          checked={option.required}
          onChange={(checked) => onChange(withOption(field, { required: checked }))}
        />
      )}
    </div>
  );
}
