import { useCallback, useMemo, useState } from "react";
import { emptyFieldData } from "../../../shared/fields/fieldKinds.ts";
import type { TFormFields } from "../../../shared/fields/formFields.ts";
import { takesAnswer } from "../../../shared/validation/answerValues.ts";

type TAnswers = Record<string, unknown>;

function emptyAnswers(fields: TFormFields): TAnswers {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => takesAnswer(field.name))
      .map(([id, field]) => [id, emptyFieldData(field.name)]),
  );
}

function sameShape(value: unknown, empty: unknown): boolean {
  if (Array.isArray(empty)) return Array.isArray(value);
  if (typeof empty === "object" && empty !== null) return typeof value === "object" && value !== null && !Array.isArray(value);
  return typeof value === "string";
}

/**
 * The answers of a respondent form, starting from each kind's empty answer. Fields added later
 * (the editor's live preview) start empty too, and an answer whose field changed kind is dropped.
 */
export function useFormAnswers(fields: TFormFields) {
  const [held, setHeld] = useState<TAnswers>(() => emptyAnswers(fields));

  const values = useMemo(() => {
    const answers = emptyAnswers(fields);
    for (const [id, empty] of Object.entries(answers)) {
      if (Object.hasOwn(held, id) && sameShape(held[id], empty)) answers[id] = held[id];
    }
    return answers;
  }, [fields, held]);

  const onChange = useCallback((fieldId: string, value: unknown) => setHeld((answers) => ({ ...answers, [fieldId]: value })), []);
  const reset = useCallback(() => setHeld(emptyAnswers(fields)), [fields]);

  return { values, onChange, reset };
}
