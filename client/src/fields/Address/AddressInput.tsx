import { ANSWER_LIMITS } from "../../../../shared/validation/answerValues.ts";
import { asTextRecord } from "../answerReaders.ts";
import { errorIdOf } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { addressMessages } from "../fieldMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

const KEYS = ["addressLine", "city", "state", "postalCode", "country"] as const;
const AUTOCOMPLETE = {
  addressLine: "street-address",
  city: "address-level2",
  state: "address-level1",
  postalCode: "postal-code",
  country: "country-name",
} as const;
/** The parts the required rule asks for (SPEC.md §5: address line and city). */
const NEEDED = new Set<string>(["addressLine", "city"]);

export function AddressInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const address = asTextRecord(value, KEYS);
  return (
    <FieldFrame id={id} field={field} error={error} group>
      <div className="fq-grid fq-grid-2">
        {KEYS.map((key) => (
          <div key={key} className={["fq-subfield", key === "addressLine" && "fq-span-2"].filter(Boolean).join(" ")}>
            <label className="fq-sublabel" htmlFor={`${id}-${key}`}>
              {format(addressMessages[key])}
            </label>
            <input
              id={`${id}-${key}`}
              type="text"
              className="fq-input"
              autoComplete={AUTOCOMPLETE[key]}
              value={address[key]}
              onChange={(event) => onChange({ ...address, [key]: event.target.value })}
              maxLength={ANSWER_LIMITS.shortText}
              disabled={disabled}
              aria-invalid={error && NEEDED.has(key) && !address[key].trim() ? true : undefined}
              aria-describedby={error && NEEDED.has(key) ? errorIdOf(id) : undefined}
            />
          </div>
        ))}
      </div>
    </FieldFrame>
  );
}
