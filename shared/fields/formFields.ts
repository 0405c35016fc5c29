import { z } from "zod";
import { emptyFieldData, FIELD_NAMES } from "./fieldKinds.ts";

/** Field ids are `<ms timestamp>_<counter>` (CONTRACT.md §5). */
export const FIELD_ID = /^\d{10,16}_\d{1,6}$/;
export const MAX_FIELDS = 200;

const ZFile = z.object({ fileId: z.string().max(100), fileUrl: z.string().max(2048) });

interface TChoice {
  label: string;
  value?: string;
  image?: z.infer<typeof ZFile>;
  children?: TChoice[];
}
// Options of radio, dropdown, checkbox (with images) and, nested, of multiple level select.
const ZChoice: z.ZodType<TChoice> = z.lazy(() =>
  z.strictObject({
    label: z.string().max(500),
    value: z.string().max(500).optional(),
    image: ZFile.optional(),
    children: z.array(ZChoice).max(200).optional(),
  }),
);

export const ZFieldOption = z.strictObject({
  label: z.string().max(1000).default(""),
  required: z.boolean().default(false),
  placeholder: z.string().max(500).optional(),
  help: z.string().max(2000).optional(),
  dateFormat: z.string().max(40).optional(),
  timeOnly: z.boolean().optional(),
  enableNeutral: z.boolean().optional(),
  options: z.array(ZChoice).max(500).optional(),
  /** Rows of a sheet or check list. */
  items: z.array(z.strictObject({ itemName: z.string().max(500) })).max(200).optional(),
  /** Names of the levels of a multiple level select (level1 … level4). */
  levels: z.array(z.string().max(200)).max(4).optional(),
});

export const ZFormField = z.strictObject({
  name: z.enum(FIELD_NAMES, { error: "Unknown field type" }),
  displayName: z.string().max(200).default(""),
  option: ZFieldOption.default(() => ZFieldOption.parse({})),
  data: z.unknown().optional(),
});
export type TFormField = z.output<typeof ZFormField>;

/** An ordered map of fields; `data` is reset to the empty value of its kind. */
export const ZFormFields = z
  .record(z.string().regex(FIELD_ID, "Field ids look like <ms timestamp>_<counter>"), ZFormField)
  .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, `A form has at most ${MAX_FIELDS} fields`)
  .transform((fields) =>
    Object.fromEntries(Object.entries(fields).map(([id, field]) => [id, { ...field, data: emptyFieldData(field.name) }])),
  );
export type TFormFields = z.output<typeof ZFormFields>;
type TStoredField = TFormFields[string];

/** jsonb does not keep key order, so fields are stored as [id, field] pairs. */
export function fieldsToStored(fields: TFormFields): [string, TStoredField][] {
  return Object.entries(fields);
}

export function fieldsFromStored(stored: unknown): TFormFields {
  return Object.fromEntries(Array.isArray(stored) ? (stored as [string, TStoredField][]) : []);
}
