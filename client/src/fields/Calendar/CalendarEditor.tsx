import { FormattedMessage, useIntl } from "react-intl";
import { FieldBasics } from "../editor/FieldBasics.tsx";
import { withOption, type FieldEditorProps } from "../editor/fieldEditorProps.ts";
import { SelectField } from "../editor/SelectField.tsx";
import { SwitchField } from "../../components/SwitchField.tsx";
import { formatDatePattern } from "../../../../shared/fields/formatDatePattern.ts";

/** SPEC.md §9: dates default to MM/DD/YYYY. */
export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "DD.MM.YYYY", "D/M/YY"] as const;
const SAMPLE_DATE = "2025-12-31";

/** Settings of a date field: question, help, required, the date format, or a time instead of a date. */
export function CalendarEditor({ field, onChange, errors }: FieldEditorProps) {
  const intl = useIntl();
  const current = field.option.dateFormat || DATE_FORMATS[0];
  const formats = (DATE_FORMATS as readonly string[]).includes(current) ? DATE_FORMATS : [current, ...DATE_FORMATS];
  const timeOnly = field.option.timeOnly === true;
  return (
    <div className="fe-stack">
      <FieldBasics field={field} onChange={onChange} errors={errors} />
      <SwitchField
        label={<FormattedMessage id="fields.calendarEditor.timeOnly" defaultMessage="Time only" description="Switch that makes a date field ask for a time instead" />}
        hint={<FormattedMessage id="fields.calendarEditor.timeOnlyHint" defaultMessage="Ask for a time (HH:mm) instead of a date." description="Hint under the Time only switch" />}
        checked={timeOnly}
        onChange={(checked) => onChange(withOption(field, { timeOnly: checked }))}
      />
      {!timeOnly && (
        <SelectField
          label={<FormattedMessage id="fields.calendarEditor.dateFormat" defaultMessage="Date format" description="Label of the select choosing how a picked date is written" />}
          value={current}
          error={errors["option.dateFormat"]}
          onChange={(e) => onChange(withOption(field, { dateFormat: e.target.value }))}
        >
          {formats.map((format) => (
            <option key={format} value={format}>
              {intl.formatMessage(
                { id: "fields.calendarEditor.formatOption", defaultMessage: "{format} (e.g. {example})", description: "A date format choice; {format} is like MM/DD/YYYY and {example} the last day of 2025 in it" },
                { format, example: formatDatePattern(SAMPLE_DATE, format) },
              )}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
