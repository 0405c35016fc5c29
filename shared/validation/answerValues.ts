// Answer constants shared by the respondent inputs (client) and the answer schemas (server).
// Kept free of zod so the light public form page can import them.
import type { FieldName } from "../fields/fieldKinds.ts";

/** Kinds that only show text in a form; they never take an answer. */
export const DISPLAY_ONLY_KINDS: ReadonlySet<FieldName> = new Set<FieldName>(["QRFieldTitle", "QRFieldDescription", "QRFieldLabel"]);

export function takesAnswer(name: FieldName): boolean {
  return !DISPLAY_ONLY_KINDS.has(name);
}

/** Stored gender answers (English, stable); the inputs show them translated. */
export const GENDER_VALUES = ["Male", "Female", "Other", "Prefer not to say"] as const;
export type TGenderValue = (typeof GENDER_VALUES)[number];

/** Check-list selections: _d1 = Yes, _d2 = No, "" = N/A or not chosen yet (SPEC.md §3). */
export const CHECK_LIST_YES = "_d1";
export const CHECK_LIST_NO = "_d2";
export const CHECK_LIST_NEUTRAL = "";
export const CHECK_LIST_VALUES = [CHECK_LIST_YES, CHECK_LIST_NO, CHECK_LIST_NEUTRAL] as const;
export type TCheckListValue = (typeof CHECK_LIST_VALUES)[number];

/** Upload categories of respondent answers, one per file kind. */
export const FILE_KIND_CATEGORIES = {
  QRFieldDocument: "document",
  QRFieldPicture: "picture",
  QRFieldAudio: "audio",
  QRFieldVideo: "video",
  QRFieldSignature: "signature",
} as const satisfies Partial<Record<FieldName, string>>;
export type TAnswerFileCategory = (typeof FILE_KIND_CATEGORIES)[keyof typeof FILE_KIND_CATEGORIES];

/** The multiple level select and cascade select go at most four levels deep. */
export const LEVEL_KEYS = ["level1", "level2", "level3", "level4"] as const;
export type TLevelKey = (typeof LEVEL_KEYS)[number];

export const ANSWER_LIMITS = {
  /** Characters of a one-line answer (short text, email, phone, name parts, address parts …). */
  shortText: 1000,
  /** Characters of a long text answer. */
  longText: 10000,
  /** Files in one document, picture, audio or video answer. */
  files: 10,
} as const;

interface TChoiceLike {
  label: string;
  value?: string;
  children?: TChoiceLike[];
}

/** What a choice stores when picked: its value, or its label when it has no value. */
export function choiceValue(choice: TChoiceLike): string {
  return choice.value || choice.label;
}
