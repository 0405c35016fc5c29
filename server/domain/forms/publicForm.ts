// What a visitor's page gets for /{qrId} (SPEC.md §7 campaign/getqr), and the checks every
// visitor call shares: the form exists, still accepts answers, and its password matches.
import crypto from "node:crypto";
import { fieldsFromStored, type TFormFields } from "../../../shared/fields/formFields.ts";
import { formAppearance } from "../../../shared/forms/formAppearance.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import type { Form, UploadedFile } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError, NotFoundError } from "../errors.ts";
import { FormClosedError, WRONG_FORM_PASSWORD } from "../submissions/errors.ts";
import { countFormScan } from "./countFormScan.ts";
import { FORM_NOT_FOUND } from "./findOwnForm.ts";
import { formExpiredBy, type TExpiredBy } from "./formExpiry.ts";
import { fileUrl, shortUrl, storedQrOptions } from "./formUrls.ts";

type TPublicFormRow = Form & {
  logo: UploadedFile | null;
  backgroundImage: UploadedFile | null;
  previewImage: UploadedFile | null;
  owner: { plan: string };
};

/** The client IP as stored for IP-limited forms: keyed per form and server, never the raw address. */
export function respondentIpHash(services: Services, formId: string, clientIp: string): string {
  return crypto.createHmac("sha256", services.config.jwtSecret).update(`${formId}\n${clientIp}`).digest("hex");
}

/** Any form by its public qrId (404 when absent). */
export async function findPublicForm(services: Services, qrId: unknown): Promise<TPublicFormRow> {
  const form =
    typeof qrId === "string" && qrId.length > 0 && qrId.length <= 64
      ? await services.prisma.form.findUnique({
          where: { qrId },
          include: { logo: true, backgroundImage: true, previewImage: true, owner: { select: { plan: true } } },
        })
      : null;
  if (!form) throw new NotFoundError(FORM_NOT_FOUND);
  return form;
}

/** Why this client can no longer answer the form, or null. */
export async function closedReason(services: Services, form: Form, clientIp: string, now = new Date()): Promise<TExpiredBy | null> {
  const answeredFromThisIp =
    form.active && form.expireByIP
      ? (await services.prisma.formRespondentIp.count({
          where: { formId: form.id, ipHash: respondentIpHash(services, form.id, clientIp) },
        })) > 0
      : false;
  return formExpiredBy(form, { now, answeredFromThisIp });
}

/** Throws 410 when the form no longer accepts answers from this client. */
export async function assertFormOpen(services: Services, form: Form, clientIp: string): Promise<void> {
  const reason = await closedReason(services, form, clientIp);
  if (reason) throw new FormClosedError(reason);
}

/**
 * Whether the visitor may see and answer a locked form: true for unlocked forms; for locked
 * ones a missing password is false and a wrong one a 401. Every password tried counts against
 * the form's lock limit for this address before it is checked (so neither parallel requests nor
 * aliased GraphQL fields outrun it); a right one gives its point back.
 */
export async function unlocks(services: Services, form: Form, password: unknown, clientIp: string): Promise<boolean> {
  if (!form.lockActive) return true;
  if (typeof password !== "string" || password === "") return false;
  const attempt = ["formPassword", `${form.id} ${clientIp}`] as const;
  await services.rateLimits.consume(attempt);
  if (!form.lockPasswordHash || password.length > 1000 || !(await verifyPassword(form.lockPasswordHash, password))) {
    throw new AuthenticationError(WRONG_FORM_PASSWORD);
  }
  await services.rateLimits.reward(attempt);
  return true;
}

function fileRef(services: Services, file: UploadedFile | null): { fileId: string; fileUrl: string } | null {
  return file ? { fileId: file.id, fileUrl: fileUrl(services, file.storageKey)! } : null;
}

export interface TPublicFormReply {
  data: Record<string, unknown>;
  expiredBy: null;
  ownerPlan: string;
}

/**
 * getqr: the form as its visitors see it. scan counts a scan first (so the scan limit applies
 * to this very request), once per visitor and UTC day (countFormScan); closed forms are a 410 with expiredBy; locked forms come without
 * fields until the password matches.
 */
export async function getPublicForm(
  services: Services,
  qrId: unknown,
  options: { scan: boolean; clientIp: string; password?: string | null },
): Promise<TPublicFormReply> {
  let form = await findPublicForm(services, qrId);
  if (options.scan) {
    form = { ...form, scanCount: await countFormScan(services, form, options.clientIp) };
  }
  await assertFormOpen(services, form, options.clientIp);
  const open = await unlocks(services, form, options.password, options.clientIp);
  const fields: TFormFields = open ? fieldsFromStored(form.fields) : {};
  const qrOptions = storedQrOptions(form.qrOptions);
  return {
    data: {
      qrId: form.qrId,
      title: form.title,
      shortText: form.shortText,
      locale: form.locale,
      fields,
      appearance: formAppearance(form.appearance),
      backgroundType: form.backgroundType,
      backgroundColor1: form.backgroundColor1,
      backgroundColor2: form.backgroundColor2,
      backgrounds: form.backgroundImage ? { imageUrl: fileUrl(services, form.backgroundImage.storageKey) } : null,
      backdrop: form.backdrop,
      logo: fileRef(services, form.logo),
      previewImage: fileRef(services, form.previewImage),
      shortUrl: shortUrl(services, form.shortCode),
      qrImage: fileUrl(services, form.qrPngKey),
      svgImage: fileUrl(services, form.qrSvgKey),
      qrConfig: JSON.stringify(qrOptions),
      expireByIP: form.expireByIP,
      expiryDate: form.expiryDate,
      expiryScans: form.expiryScans,
      lock: { active: form.lockActive },
      googleTagManagerContainerId: form.googleGTMContainerId,
      facebookPixel: form.fbPixelID,
      googleGA4Id: form.googleGA4Id,
      allowEmbedding: form.allowEmbedding,
      active: form.active,
      starred: form.starred,
      notificationPeriod: form.notificationPeriod,
      owner: form.ownerId,
    },
    expiredBy: null,
    ownerPlan: form.owner.plan,
  };
}
