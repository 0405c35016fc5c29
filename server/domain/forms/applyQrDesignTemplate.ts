import { findQrDesignTemplate, QR_DESIGN_TEMPLATE_KEYS } from "../../../shared/qr/qrDesignTemplates.ts";
import { ZQrOptions } from "../../../shared/qr/qrOptions.ts";
import { Prisma, type Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { editOwnForm } from "./editOwnForm.ts";
import { storedQrOptions } from "./formUrls.ts";
import { renderFormQr } from "./renderFormQr.ts";

export const UNKNOWN_DESIGN_TEMPLATE = "Unknown QR design template";

/**
 * SPEC.md §4: applying a design template saves the options it overwrites — once, so a
 * second template does not lose the owner's own design — and clearing it (templateId
 * null) restores them.
 */
export async function applyQrDesignTemplate(services: Services, ownerId: string, qrId: unknown, templateId: unknown): Promise<Form> {
  const template = templateId === null || templateId === undefined ? null : typeof templateId === "string" ? findQrDesignTemplate(templateId) : undefined;
  if (template === undefined) throw new ValidationError(UNKNOWN_DESIGN_TEMPLATE, { templateId: UNKNOWN_DESIGN_TEMPLATE });
  // An edit like any other: under the form's lock, and it bumps the version.
  return editOwnForm(services, ownerId, qrId, undefined, async (tx, form) => {
    const current = storedQrOptions(form.qrOptions);
    if (template === null) {
      if (!form.qrDesignTemplateId) return form;
      const saved = ZQrOptions.partial().safeParse(form.qrOptionsBeforeTemplate ?? {});
      const restored = ZQrOptions.parse({ ...current, ...(saved.success ? saved.data : {}) });
      const updated = await tx.form.update({
        where: { id: form.id },
        data: { qrOptions: restored, qrDesignTemplateId: null, qrOptionsBeforeTemplate: Prisma.DbNull, version: { increment: 1 } },
      });
      return renderFormQr(services, updated, tx);
    }
    const before = form.qrDesignTemplateId
      ? form.qrOptionsBeforeTemplate
      : Object.fromEntries(QR_DESIGN_TEMPLATE_KEYS.map((key) => [key, current[key]]));
    const updated = await tx.form.update({
      where: { id: form.id },
      data: {
        qrOptions: ZQrOptions.parse({ ...current, ...template.config }),
        qrDesignTemplateId: template.id,
        qrOptionsBeforeTemplate: before ?? Prisma.DbNull,
        version: { increment: 1 },
      },
    });
    return renderFormQr(services, updated, tx);
  });
}
