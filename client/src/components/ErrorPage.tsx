import { FormattedMessage, useIntl } from "react-intl";
import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { useLocalizedPath } from "../i18n/localePath.ts";
import { NetworkError } from "../relay/environment.ts";
import { BrandLogo } from "./BrandLogo.tsx";
import { PageTitle } from "./PageTitle.tsx";
import { SUPPORT_EMAIL } from "./supportContact.ts";

/** The status message of a route error response or a failed API call, if there is one. */
function statusMessage(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return error.statusText || `${error.status}`;
  if (error instanceof NetworkError) return error.message;
  return null;
}

/** SPEC.md §2 error page: every route's errorElement. */
export function ErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  const localized = useLocalizedPath();
  const fallback = intl.formatMessage({
    id: "components.errorPage.title",
    defaultMessage: "Something Went Wrong",
    description: "Heading of the error page when the error has no status message",
  });
  const title = statusMessage(error) ?? fallback;
  return (
    <div className="status-page container" role="alert">
      <PageTitle title={title} />
      <div className="status-icon" aria-hidden="true">
        <BrandLogo />
      </div>
      <h1>{title}</h1>
      <p className="muted">
        <FormattedMessage
          id="components.errorPage.body"
          defaultMessage="This page cannot be displayed right now. Please try again later or return to the homepage."
          description="Explanation on the error page"
        />
      </p>
      <p className="muted">
        <FormattedMessage
          id="components.errorPage.support"
          defaultMessage="If the problem persists, contact us at {email}."
          description="Support line on the error page; {email} is the support e-mail link"
          values={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
        />
      </p>
      {/* A full load: the error may have come from the app shell itself. */}
      <Link to={localized("/")} reloadDocument className="btn btn-primary">
        <FormattedMessage id="components.errorPage.home" defaultMessage="Go to home page" description="Button on the error page back to the home page" />
      </Link>
    </div>
  );
}
