import type { TFormFields } from "../../../../shared/fields/formFields.ts";
import { DEFAULT_FORM_BACKGROUND, formAppearance } from "../../../../shared/forms/formAppearance.ts";
import { DEFAULT_QR_OPTIONS, ZQrOptions, type TQrOptions } from "../../../../shared/qr/qrOptions.ts";

/** An uploaded image linked to the form: the save sends only the fileId (SPEC.md §4). */
export interface TFileRef {
  fileId: string;
  fileUrl: string;
}

export const BACKGROUND_TYPES = ["solid", "gradient", "image"] as const;
export type TBackgroundType = (typeof BACKGROUND_TYPES)[number];

export const NOTIFICATION_PERIODS = ["never", "instant", "daily", "weekly"] as const;
export type TNotificationPeriod = (typeof NOTIFICATION_PERIODS)[number];

export const EXPIRY_TYPES = ["date", "scans", "ip"] as const;
export type TExpiryType = (typeof EXPIRY_TYPES)[number];

/** Overlays the public page may lay over its background (none = ""). */
export const BACKDROPS = ["", "light", "dark", "blur"] as const;
export type TBackdrop = (typeof BACKDROPS)[number];


/**
 * Everything the owner edits in the builder, in the shape the controls use. The autosave
 * diffs this against the last saved copy and turns the difference into a settings patch.
 */
export interface TFormDraft {
  title: string;
  shortText: string;
  locale: string;
  backgroundType: TBackgroundType;
  backgroundColor1: string;
  backgroundColor2: string;
  appearance: { headerColor: string; buttonColor: string };
  backdrop: string;
  logo: TFileRef | null;
  backgroundImage: TFileRef | null;
  previewImage: TFileRef | null;
  fields: TFormFields;
  qrOptions: TQrOptions;
  /** The password is write-only: it is kept here only until it has been saved. */
  lock: { active: boolean; password: string };
  googleGTMContainerId: string;
  fbPixelID: string;
  googleGA4Id: string;
  /** Other sites may show the public page in a frame. */
  allowEmbedding: boolean;
  active: boolean;
  notificationPeriod: TNotificationPeriod;
  expiryType: TExpiryType;
  /** YYYY-MM-DD, or "" for no date. */
  expiryDate: string;
  /** As typed; "" for no limit. */
  expiryScans: string;
}

/** The form as the server returns it (the FormEditor_form fragment). */
export interface TServerForm {
  readonly title: string;
  readonly shortText: string;
  readonly locale: string;
  readonly backgroundType: string;
  readonly backgroundColor1: string;
  readonly backgroundColor2: string;
  readonly appearance: unknown;
  readonly backdrop: string | null | undefined;
  readonly logo: { readonly fileId: string; readonly fileUrl: string } | null | undefined;
  readonly backgroundImage: { readonly fileId: string; readonly fileUrl: string } | null | undefined;
  readonly previewImage: { readonly fileId: string; readonly fileUrl: string } | null | undefined;
  readonly fields: unknown;
  readonly qrOptions: unknown;
  readonly lock: { readonly active: boolean };
  readonly googleGTMContainerId: string | null | undefined;
  readonly fbPixelID: string | null | undefined;
  readonly googleGA4Id: string | null | undefined;
  readonly allowEmbedding: boolean;
  readonly active: boolean;
  readonly notificationPeriod: string | null | undefined;
  readonly expiryDate: string | null | undefined;
  readonly expiryScans: number | null | undefined;
  readonly expireByIP: boolean;
}

/** SPEC.md §4: when loading, the expiry type is ip if expireByIP; scans if expiryScans is set; otherwise date. */
export function expiryTypeOnLoad(form: { readonly expireByIP: boolean; readonly expiryScans: number | null | undefined }): TExpiryType {
  if (form.expireByIP) return "ip";
  if (form.expiryScans != null) return "scans";
  return "date";
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

const hexOr = (value: unknown, fallback: string): string =>
  typeof value === "string" && /^#?[0-9a-fA-F]{6}$/.test(value) ? value.replace(/^#/, "").toLowerCase() : fallback;

const fileRef = (file: TServerForm["logo"]): TFileRef | null => (file ? { fileId: file.fileId, fileUrl: file.fileUrl } : null);

/** The QR options of a stored form, every option present (the server sends them all; be lenient anyway). */
export function qrOptionsFromServer(value: unknown): TQrOptions {
  const parsed = ZQrOptions.safeParse(value ?? {});
  return parsed.success ? parsed.data : { ...DEFAULT_QR_OPTIONS };
}

/** An ISO date-time as the YYYY-MM-DD of a date input (the server stores midnight UTC). */
export function dateInputValue(iso: string | null | undefined): string {
  return typeof iso === "string" && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : "";
}

export function draftFromForm(form: TServerForm): TFormDraft {
  const fields = form.fields && typeof form.fields === "object" && !Array.isArray(form.fields) ? (form.fields as TFormFields) : {};
  return {
    title: form.title,
    shortText: form.shortText,
    locale: form.locale || "en",
    backgroundType: oneOf(BACKGROUND_TYPES, form.backgroundType, "solid"),
    backgroundColor1: hexOr(form.backgroundColor1, DEFAULT_FORM_BACKGROUND.color1),
    backgroundColor2: hexOr(form.backgroundColor2, DEFAULT_FORM_BACKGROUND.color2),
    // The same defaults as the server and the public page (the server fills them in already).
    appearance: formAppearance(form.appearance),
    backdrop: form.backdrop ?? "",
    logo: fileRef(form.logo),
    backgroundImage: fileRef(form.backgroundImage),
    previewImage: fileRef(form.previewImage),
    fields,
    qrOptions: qrOptionsFromServer(form.qrOptions),
    lock: { active: form.lock.active, password: "" },
    googleGTMContainerId: form.googleGTMContainerId ?? "",
    fbPixelID: form.fbPixelID ?? "",
    googleGA4Id: form.googleGA4Id ?? "",
    allowEmbedding: form.allowEmbedding,
    active: form.active,
    notificationPeriod: oneOf(NOTIFICATION_PERIODS, form.notificationPeriod, "never"),
    expiryType: expiryTypeOnLoad(form),
    expiryDate: dateInputValue(form.expiryDate),
    expiryScans: form.expiryScans == null ? "" : String(form.expiryScans),
  };
}
