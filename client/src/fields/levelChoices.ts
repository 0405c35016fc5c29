import type { TFormField } from "../../../shared/fields/formFields.ts";
import { choiceValue, LEVEL_KEYS, type TLevelKey } from "../../../shared/validation/answerValues.ts";

export type TLevelChoice = NonNullable<TFormField["option"]["options"]>[number];
export type TLevels = Record<TLevelKey, string>;

export const EMPTY_LEVELS: TLevels = { level1: "", level2: "", level3: "", level4: "" };

/** The chosen choice at each level, following the answer down the tree (stops at the first miss). */
export function chosenPath(roots: TLevelChoice[], levels: TLevels): TLevelChoice[] {
  const path: TLevelChoice[] = [];
  let choices: TLevelChoice[] | undefined = roots;
  for (const key of LEVEL_KEYS) {
    const picked: TLevelChoice | undefined = levels[key] ? choices?.find((choice) => choiceValue(choice) === levels[key]) : undefined;
    if (!picked) break;
    path.push(picked);
    choices = picked.children;
  }
  return path;
}

/** The choices offered at a depth (0 = level1): the children of the choice picked one level up. */
export function choicesAt(roots: TLevelChoice[], path: TLevelChoice[], depth: number): TLevelChoice[] {
  if (depth === 0) return roots;
  return path[depth - 1]?.children ?? [];
}

/** The answer after picking a value at a depth: deeper levels are cleared. */
export function pickLevel(levels: TLevels, depth: number, value: string): TLevels {
  const next: TLevels = { ...levels };
  LEVEL_KEYS.forEach((key, index) => {
    if (index === depth) next[key] = value;
    else if (index > depth) next[key] = "";
  });
  return next;
}
