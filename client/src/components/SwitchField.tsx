import { useId, type ReactNode } from "react";
import "./SwitchField.css";

interface SwitchFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A native checkbox drawn as a switch: keyboard, form and screen-reader behaviour stay native. */
export function SwitchField({ label, hint, checked, onChange, disabled }: SwitchFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-field-input"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="switch-field-label">
        <span className="switch-field-track" aria-hidden="true" />
        <span className="switch-field-text">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="field-hint switch-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
