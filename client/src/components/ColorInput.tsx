import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import "./ColorInput.css";

interface ColorInputProps {
  label: ReactNode;
  /** A 6-digit hex colour, with or without the leading '#'. */
  value: string;
  /** Called with the colour as 6 lower-case hex digits, without '#'. */
  onChange: (hex: string) => void;
  disabled?: boolean;
}

const PICKER_DEBOUNCE_MS = 500;

/** Accepts "0076d7", "#0076D7", "#0076d7ff"-style input once it has 6 hex digits (SPEC.md §5). */
export function parseHexColor(text: string): string | null {
  const digits = text.trim().replace(/^#/, "");
  return /^[0-9a-fA-F]{6}$/.test(digits.slice(0, 6)) && digits.length >= 6 ? digits.slice(0, 6).toLowerCase() : null;
}

/**
 * A colour picker swatch plus a hex text box. Typed text is taken only once it holds six
 * hex digits, and shown with a leading '#'. The native picker fires on every drag step,
 * so its changes are debounced (SPEC.md §9: 500 ms).
 */
export function ColorInput({ label, value, onChange, disabled }: ColorInputProps) {
  const id = useId();
  const normalized = parseHexColor(value) ?? "000000";
  const [text, setText] = useState(`#${normalized}`);
  const [pickerValue, setPickerValue] = useState(`#${normalized}`);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setText(`#${normalized}`);
    setPickerValue(`#${normalized}`);
  }, [normalized]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (hex: string) => {
    if (hex !== normalized) onChange(hex);
  };

  return (
    <div className="color-input">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="color-input-row">
        <input
          type="color"
          className="color-input-swatch"
          aria-label={typeof label === "string" ? `${label}: picker` : undefined}
          value={pickerValue}
          disabled={disabled}
          onChange={(event) => {
            const hex = event.target.value.slice(1).toLowerCase();
            setPickerValue(event.target.value);
            setText(event.target.value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => emit(hex), PICKER_DEBOUNCE_MS);
          }}
        />
        <input
          id={id}
          className="input color-input-text"
          value={text}
          disabled={disabled}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            const raw = event.target.value;
            const hex = parseHexColor(raw);
            setText(hex ? `#${hex}` : raw);
            if (hex) {
              setPickerValue(`#${hex}`);
              emit(hex);
            }
          }}
          onBlur={() => setText(`#${normalized}`)}
        />
      </div>
    </div>
  );
}
