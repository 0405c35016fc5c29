import { useEffect, useRef, useState } from "react";
import { choiceValue, LEVEL_KEYS } from "../../../../shared/validation/answerValues.ts";
import { asTextRecord } from "../answerReaders.ts";
import { errorIdOf } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { commonMessages } from "../fieldMessages.ts";
import { cascadeMessages } from "./cascadeMessages.ts";
import { choicesAt, chosenPath, pickLevel, type TLevelChoice } from "../levelChoices.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

const MAX_DEPTH = LEVEL_KEYS.length - 1;

/** The level to show for a chosen path: the children of its last choice, else the level of that choice. */
function defaultDepth(path: TLevelChoice[]): number {
  const last = path[path.length - 1];
  if (!last) return 0;
  return last.children?.length && path.length <= MAX_DEPTH ? path.length : path.length - 1;
}

/**
 * One choice at a time, drilling down the option tree (like a phone's settings): picking a
 * choice with children opens them; the breadcrumb above goes back up. Stores level1 … level4.
 */
export function CascadeSelectInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const roots = field.option?.options ?? [];
  const levels = asTextRecord(value, LEVEL_KEYS);
  const path = chosenPath(roots, levels);
  const [requestedDepth, setRequestedDepth] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusList = useRef(false);

  // A requested level stays valid only while it has choices on the chosen path.
  const depth =
    requestedDepth !== null && requestedDepth <= path.length && choicesAt(roots, path, requestedDepth).length > 0
      ? requestedDepth
      : defaultDepth(path);
  const choices = choicesAt(roots, path, depth);
  const levelName = field.option?.levels?.[depth]?.trim();

  useEffect(() => {
    if (!focusList.current) return;
    focusList.current = false;
    listRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [depth]);

  const pick = (choice: TLevelChoice) => {
    // Picking the current choice again keeps the deeper levels.
    if (path[depth] !== choice) onChange(pickLevel(levels, depth, choiceValue(choice)));
    if (choice.children?.length && depth < MAX_DEPTH) {
      focusList.current = true;
      setRequestedDepth(depth + 1);
    } else {
      setRequestedDepth(depth);
    }
  };

  return (
    <FieldFrame id={id} field={field} error={error} group>
      {roots.length === 0 ? (
        <p className="fq-empty-note">{format(commonMessages.noOptions)}</p>
      ) : (
        <div className="fq-cascade">
          {path.length > 0 && (
            <nav aria-label={format(cascadeMessages.path)}>
              <ol className="fq-crumbs">
                <li>
                  <button
                    type="button"
                    className="fq-crumb"
                    onClick={() => setRequestedDepth(0)}
                    disabled={disabled}
                    aria-current={depth === 0 ? "step" : undefined}
                  >
                    {format(cascadeMessages.top)}
                  </button>
                </li>
                {path.map((choice, index) => (
                  <li key={index}>
                    <span className="fq-crumb-sep" aria-hidden="true">
                      ›
                    </span>
                    <button
                      type="button"
                      className="fq-crumb"
                      onClick={() => setRequestedDepth(index)}
                      disabled={disabled}
                      aria-label={format(cascadeMessages.showLevel, { choice: choice.label })}
                      aria-current={depth === index ? "step" : undefined}
                    >
                      {choice.label}
                    </button>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {levelName && <p className="fq-sublabel">{levelName}</p>}
          <div ref={listRef} className="fq-choices">
            {choices.map((choice, index) => {
              const picked = path[depth] === choice;
              return (
                <button
                  key={`${depth}-${index}-${choiceValue(choice)}`}
                  type="button"
                  className={picked ? "fq-choice fq-choice-button fq-choice-picked" : "fq-choice fq-choice-button"}
                  aria-pressed={picked}
                  aria-describedby={error ? errorIdOf(id) : undefined}
                  onClick={() => pick(choice)}
                  disabled={disabled}
                >
                  <span className="fq-choice-label">{choice.label}</span>
                  {choice.children?.length && depth < MAX_DEPTH ? (
                    <>
                      <span className="fq-sr"> ({format(cascadeMessages.more)})</span>
                      <svg className="fq-chevron" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="m8 5 5 5-5 5" />
                      </svg>
                    </>
                  ) : (
                    picked && (
                      <svg className="fq-check" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                        <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="m4.5 10.5 3.5 3.5 7.5-8" />
                      </svg>
                    )
                  )}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
