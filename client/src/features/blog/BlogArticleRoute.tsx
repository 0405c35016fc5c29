import { useIntl } from "react-intl";
import { Link, useLoaderData } from "react-router";
import { BLOG_ARTICLE_SLUGS } from "../../../../shared/sitePaths.ts";
import { NotFoundPage } from "../../components/NotFoundPage.tsx";
import type { TContentPage } from "../content/contentTypes.ts";
import { ContentPage } from "../content/ContentPage.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { BlogArticleCard } from "./BlogIndexRoute.tsx";
import { blogIndexMessages, type TBlogSlug } from "./blogArticles.ts";
import "./blog.css";

// Each article's text is its own chunk, loaded when the article is opened.
const articleModules: Record<TBlogSlug, () => Promise<{ page: TContentPage }>> = {
  "retail-customer-survey": () => import("./articles/retail-customer-survey.ts"),
  "student-registration": () => import("./articles/student-registration.ts"),
  "qr-codes-in-advertising": () => import("./articles/qr-codes-in-advertising.ts"),
  "event-evaluation": () => import("./articles/event-evaluation.ts"),
  "healthcare-patient-forms": () => import("./articles/healthcare-patient-forms.ts"),
  "restaurant-ordering": () => import("./articles/restaurant-ordering.ts"),
  "construction-project-evaluation": () => import("./articles/construction-project-evaluation.ts"),
  "logistics-supplier-evaluation": () => import("./articles/logistics-supplier-evaluation.ts"),
  "utility-service-requests": () => import("./articles/utility-service-requests.ts"),
  "customer-engagement": () => import("./articles/customer-engagement.ts"),
};

function isBlogSlug(slug: string | undefined): slug is TBlogSlug {
  return (BLOG_ARTICLE_SLUGS as readonly string[]).includes(slug ?? "");
}

interface TArticleData {
  slug: TBlogSlug;
  page: TContentPage;
}

/** Loads the article of /blog/:slug (null for an unknown slug: the 404 page). */
export async function loadBlogArticleRoute(slug: string | undefined): Promise<TArticleData | null> {
  if (!isBlogSlug(slug)) return null;
  const { page } = await articleModules[slug]();
  return { slug, page };
}

/** /blog/:slug: the article, then three more to read. */
export function BlogArticleRoute() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const article = useLoaderData() as TArticleData | null;
  if (!article) return <NotFoundPage />;
  const { slug, page } = article;
  const others = BLOG_ARTICLE_SLUGS.filter((other) => other !== slug);
  const start = BLOG_ARTICLE_SLUGS.indexOf(slug) % others.length;
  const more = [0, 1, 2].map((offset) => others[(start + offset) % others.length]!);
  return (
    <>
      <ContentPage
        page={page}
        eyebrow={
          <Link to={localized("/blog")} className="blog-back">
            <span aria-hidden="true">← </span>
            {intl.formatMessage(blogIndexMessages.back)}
          </Link>
        }
      />
      <aside className="container blog-more" aria-labelledby="blog-more-heading">
        <h2 id="blog-more-heading">{intl.formatMessage(blogIndexMessages.more)}</h2>
        <div className="blog-grid">
          {more.map((other) => (
            <BlogArticleCard key={other} slug={other} headingLevel={3} />
          ))}
        </div>
      </aside>
    </>
  );
}
