import { useId, type ReactNode } from "react";
import "./fieldEditor.css";

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
    <div className="fe-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="fe-switch-input"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="fe-switch-label">
        <span className="fe-switch-track" aria-hidden="true" />
        <span className="fe-switch-text">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="field-hint fe-switch-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
