import { choiceValue, LEVEL_KEYS } from "../../../../shared/validation/answerValues.ts";
import { asTextRecord } from "../answerReaders.ts";
import { errorIdOf } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { commonMessages } from "../fieldMessages.ts";
import { levelMessages } from "../levelMessages.ts";
import { choicesAt, chosenPath, pickLevel } from "../levelChoices.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

/**
 * Up to four drop-downs, each listing the children of the choice above it (option.options
 * with children); a level appears once the one above has a choice with children.
 */
export function MultipleLevelSelectInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const roots = field.option?.options ?? [];
  const levels = asTextRecord(value, LEVEL_KEYS);
  const path = chosenPath(roots, levels);
  const names = field.option?.levels ?? [];

  // Levels shown: the first, then one more for every chosen choice that has children.
  const depths = LEVEL_KEYS.map((_, depth) => depth).filter((depth) => depth === 0 || choicesAt(roots, path, depth).length > 0);

  return (
    <FieldFrame id={id} field={field} error={error} group>
      {roots.length === 0 ? (
        <p className="fq-empty-note">{format(commonMessages.noOptions)}</p>
      ) : (
        <div className="fq-levels">
          {depths.map((depth) => {
            const key = LEVEL_KEYS[depth] ?? "level1";
            const controlId = `${id}-${key}`;
            return (
              <div key={key} className="fq-subfield">
                <label className="fq-sublabel" htmlFor={controlId}>
                  {names[depth]?.trim() || format(levelMessages.level, { n: depth + 1 })}
                </label>
                <div className="fq-select-wrap">
                  <select
                    id={controlId}
                    className="fq-input fq-select"
                    value={path[depth] ? choiceValue(path[depth]) : ""}
                    onChange={(event) => onChange(pickLevel(levels, depth, event.target.value))}
                    disabled={disabled}
                    aria-invalid={error && depth === 0 && !path[0] ? true : undefined}
                    aria-describedby={error && depth === 0 ? errorIdOf(id) : undefined}
                  >
                    <option value="">{format(commonMessages.choose)}</option>
                    {choicesAt(roots, path, depth).map((choice, index) => (
                      <option key={`${index}-${choiceValue(choice)}`} value={choiceValue(choice)}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            );
          })}
        </div>
      )}
    </FieldFrame>
  );
}
