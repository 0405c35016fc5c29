import { choiceValue } from "../../../../shared/validation/answerValues.ts";
import { asTextList } from "../answerReaders.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { commonMessages } from "../fieldMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

/** Several choices; options with an image show as picture cards. Stores the picked values in option order. */
export function CheckboxInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const options = field.option?.options ?? [];
  const selected = new Set(asTextList(value));
  const withImages = options.some((option) => option.image?.fileUrl);

  const toggle = (picked: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(picked);
    else next.delete(picked);
    onChange(options.map(choiceValue).filter((v, index, all) => next.has(v) && all.indexOf(v) === index));
  };

  return (
    <FieldFrame id={id} field={field} error={error} group>
      {options.length === 0 ? (
        <p className="fq-empty-note">{format(commonMessages.noOptions)}</p>
      ) : (
        <div className={withImages ? "fq-choices fq-choices-images" : "fq-choices"}>
          {options.map((option, index) => {
            const optionValue = choiceValue(option);
            return (
              <label
                key={`${index}-${optionValue}`}
                className={option.image?.fileUrl ? "fq-choice fq-choice-image" : "fq-choice"}
                htmlFor={`${id}-${index}`}
              >
                {option.image?.fileUrl && <img className="fq-choice-img" src={option.image.fileUrl} alt="" loading="lazy" />}
                <span className="fq-choice-row">
                  <input
                    id={`${id}-${index}`}
                    type="checkbox"
                    className="fq-choice-control"
                    value={optionValue}
                    checked={selected.has(optionValue)}
                    onChange={(event) => toggle(optionValue, event.target.checked)}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                  />
                  <span className="fq-choice-label">{option.label}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </FieldFrame>
  );
}
