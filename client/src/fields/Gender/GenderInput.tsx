import { GENDER_VALUES, type TGenderValue } from "../../../../shared/validation/answerValues.ts";
import { asText } from "../answerReaders.ts";
import { ChoiceRadios } from "../ChoiceRadios.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { genderMessages } from "../fieldMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

const LABELS = {
  Male: genderMessages.male,
  Female: genderMessages.female,
  Other: genderMessages.other,
  "Prefer not to say": genderMessages.preferNotToSay,
} satisfies Record<TGenderValue, unknown>;

/** Stores the English value (stable for exports); shows it translated. */
export function GenderInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const choices = GENDER_VALUES.map((gender) => ({ value: gender, label: format(LABELS[gender]) }));
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
