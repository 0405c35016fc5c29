import { choiceValue } from "../../../../shared/validation/answerValues.ts";
import { asText } from "../answerReaders.ts";
import { ChoiceRadios } from "../ChoiceRadios.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";

export function RadioInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const choices = (field.option?.options ?? []).map((option) => ({ value: choiceValue(option), label: option.label }));
  return (
    <ChoiceRadios
      id={id}
      field={field}
      choices={choices}
      value={asText(value)}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
