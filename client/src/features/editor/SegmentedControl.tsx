import { useId, type ReactNode } from "react";

interface SegmentedControlProps<T extends string> {
  label: ReactNode;
  /** Hide the label visually (it still names the group). */
  hideLabel?: boolean;
  options: readonly { value: T; label: ReactNode; icon?: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of mutually exclusive choices: native radio buttons (arrow keys, form semantics) drawn as a segmented control. */
export function SegmentedControl<T extends string>({ label, hideLabel = false, options, value, onChange, className }: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={["segmented", className].filter(Boolean).join(" ")}>
      <legend className={hideLabel ? "visually-hidden" : "field-label segmented-legend"}>{label}</legend>
      <div className="segmented-options">
        {options.map((option) => (
          <label key={option.value} className={option.value === value ? "segmented-option segmented-option-checked" : "segmented-option"}>
            <input type="radio" className="segmented-input" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.icon}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
