// Writes the built-in library (categories and templates) into the database, idempotently:
// `npm start` and `npm run db:seed` both call it; it does nothing while the data files are
// unchanged (their checksum is kept in app_state), and on a change it upserts by slug and
// removes what the files no longer hold (favorites of a removed template go with it).
import crypto from "node:crypto";
import { templateCreatedAt, templateFormLook, templateQrOptions, type TTemplateLibrary } from "../../../shared/templates/templateData.ts";
import type { Services } from "../../services.ts";
import { templateLibrary } from "./templateLibrary.ts";

const STATE_KEY = "template-library-checksum";

export async function seedTemplateLibrary(services: Services, library: TTemplateLibrary = templateLibrary()): Promise<{ changed: boolean }> {
  const checksum = crypto.createHash("sha256").update(JSON.stringify(library)).digest("hex");
  const state = await services.prisma.appState.findUnique({ where: { key: STATE_KEY } });
  if (state?.value === checksum) return { changed: false };

  await services.prisma.$transaction(
    async (tx) => {
      const categoryIds = new Map<string, string>();
      // Groups come before their sub-categories (loadTemplateLibrary's order).
      for (const category of library.categories) {
        const data = {
          name: category.name,
          position: category.position,
          parentId: category.parentSlug ? (categoryIds.get(category.parentSlug) ?? null) : null,
        };
        const row = await tx.templateCategory.upsert({ where: { slug: category.slug }, create: { slug: category.slug, ...data }, update: data, select: { id: true } });
        categoryIds.set(category.slug, row.id);
      }
      for (const template of library.templates) {
        const data = {
          ownerId: null,
          categoryId: categoryIds.get(template.category) ?? null,
          title: template.title,
          description: template.description,
          // The authoring fields, texts as message ids: expanded per locale when read.
          fields: template.fields as object[],
          qrOptions: templateQrOptions(template) as object,
          qrDesignTemplateId: template.designTemplate ?? null,
          appearance: templateFormLook(template),
          createdAt: templateCreatedAt(template),
        };
        await tx.formTemplate.upsert({ where: { slug: template.slug }, create: { slug: template.slug, ...data }, update: data, select: { id: true } });
      }
      await tx.formTemplate.deleteMany({ where: { ownerId: null, slug: { notIn: library.templates.map((t) => t.slug) } } });
      await tx.templateCategory.deleteMany({ where: { slug: { notIn: library.categories.map((c) => c.slug) } } });
      await tx.appState.upsert({ where: { key: STATE_KEY }, create: { key: STATE_KEY, value: checksum }, update: { value: checksum } });
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  return { changed: true };
}
