// The public pages of SPEC.md §2 that the sitemap lists (each also under every language prefix),
// shared by the client's route table and the server's /sitemap.xml.

/** The nine legal pages (static). */
export const LEGAL_PAGE_PATHS = [
  "/privacy-notice",
  "/general-terms-and-conditions",
  "/children-personal-data-policy",
  "/specific-terms-of-use",
  "/notice-third-party-respondents",
  "/lawful-bases",
  "/sensitive-personal-data-policy",
  "/cookie-policy",
  "/cookie-declaration",
] as const;

/** The blog's articles, /blog/<slug> (SPEC.md §2 footer: ten articles). */
export const BLOG_ARTICLE_SLUGS = [
  "retail-customer-survey",
  "student-registration",
  "qr-codes-in-advertising",
  "event-evaluation",
  "healthcare-patient-forms",
  "restaurant-ordering",
  "construction-project-evaluation",
  "logistics-supplier-evaluation",
  "utility-service-requests",
  "customer-engagement",
] as const;

/** Every public page without parameters. */
export const PUBLIC_STATIC_PATHS: readonly string[] = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/pricing",
  "/templates",
  "/tiger-form-guide",
  "/about",
  "/faq",
  "/blog",
  ...BLOG_ARTICLE_SLUGS.map((slug) => `/blog/${slug}`),
  "/cookies-notice",
  ...LEGAL_PAGE_PATHS,
];
