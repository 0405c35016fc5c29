import { z } from "zod";
import { fieldsToStored, ZFormFields } from "../../../shared/fields/formFields.ts";
import { findQrDesignTemplate } from "../../../shared/qr/qrDesignTemplates.ts";
import { ZQrOptions } from "../../../shared/qr/qrOptions.ts";
import type { FormTemplate, Prisma } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { UNKNOWN_DESIGN_TEMPLATE } from "../forms/applyQrDesignTemplate.ts";
import { ZFormPatch } from "../forms/schemas.ts";
import { parseInput } from "../validation.ts";
import { createTemplateFromForm, insertOwnTemplate } from "./createTemplateFromForm.ts";
import { findTemplateCategory } from "./templateQueries.ts";

/**
 * A template body (SPEC.md §7 form-template/create): the same names a template is read with
 * (form-template/get), each checked like a form's setting of that name.
 */
const ZTemplateBody = z.strictObject({
  title: z.string().trim().min(1, "Give the template a title").max(200, "The title is at most 200 characters"),
  description: z.string().trim().max(1000, "The description is at most 1000 characters").default(""),
  /** Slug of a library category to file it under. */
  category: z.string().trim().max(100).nullable().optional(),
  fields: ZFormFields.default({}),
  qr: ZQrOptions.default(ZQrOptions.parse({})),
  qrDesignTemplateId: z
    .string()
    .refine((id) => findQrDesignTemplate(id) !== undefined, UNKNOWN_DESIGN_TEMPLATE)
    .nullable()
    .default(null),
  appearance: ZFormPatch.shape.appearance,
  backgroundType: ZFormPatch.shape.backgroundType,
  backgroundColor1: ZFormPatch.shape.backgroundColor1,
  backgroundColor2: ZFormPatch.shape.backgroundColor2,
});

function isQrIdBody(input: unknown): boolean {
  return typeof input === "object" && input !== null && !Array.isArray(input) && "qrId" in input;
}

/**
 * An owner's own template, private to them: from one of their forms (`{ qrId, title?,
 * description?, category? }`) or from a template body (`{ title, description?, category?,
 * fields?, qr?, qrDesignTemplateId?, appearance?, backgroundType?, backgroundColor1?,
 * backgroundColor2? }`).
 */
export async function createTemplate(services: Services, ownerId: string, input: unknown): Promise<FormTemplate> {
  if (isQrIdBody(input)) return createTemplateFromForm(services, ownerId, input);
  const body = parseInput(ZTemplateBody, input);
  const categoryId = body.category ? (await findTemplateCategory(services, body.category)).id : null;
  return insertOwnTemplate(services, ownerId, body.title, {
    categoryId,
    description: body.description,
    fields: fieldsToStored(body.fields) as Prisma.InputJsonValue,
    qrOptions: body.qr,
    qrDesignTemplateId: body.qrDesignTemplateId,
    // The shape templateLook reads; colours left out are the defaults when a form is made from it.
    appearance: {
      appearance: body.appearance ?? {},
      backgroundType: body.backgroundType ?? "solid",
      ...(body.backgroundColor1 ? { backgroundColor1: body.backgroundColor1 } : {}),
      ...(body.backgroundColor2 ? { backgroundColor2: body.backgroundColor2 } : {}),
    },
  });
}
