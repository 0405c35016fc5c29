import { findQrDesignTemplate, QR_DESIGN_TEMPLATE_KEYS } from "../../../shared/qr/qrDesignTemplates.ts";
import { ZQrOptions, type TQrOptions } from "../../../shared/qr/qrOptions.ts";
import { Prisma, type Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { editOwnForm } from "./editOwnForm.ts";
import { storedQrOptions } from "./formUrls.ts";
import { renderFormQr } from "./renderFormQr.ts";

export const UNKNOWN_DESIGN_TEMPLATE = "Unknown QR design template";

/**
 * The saved options a cleared template gives back: only the keys a template sets, each valid
 * on its own. Not `ZQrOptions.partial()`: zod 4 fills defaults inside optional fields, so every
 * option the template never touched (the logo, the size) would come back as its default.
 */
function savedTemplateOptions(saved: unknown): Partial<TQrOptions> {
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return {};
  const restored: Record<string, unknown> = {};
  for (const key of QR_DESIGN_TEMPLATE_KEYS) {
    const value = (saved as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = ZQrOptions.shape[key].safeParse(value);
    if (parsed.success) restored[key] = parsed.data;
  }
  return restored as Partial<TQrOptions>;
}

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
      const restored = ZQrOptions.parse({ ...current, ...savedTemplateOptions(form.qrOptionsBeforeTemplate) });
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
