// How a stored template reads in a locale. Built-in templates keep message ids (their texts come
// from locales/templates/); a user's own template keeps the literal texts of the form it was
// made from.
import { fieldsFromStored, type TFormFields } from "../../../shared/fields/formFields.ts";
import type { Locale } from "../../../shared/locales.ts";
import { toFormFields, type TTemplateField } from "../../../shared/templates/templateData.ts";
import type { FormTemplate } from "../../generated/prisma/client.ts";
import { templateMessages } from "./templateLibrary.ts";

/** SPEC.md §9: a template counts as new for 30 days. */
export const NEW_TEMPLATE_MS = 30 * 24 * 60 * 60 * 1000;

export const TEMPLATE_NOT_FOUND = "Template not found";
export const CATEGORY_NOT_FOUND = "Template category not found";

export type TTemplateTexts = Pick<FormTemplate, "ownerId" | "title" | "description">;

export function isBuiltIn(template: Pick<FormTemplate, "ownerId">): boolean {
  return template.ownerId === null;
}

function text(template: Pick<FormTemplate, "ownerId">, value: string, locale: Locale): string {
  return isBuiltIn(template) ? (templateMessages(locale)[value] ?? value) : value;
}

export function templateTitle(template: TTemplateTexts, locale: Locale): string {
  return text(template, template.title, locale);
}

export function templateDescription(template: TTemplateTexts, locale: Locale): string {
  return template.description ? text(template, template.description, locale) : "";
}

/** A category's name in a locale (category names are message ids). */
export function categoryName(category: { name: string }, locale: Locale): string {
  return templateMessages(locale)[category.name] ?? category.name;
}

/**
 * The template's fields as a form's, in order. Built-in ones are expanded with their texts in
 * the locale; field ids count from `baseTimestamp` (stable for display, the current time for a
 * new form).
 */
export function templateFields(template: Pick<FormTemplate, "ownerId" | "fields">, locale: Locale, baseTimestamp: number): TFormFields {
  if (!isBuiltIn(template)) return fieldsFromStored(template.fields);
  return toFormFields({ fields: template.fields as unknown as TTemplateField[] }, templateMessages(locale), baseTimestamp);
}

export interface TTemplateLook {
  appearance: { headerColor?: string; buttonColor?: string };
  backgroundType: "solid" | "gradient" | "image";
  backgroundColor1?: string;
  backgroundColor2?: string;
}

export function templateLook(template: Pick<FormTemplate, "appearance">): TTemplateLook {
  const look = (template.appearance ?? {}) as Partial<TTemplateLook>;
  return {
    appearance: look.appearance ?? {},
    backgroundType: look.backgroundType === "gradient" || look.backgroundType === "image" ? look.backgroundType : "solid",
    backgroundColor1: look.backgroundColor1,
    backgroundColor2: look.backgroundColor2,
  };
}

export function isNewTemplate(template: Pick<FormTemplate, "createdAt">, now = Date.now()): boolean {
  return now - template.createdAt.getTime() < NEW_TEMPLATE_MS;
}
