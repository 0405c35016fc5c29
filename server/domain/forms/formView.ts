import { fieldsFromStored, type TFormFields } from "../../../shared/fields/formFields.ts";
import { DEFAULT_QR_OPTIONS, ZQrOptions, type TQrOptions } from "../../../shared/qr/qrOptions.ts";
import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";

/** A form as every API shows it (SPEC.md §3), whatever the transport. */
export interface FormView {
  id: string;
  qrId: string;
  owner: string;
  title: string;
  shortText: string;
  locale: string;
  shortUrl: string;
  qrImageUrl: string | null;
  qrSVGUrl: string | null;
  backgroundType: string;
  backgroundColor1: string;
  backgroundColor2: string;
  appearance: Record<string, unknown>;
  backdrop: string | null;
  fields: TFormFields;
  qrOptions: TQrOptions;
  lock: { active: boolean };
  googleGTMContainerId: string | null;
  fbPixelID: string | null;
  googleGA4Id: string | null;
  active: boolean;
  starred: boolean;
  notificationPeriod: string | null;
  expiryType: string | null;
  expiryDate: Date | null;
  expiryScans: number | null;
  expireByIP: boolean;
  templateId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function fileUrl(services: Services, key: string | null): string | null {
  return key ? `${services.config.publicUrl}/files/${key}` : null;
}

export function shortUrl(services: Services, code: string): string {
  return `${services.config.publicUrl}/s/${code}`;
}

/** Stored options parsed with today's defaults, so older rows gain new options. */
export function storedQrOptions(stored: unknown): TQrOptions {
  const parsed = ZQrOptions.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_QR_OPTIONS;
}

export function toFormView(services: Services, form: Form): FormView {
  return {
    id: form.id,
    qrId: form.qrId,
    owner: form.ownerId,
    title: form.title,
    shortText: form.shortText,
    locale: form.locale,
    shortUrl: shortUrl(services, form.shortCode),
    qrImageUrl: fileUrl(services, form.qrPngKey),
    qrSVGUrl: fileUrl(services, form.qrSvgKey),
    backgroundType: form.backgroundType,
    backgroundColor1: form.backgroundColor1,
    backgroundColor2: form.backgroundColor2,
    appearance: (form.appearance ?? {}) as Record<string, unknown>,
    backdrop: form.backdrop,
    fields: fieldsFromStored(form.fields),
    qrOptions: storedQrOptions(form.qrOptions),
    lock: { active: form.lockActive },
    googleGTMContainerId: form.googleGTMContainerId,
    fbPixelID: form.fbPixelID,
    googleGA4Id: form.googleGA4Id,
    active: form.active,
    starred: form.starred,
    notificationPeriod: form.notificationPeriod,
    expiryType: form.expiryType,
    expiryDate: form.expiryDate,
    expiryScans: form.expiryScans,
    expireByIP: form.expireByIP,
    templateId: form.templateId,
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
  };
}
