// The pages of the app's route table (SPEC.md §2), shared by the client, whose routes
// (client/src/routes.tsx) take their paths from here, and the server, which answers 404 for a
// page address none of them matches (the client still renders its own 404 page there).
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";
import { BLOG_ARTICLE_SLUGS, LEGAL_PAGE_PATHS } from "./sitePaths.ts";

/** Every page, without a locale prefix; `:name` stands for one path segment. */
export const APP_ROUTE_PATHS = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/form",
  "/form/:qrId/edit",
  "/form/:qrId/submissions",
  "/manage",
  "/setting/integration",
  "/templates",
  "/templates/favorites",
  "/templates/mine",
  "/templates/:categorySlug",
  "/template/:slug",
  "/pricing",
  ...LEGAL_PAGE_PATHS,
  "/cookies-notice",
  "/about",
  "/tiger-form-guide",
  "/faq",
  "/blog",
  "/blog/:articleSlug",
] as const;
export type AppRoutePath = (typeof APP_ROUTE_PATHS)[number];

/** Parameters that name a fixed set of pages: any other value is not a page. */
const PARAMETER_VALUES: Readonly<Record<string, readonly string[]>> = { articleSlug: BLOG_ARTICLE_SLUGS };

const LOCALE_PREFIXES: ReadonlySet<string> = new Set(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
const PATTERNS = APP_ROUTE_PATHS.map((path) => path.split("/").slice(1).filter(Boolean));
/** Patterns without parameters first. */
const PATTERN_ORDER = PATTERNS.map((_, index) => index).sort(
  (a, b) => Number(PATTERNS[a]!.some((part) => part.startsWith(":"))) - Number(PATTERNS[b]!.some((part) => part.startsWith(":"))) || a - b,
);

/** The values of a pattern's parameters in a path's segments, or null when it does not match. */
function matchPattern(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (!part.startsWith(":")) {
      if (part !== segment) return null;
      continue;
    }
    const allowed = PARAMETER_VALUES[part.slice(1)];
    if (segment === "" || (allowed && !allowed.includes(segment))) return null;
    params[part.slice(1)] = segment;
  }
  return params;
}

/**
 * The page a path is, unprefixed or under a language prefix (like the router, trailing slashes
 * do not count: /login/ is /login), with its parameters; null for no page. Fixed paths win over
 * parameters (/templates/mine is not a category), as in the router.
 */
export function matchAppPage(pathname: string): { path: AppRoutePath; params: Record<string, string> } | null {
  const segments = pathname.split("/").slice(1);
  while (segments.length > 0 && segments[segments.length - 1] === "") segments.pop();
  if (segments.length > 0 && LOCALE_PREFIXES.has(segments[0]!)) segments.shift();
  for (const index of PATTERN_ORDER) {
    const params = matchPattern(PATTERNS[index]!, segments);
    if (params) return { path: APP_ROUTE_PATHS[index]!, params };
  }
  return null;
}

/** A route's path for react-router: relative to its parent route's path. */
export function routeSegment(path: AppRoutePath, parent: AppRoutePath = "/"): string {
  const base = parent === "/" ? "/" : `${parent}/`;
  if (!path.startsWith(base)) throw new Error(`${path} is not under ${parent}`);
  return path.slice(base.length);
}
