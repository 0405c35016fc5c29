import { choiceValue } from "../../../../shared/validation/answerValues.ts";
import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { commonMessages } from "../fieldMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

export function DropdownInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const options = field.option?.options ?? [];
  const selected = asText(value);
  return (
    <FieldFrame id={id} field={field} error={error}>
      <div className="fq-select-wrap">
        <select
          id={id}
          className="fq-input fq-select"
          value={selected}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          {...controlA11y(id, field, error)}
        >
          <option value="">{field.option?.placeholder || format(commonMessages.choose)}</option>
          {options.map((option, index) => (
            <option key={`${index}-${choiceValue(option)}`} value={choiceValue(option)}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
