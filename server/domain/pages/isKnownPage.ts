import { matchAppPage } from "../../../shared/appRoutes.ts";
import type { Services } from "../../services.ts";

/**
 * Whether an address is a page that exists: one of the route table's (shared/appRoutes.ts) and,
 * for a template or a category, one that is stored. Pages are served without a session look-up,
 * so an owner's own template counts as existing for everyone (its page tells others it is not found).
 */
export async function isKnownPage(services: Services, pathname: string): Promise<boolean> {
  const page = matchAppPage(pathname);
  if (!page) return false;
  const { slug, categorySlug } = page.params;
  if (page.path === "/template/:slug") return (await services.prisma.formTemplate.count({ where: { slug } })) > 0;
  if (page.path === "/templates/:categorySlug") return (await services.prisma.templateCategory.count({ where: { slug: categorySlug } })) > 0;
  return true;
}
