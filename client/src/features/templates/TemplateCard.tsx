import { useId, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import type { TemplateCard_template$key } from "./__generated__/TemplateCard_template.graphql.ts";
import { FavoriteToggle } from "./FavoriteToggle.tsx";
import { templatePaths } from "./templatePaths.ts";
import { TemplatePreview } from "./TemplatePreview.tsx";

interface TemplateCardProps {
  template: TemplateCard_template$key;
  /** Favorites need a session: signed-out visitors see no heart. */
  signedIn: boolean;
  /** Extra actions under the card (e.g. delete on My templates). */
  actions?: ReactNode;
  /** The title's level: 2 in a gallery under the page's h1, 3 under a section's h2 (home). */
  headingLevel?: 2 | 3;
}

/** A template in a gallery: preview, title, category, 'New' for 30 days, favorite heart. */
export function TemplateCard({ template, signedIn, actions, headingLevel = 2 }: TemplateCardProps) {
  const data = useFragment(
    graphql`
      fragment TemplateCard_template on FormTemplate {
        id
        slug
        title
        description
        isNew
        isFavorite
        fieldCount
        previewLabels(first: 4)
        headerColor
        buttonColor
        backgroundType
        backgroundColor1
        backgroundColor2
        category {
          name
        }
      }
    `,
    template,
  );
  const localized = useLocalizedPath();
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className="template-card" aria-labelledby={titleId}>
      <Link to={localized(templatePaths.template(data.slug))} className="template-card-link">
        <TemplatePreview
          title={data.title}
          labels={data.previewLabels}
          headerColor={data.headerColor}
          buttonColor={data.buttonColor}
          backgroundType={data.backgroundType}
          backgroundColor1={data.backgroundColor1}
          backgroundColor2={data.backgroundColor2}
        />
        <div className="template-card-text">
          <Heading id={titleId} className="template-card-title">
            {data.title}
            {data.isNew && (
              <span className="badge badge-new">
                <FormattedMessage id="templates.templateCard.new" defaultMessage="New" description="Badge on a template added in the last 30 days" />
              </span>
            )}
          </Heading>
          {data.description && <p className="template-card-description">{data.description}</p>}
          <p className="template-card-meta">
            {data.category?.name && <span>{data.category.name}</span>}
            <span>
              <FormattedMessage
                id="templates.templateCard.questions"
                defaultMessage="{count, plural, one {# question} other {# questions}}"
                description="How many questions (fields) a template has, on its card"
                values={{ count: data.fieldCount }}
              />
            </span>
          </p>
        </div>
      </Link>
      {signedIn && (
        <div className="template-card-favorite">
          <FavoriteToggle templateId={data.id} isFavorite={data.isFavorite} title={data.title} />
        </div>
      )}
      {actions && <div className="template-card-actions">{actions}</div>}
    </article>
  );
}
