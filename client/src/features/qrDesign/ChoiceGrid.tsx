import { useCallback, useId, type ReactNode } from "react";
import { useGridKeyboardNav } from "./useGridKeyboardNav.ts";

export interface TChoice<T extends string> {
  value: T;
  label: string;
  /** Decorative preview drawn above (tiles) or before (segmented) the label. */
  preview?: ReactNode;
}

interface ChoiceGridProps<T extends string> {
  label: ReactNode;
  /** Show the group label only to assistive technology (when a heading already says it). */
  hideLabel?: boolean;
  value: T;
  choices: readonly TChoice<T>[];
  onChange: (value: T) => void;
  /** "tiles": a wrapping grid of previews; "segmented": one row of compact options. */
  variant?: "tiles" | "segmented";
  describedBy?: string;
}

/**
 * A radio group (WAI-ARIA pattern): one tab stop, arrow keys move and select, Space and
 * Enter select too. The selected tile carries a check mark in addition to its colour.
 */
export function ChoiceGrid<T extends string>({ label, hideLabel, value, choices, onChange, variant = "tiles", describedBy }: ChoiceGridProps<T>) {
  const labelId = useId();
  const selectedIndex = choices.findIndex((c) => c.value === value);
  const onMove = useCallback((index: number) => onChange(choices[index]!.value), [choices, onChange]);
  const { itemRef, onKeyDown } = useGridKeyboardNav(choices.length, onMove);

  return (
    <div className="qr-choice-group">
      <div id={labelId} className={hideLabel ? "visually-hidden" : "qr-group-label"}>
        {label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={describedBy} className={`qr-choices qr-choices-${variant}`}>
        {choices.map((choice, index) => {
          const checked = index === selectedIndex;
          return (
            <button
              key={choice.value}
              ref={itemRef(index)}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (selectedIndex < 0 && index === 0) ? 0 : -1}
              className="qr-choice"
              onClick={() => {
                if (!checked) onChange(choice.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {choice.preview}
              <span className="qr-choice-label">{choice.label}</span>
              {variant === "tiles" && <span className="qr-choice-check" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
