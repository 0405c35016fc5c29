// The shape of each kind's answer, for the server: malformed answers are rejected (HTTP 400)
// before validateAnswers runs, so nothing but these shapes is ever stored. Empty answers match
// emptyFieldData of shared/fields/fieldKinds.ts. The client does not import this module (zod is
// too heavy for the public form page).
import { z } from "zod";
import { emptyFieldData, type FieldName } from "../fields/fieldKinds.ts";
import type { TFormField, TFormFields } from "../fields/formFields.ts";
import {
  ANSWER_LIMITS, CHECK_LIST_VALUES, DISPLAY_ONLY_KINDS, FILE_KIND_CATEGORIES, GENDER_VALUES, LEVEL_KEYS, choiceValue, type TLevelKey,
} from "./answerValues.ts";

export const INVALID_ANSWER = "Invalid answer";

const ZLine = z.string().trim().max(ANSWER_LIMITS.shortText);
const ZLongText = z.string().max(ANSWER_LIMITS.longText);
const ZNumberAnswer = z.union([ZLine.max(100), z.number().finite().transform(String)]);
/** Where a stored file may live: this server (/files/…) or an http(s) storage URL; never javascript: or data:. */
const ZFileUrl = z.string().max(2048).regex(/^(?:\/(?![/\\])|https?:\/\/)/, "File URLs are paths or http(s) URLs");

/** A file uploaded with an answer (upload response plus what the picker knew). */
export const ZAnswerFile = z.object({
  fileId: z.string().min(1).max(100),
  fileUrl: ZFileUrl,
  name: z.string().max(255).optional(),
  size: z.number().int().nonnegative().optional(),
  mimeType: z.string().max(255).optional(),
});
export type TAnswerFile = z.output<typeof ZAnswerFile>;

const ZFileList = z.array(ZAnswerFile).max(ANSWER_LIMITS.files);
const ZSignature = z.union([
  ZAnswerFile,
  z.object({ fileId: z.literal(""), fileUrl: z.literal("") }).transform(() => ({ fileId: "", fileUrl: "" })),
]);

export const ZNameAnswer = z.object({ firstName: ZLine.default(""), lastName: ZLine.default("") });
export const ZAddressAnswer = z.object({
  addressLine: ZLine.default(""),
  city: ZLine.default(""),
  state: ZLine.default(""),
  postalCode: ZLine.default(""),
  country: ZLine.default(""),
});
export const ZLevelsAnswer = z.object({
  level1: ZLine.default(""),
  level2: ZLine.default(""),
  level3: ZLine.default(""),
  level4: ZLine.default(""),
});
export const ZSheetAnswer = z.array(z.object({ itemName: z.string().max(500).default(""), value: ZLine.default("") })).max(200);
export const ZCheckListAnswer = z
  .array(z.object({ itemName: z.string().max(500).default(""), selectedValue: z.enum(CHECK_LIST_VALUES).default("") }))
  .max(200);

/** The answer shape of each kind, without checks against the field's options. */
export const ANSWER_SCHEMAS = {
  QRFieldTitle: z.literal(""),
  QRFieldDescription: z.literal(""),
  QRFieldLabel: z.literal(""),
  QRFieldShortText: ZLine,
  QRFieldLongText: ZLongText,
  QRFieldEmail: ZLine.max(320),
  QRFieldPhone: ZLine.max(64),
  QRFieldNumber: ZNumberAnswer,
  QRFieldName: ZNameAnswer,
  QRFieldAddress: ZAddressAnswer,
  QRFieldCalendar: ZLine.max(40),
  QRFieldTime: ZLine.max(20),
  QRFieldRadio: ZLine,
  QRFieldDropdown: ZLine,
  QRFieldGender: z.enum(["", ...GENDER_VALUES]),
  QRFieldLocation: ZLine,
  QRFieldCheckbox: z.array(ZLine).max(500),
  QRFieldSheet: ZSheetAnswer,
  QRFieldCheckList: ZCheckListAnswer,
  QRFieldDocument: ZFileList,
  QRFieldPicture: ZFileList,
  QRFieldSignature: ZSignature,
  QRFieldAudio: ZFileList,
  QRFieldVideo: ZFileList,
  QRFieldMultipleLevelSelect: ZLevelsAnswer,
  QRFieldCascadeSelect: ZLevelsAnswer,
} as const satisfies Record<FieldName, z.ZodType>;

type TChoice = NonNullable<TFormField["option"]["options"]>[number];

function choiceValues(choices: TChoice[] | undefined): Set<string> {
  return new Set((choices ?? []).map(choiceValue));
}

const FILE_REF_KEYS = new Set(["fileId", "fileUrl", "name", "size", "mimeType"]);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * A file reference with neither id nor URL ({ fileId: "", fileUrl: "" }): no file at all. SPEC.md §5
 * counts it as an unanswered field ("This field is required"), so it is an empty answer, not a malformed one.
 */
function isEmptyFileRef(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const ref = value as Record<string, unknown>;
  const keys = Object.keys(ref);
  return (
    keys.length > 0 && keys.every((key) => FILE_REF_KEYS.has(key)) && ("fileId" in ref || "fileUrl" in ref) && isBlank(ref.fileId) && isBlank(ref.fileUrl)
  );
}

/** Each level must be a choice under the previous one, without gaps. */
function isLevelPath(levels: Record<TLevelKey, string>, roots: TChoice[] | undefined): boolean {
  let choices: TChoice[] | undefined = roots;
  let ended = false;
  for (const key of LEVEL_KEYS) {
    const value = levels[key];
    if (value === "") {
      ended = true;
      continue;
    }
    if (ended) return false;
    const choice = choices?.find((c) => choiceValue(c) === value);
    if (!choice) return false;
    choices = choice.children;
  }
  return true;
}

/** The schema of one field's answer: its kind's shape, checked against the field's options and normalised. */
export function answerSchema(field: Pick<TFormField, "name" | "option">): z.ZodType<unknown> {
  const empty = emptyFieldData(field.name);
  const option = field.option ?? {};
  let schema: z.ZodType<unknown>;
  switch (field.name) {
    case "QRFieldRadio":
    case "QRFieldDropdown": {
      const allowed = choiceValues(option.options);
      schema = ZLine.refine((value) => value === "" || allowed.has(value), INVALID_ANSWER);
      break;
    }
    case "QRFieldCheckbox": {
      const allowed = choiceValues(option.options);
      schema = ANSWER_SCHEMAS.QRFieldCheckbox.refine((values) => values.every((v) => allowed.has(v)), INVALID_ANSWER).transform(
        (values) => [...new Set(values)],
      );
      break;
    }
    case "QRFieldSheet":
    case "QRFieldCheckList": {
      // Rows follow option.items by position; item names are taken from the form, not the answer.
      const items = option.items ?? [];
      const rows = field.name === "QRFieldSheet" ? ANSWER_SCHEMAS.QRFieldSheet : ANSWER_SCHEMAS.QRFieldCheckList;
      schema = (rows as z.ZodType<Record<string, string>[]>)
        .refine((list) => list.length <= items.length, INVALID_ANSWER)
        .transform((list) => list.map((row, index) => ({ ...row, itemName: items[index]?.itemName ?? "" })));
      break;
    }
    case "QRFieldMultipleLevelSelect":
    case "QRFieldCascadeSelect":
      schema = ZLevelsAnswer.refine((levels) => isLevelPath(levels, option.options), INVALID_ANSWER);
      break;
    default:
      schema = ANSWER_SCHEMAS[field.name];
  }
  // A missing or null answer is an empty one, and so is an empty file (also inside a file list).
  const fileList = Object.hasOwn(FILE_KIND_CATEGORIES, field.name) && Array.isArray(empty);
  return z.preprocess((value) => {
    if (value === undefined || value === null || isEmptyFileRef(value)) return empty;
    return fileList && Array.isArray(value) ? value.filter((entry) => !isEmptyFileRef(entry)) : value;
  }, schema);
}

/** Answers of a whole form: one entry per answerable field; other keys (unknown ids, display-only fields) are dropped. */
export function answersSchema(fields: TFormFields): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const [id, field] of Object.entries(fields)) {
    if (!DISPLAY_ONLY_KINDS.has(field.name)) shape[id] = answerSchema(field);
  }
  return z.object(shape) as unknown as z.ZodType<Record<string, unknown>>;
}

export type TNormalizedAnswers =
  | { success: true; data: Record<string, unknown> }
  | { success: false; errors: Record<string, string> };

/** Parses raw answers into their stored shapes, or names the fields whose answer is malformed. */
export function normalizeAnswers(fields: TFormFields, raw: unknown): TNormalizedAnswers {
  const result = answersSchema(fields).safeParse(raw);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "answers";
    errors[key] ??= INVALID_ANSWER;
  }
  return { success: false, errors };
}
