import { z } from "zod";
import type { FormTemplate, Prisma } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { findOwnForm } from "../forms/findOwnForm.ts";
import { randomCode } from "../forms/qrIds.ts";
import { parseInput } from "../validation.ts";
import { findTemplateCategory } from "./templateQueries.ts";

const ZTemplateFromForm = z.strictObject({
  qrId: z.string().min(1).max(64),
  title: z.string().trim().min(1, "Give the template a title").max(200, "The title is at most 200 characters").optional(),
  description: z.string().trim().max(1000, "The description is at most 1000 characters").optional(),
  /** Slug of a library category to file it under. */
  category: z.string().trim().max(100).nullable().optional(),
});

/** A readable, unique slug: the title's words, then a random suffix (never a built-in slug). */
function ownSlug(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
  return `${words || "template"}-${randomCode(8).toLowerCase()}`;
}

/**
 * The owner saves one of their forms as a template of their own: its fields, QR design and
 * look (not its images, answers or settings). Private to its owner.
 */
export async function createTemplateFromForm(services: Services, ownerId: string, input: unknown): Promise<FormTemplate> {
  const { qrId, title, description, category } = parseInput(ZTemplateFromForm, input);
  const form = await findOwnForm(services, ownerId, qrId);
  const categoryId = category ? (await findTemplateCategory(services, category)).id : null;
  const name = title ?? (form.title.trim() || "Untitled template");
  return insertOwnTemplate(services, ownerId, name, {
    categoryId,
    description: description ?? form.shortText.slice(0, 1000),
    fields: form.fields ?? [],
    qrOptions: form.qrOptions ?? {},
    qrDesignTemplateId: form.qrDesignTemplateId,
    appearance: {
      appearance: form.appearance ?? {},
      backgroundType: form.backgroundType,
      backgroundColor1: form.backgroundColor1,
      backgroundColor2: form.backgroundColor2,
    },
  });
}

/** Stores an owner's template under a fresh slug made from its title (drawn again on a collision). */
export async function insertOwnTemplate(
  services: Services,
  ownerId: string,
  title: string,
  data: Omit<Prisma.FormTemplateUncheckedCreateInput, "slug" | "ownerId" | "title">,
): Promise<FormTemplate> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await services.prisma.formTemplate.create({ data: { ...data, slug: ownSlug(title), ownerId, title } });
    } catch (error) {
      if ((error as { code?: string }).code === "P2002" && attempt < 5) continue;
      throw error;
    }
  }
}
