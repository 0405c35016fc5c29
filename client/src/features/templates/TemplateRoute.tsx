import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { TFormFields } from "../../../../shared/fields/formFields.ts";
import { Button } from "../../components/Button.tsx";
import { FormTryout } from "../../components/FormTryout.tsx";
import { NotFoundPage } from "../../components/NotFoundPage.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import { errorMessage } from "../auth/payloadFailure.ts";
import { formPaths } from "../forms/formPaths.ts";
import { payloadMessage } from "../forms/payloadMessage.ts";
import type { TemplateRouteQuery } from "./__generated__/TemplateRouteQuery.graphql.ts";
import { FavoriteToggle } from "./FavoriteToggle.tsx";
import { useCreateFormFromTemplateMutation } from "./mutations/useCreateFormFromTemplateMutation.ts";
import { templatePaths } from "./templatePaths.ts";
import "./templates.css";

const query = graphql`
  query TemplateRouteQuery($slug: String!) {
    viewer {
      id
    }
    template(slug: $slug) {
      id
      slug
      title
      description
      builtIn
      isNew
      isFavorite
      fieldCount
      fields
      headerColor
      buttonColor
      backgroundType
      backgroundColor1
      backgroundColor2
      category {
        slug
        name
        parent {
          slug
          name
        }
      }
    }
  }
`;

export function loadTemplateRoute(slug: string) {
  return preloadRouteQuery<TemplateRouteQuery>(query, { slug });
}

/** /template/:slug: the form as a respondent sees it (to try), and "Use this template". */
export function TemplateRoute() {
  const { viewer, template } = usePreloadedRouteQuery<TemplateRouteQuery>(query);
  const intl = useIntl();
  const toasts = useToasts();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const [createForm, creating] = useCreateFormFromTemplateMutation();
  const resumed = useRef(false);

  const use = async () => {
    if (!template) return;
    if (!viewer) {
      // Sign up, then come back here and carry on.
      void navigate(localized(`/register?next=${encodeURIComponent(localized(`${templatePaths.template(template.slug)}?use=1`))}`));
      return;
    }
    const failed = (reason: string) =>
      toasts.error(
        intl.formatMessage(
          { id: "templates.templateRoute.useFailed", defaultMessage: "Could not create the form: {reason}", description: "Error toast when using a template failed" },
          { reason },
        ),
      );
    try {
      const { createFormFromTemplate: payload } = await createForm(template.id);
      if (payload.__typename === "FormSuccess") void navigate(localized(formPaths.edit(payload.form.qrId)), { replace: searchParams.has("use") });
      else failed(payloadMessage(payload));
    } catch (error) {
      failed(errorMessage(error));
    }
  };

  // Back from registration with ?use=1: finish what the visitor started, once.
  useEffect(() => {
    if (viewer && template && searchParams.get("use") === "1" && !resumed.current) {
      resumed.current = true;
      void use();
    }
  });

  if (!template) return <NotFoundPage />;
  const category = template.category;
  return (
    <div className="template-page container">
      <PageTitle title={template.title} />
      <nav className="breadcrumb" aria-label={intl.formatMessage({ id: "templates.templateRoute.breadcrumb", defaultMessage: "Breadcrumb", description: "Accessible name of the trail of links above a template" })}>
        <Link to={localized(templatePaths.gallery)}>
          <FormattedMessage id="templates.templateRoute.allTemplates" defaultMessage="Templates" description="First link of the breadcrumb above a template" />
        </Link>
        {category?.parent && (
          <>
            <span aria-hidden="true">›</span>
            <Link to={localized(templatePaths.category(category.parent.slug))}>{category.parent.name}</Link>
          </>
        )}
        {category && (
          <>
            <span aria-hidden="true">›</span>
            <Link to={localized(templatePaths.category(category.slug))}>{category.name}</Link>
          </>
        )}
      </nav>
      <div className="template-page-grid">
        <section className="template-page-info">
          <h1>
            {template.title}
            {template.isNew && (
              <span className="badge badge-new">
                <FormattedMessage id="templates.templateRoute.new" defaultMessage="New" description="Badge on a template added in the last 30 days" />
              </span>
            )}
          </h1>
          {template.description && <p className="lead">{template.description}</p>}
          <p className="muted">
            <FormattedMessage
              id="templates.templateRoute.questions"
              defaultMessage="{count, plural, one {# question} other {# questions}}, ready to edit: change any wording, add or remove fields, style its QR code."
              description="What a template holds and what the user can change, on the template page"
              values={{ count: template.fieldCount }}
            />
          </p>
          <div className="template-page-actions">
            <Button className="btn-large" busy={creating} onClick={() => void use()}>
              <FormattedMessage id="templates.templateRoute.use" defaultMessage="Use this template" description="Button that creates a form from the template and opens the editor" />
            </Button>
            {viewer && <FavoriteToggle templateId={template.id} isFavorite={template.isFavorite} title={template.title} large />}
          </div>
          {!viewer && (
            <p className="muted small">
              <FormattedMessage
                id="templates.templateRoute.signUpNote"
                defaultMessage="Free: you create an account, then the form opens in the editor."
                description="Note under Use this template for signed-out visitors"
              />
            </p>
          )}
        </section>
        <section
          className="template-page-preview"
          aria-label={intl.formatMessage({ id: "templates.templateRoute.preview", defaultMessage: "Preview", description: "Accessible name of the template's form preview" })}
        >
          <FormTryout
            title={template.title}
            fields={template.fields as TFormFields}
            appearance={{ headerColor: template.headerColor, buttonColor: template.buttonColor }}
            background={{
              type: template.backgroundType === "gradient" ? "gradient" : "solid",
              color1: template.backgroundColor1,
              color2: template.backgroundColor2,
            }}
            renderScreen={(form) => <div className="template-page-form">{form}</div>}
          />
        </section>
      </div>
    </div>
  );
}
