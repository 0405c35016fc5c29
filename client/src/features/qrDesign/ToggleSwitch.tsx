import { useId, type ReactNode } from "react";

interface ToggleSwitchProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox drawn as a switch: keyboard, form and screen-reader behaviour stay native. */
export function ToggleSwitch({ label, hint, checked, onChange }: ToggleSwitchProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="qr-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="qr-switch-input"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="qr-switch-label">
        <span className="qr-switch-track" aria-hidden="true" />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="field-hint qr-switch-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
