import { z } from "zod";
import { ZFormFields } from "../../../shared/fields/formFields.ts";
import { FORM_TITLE_MAX_LENGTH } from "../../../shared/forms/formTitle.ts";
import { LOCALES } from "../../../shared/locales.ts";
import { ZQrOptions } from "../../../shared/qr/qrOptions.ts";
import { DATE_OUT_OF_RANGE, isStorableDate } from "../validation.ts";

const hex = z
  .string()
  .regex(/^#?[0-9a-fA-F]{6}$/, "Expected a 6-digit hex colour like 0076d7")
  .transform((v) => v.replace(/^#/, "").toLowerCase());
const optionalId = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? null : v))
    .pipe(z.string().regex(pattern, message).nullable())
    .nullable();

const fileId = z.string().min(1).max(100).nullable();
const SCANS_RANGE = "The scan limit is a whole number from 1 to 10,000,000";

/**
 * Everything an owner can set on a form (SPEC.md §3). All optional: `createForm` fills in
 * the defaults, `updateForm` changes only what is given (autosave sends small patches).
 */
export const ZFormPatch = z.strictObject({
  title: z.string().trim().max(FORM_TITLE_MAX_LENGTH, `The title is at most ${FORM_TITLE_MAX_LENGTH} characters`),
  shortText: z.string().max(5000, "The short text is at most 5000 characters"),
  locale: z.enum(LOCALES, { error: "Unknown locale" }),
  backgroundType: z.enum(["solid", "gradient", "image"]),
  backgroundColor1: hex,
  backgroundColor2: hex,
  appearance: z.strictObject({ headerColor: hex.optional(), buttonColor: hex.optional() }),
  backdrop: z.string().max(100).nullable(),
  /** File ids from an upload of the matching category; null removes the image. */
  logo: fileId,
  backgroundImage: fileId,
  previewImage: fileId,
  fields: ZFormFields,
  qrOptions: ZQrOptions,
  /** The password is write-only: stored hashed, never returned. */
  lock: z.strictObject({ active: z.boolean(), password: z.string().min(1).max(200).optional() }),
  googleGTMContainerId: optionalId(/^GTM-[A-Z0-9]{4,12}$/, "A Tag Manager id looks like GTM-XXXXXXX"),
  fbPixelID: optionalId(/^\d{5,20}$/, "A Facebook pixel id is a number"),
  googleGA4Id: optionalId(/^G-[A-Z0-9]{4,16}$/, "A GA4 id looks like G-XXXXXXXXXX"),
  /** Other sites may show the public page in a frame (server/http/securityHeaders.ts). */
  allowEmbedding: z.boolean(),
  active: z.boolean(),
  starred: z.boolean(),
  notificationPeriod: z.enum(["never", "instant", "daily", "weekly"]).nullable(),
  expiryType: z.enum(["date", "scans", "ip"]).nullable(),
  expiryDate: z.coerce.date({ error: "Expected a date" }).refine(isStorableDate, DATE_OUT_OF_RANGE).nullable(),
  expiryScans: z
    .number({ error: SCANS_RANGE })
    .int({ error: SCANS_RANGE })
    .min(1, { error: SCANS_RANGE })
    .max(10_000_000, { error: SCANS_RANGE })
    .nullable(),
  expireByIP: z.boolean(),
}).partial();
export type TFormPatch = z.output<typeof ZFormPatch>;
