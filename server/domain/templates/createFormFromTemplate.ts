import type { Locale } from "../../../shared/locales.ts";
import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { applyQrDesignTemplate } from "../forms/applyQrDesignTemplate.ts";
import { createForm } from "../forms/createForm.ts";
import { findTemplate } from "./templateQueries.ts";
import { isBuiltIn, templateDescription, templateFields, templateLook, templateTitle } from "./templateView.ts";

/**
 * "Use this template": a new form of the owner's with the template's fields (texts in the
 * owner's language for built-in templates), look and QR design. The form remembers its template.
 */
export async function createFormFromTemplate(services: Services, ownerId: string, templateId: unknown, locale: Locale): Promise<Form> {
  const template = await findTemplate(services, ownerId, { id: templateId });
  const look = templateLook(template);
  const form = await createForm(services, ownerId, {
    title: templateTitle(template, locale),
    // A built-in description introduces the template in the gallery, not the form to its visitors.
    shortText: isBuiltIn(template) ? "" : templateDescription(template, locale),
    locale,
    fields: templateFields(template, locale, Date.now()),
    appearance: look.appearance,
    backgroundType: look.backgroundType,
    ...(look.backgroundColor1 ? { backgroundColor1: look.backgroundColor1 } : {}),
    ...(look.backgroundColor2 ? { backgroundColor2: look.backgroundColor2 } : {}),
    ...(template.qrDesignTemplateId ? {} : { qrOptions: template.qrOptions }),
  });
  await services.prisma.form.update({ where: { id: form.id }, data: { templateId: template.id } });
  if (template.qrDesignTemplateId) return applyQrDesignTemplate(services, ownerId, form.qrId, template.qrDesignTemplateId);
  return { ...form, templateId: template.id };
}
