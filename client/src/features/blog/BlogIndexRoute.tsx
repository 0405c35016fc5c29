import { FormattedDate, useIntl } from "react-intl";
import { Link } from "react-router";
import { BLOG_ARTICLE_SLUGS } from "../../../../shared/sitePaths.ts";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { blogArticles, blogIndexMessages, type TBlogSlug } from "./blogArticles.ts";
import "./blog.css";

/** One article in a list: title, summary, date and reading time. */
export function BlogArticleCard({ slug, headingLevel = 2 }: { slug: TBlogSlug; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const article = blogArticles[slug];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="blog-card">
      <p className="blog-card-meta">
        <FormattedDate value={new Date(`${article.published}T00:00:00Z`)} dateStyle="medium" timeZone="UTC" />
        <span aria-hidden="true"> · </span>
        {intl.formatMessage(blogIndexMessages.minutes, { minutes: article.readingMinutes })}
      </p>
      <Heading className="blog-card-title">
        <Link to={localized(`/blog/${slug}`)}>{intl.formatMessage(article.title)}</Link>
      </Heading>
      <p className="blog-card-summary">{intl.formatMessage(article.summary)}</p>
    </article>
  );
}

/** /blog: every article, newest first. */
export function BlogIndexRoute() {
  const intl = useIntl();
  const newestFirst = [...BLOG_ARTICLE_SLUGS].sort((a, b) => blogArticles[b].published.localeCompare(blogArticles[a].published));
  const title = intl.formatMessage(blogIndexMessages.title);
  return (
    <div className="container blog-index">
      <PageTitle title={title} />
      <header className="pages-header">
        <h1>{title}</h1>
        <p className="lead">{intl.formatMessage(blogIndexMessages.intro)}</p>
      </header>
      <div className="blog-grid">
        {newestFirst.map((slug) => (
          <BlogArticleCard key={slug} slug={slug} />
        ))}
      </div>
    </div>
  );
}
