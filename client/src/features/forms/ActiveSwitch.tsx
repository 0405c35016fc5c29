import type { ReactNode } from "react";
import "./formControls.css";

interface ActiveSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** Extra context for screen readers, e.g. the id of the form's title. */
  describedBy?: string;
  disabled?: boolean;
}

/** An on/off switch (role=switch) with its visible label as part of the button. */
export function ActiveSwitch({ checked, onChange, label, describedBy, disabled }: ActiveSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      className="active-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="active-switch-track" aria-hidden="true">
        <span className="active-switch-thumb" />
      </span>
      <span className="active-switch-label">{label}</span>
    </button>
  );
}
