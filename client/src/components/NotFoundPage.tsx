import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { useLocalizedPath } from "../i18n/localePath.ts";
import { PageTitle } from "./PageTitle.tsx";

/** SPEC.md §8: unknown routes read 'Page not found: {fullPath}'. */
export function NotFoundPage() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { pathname, search, hash } = useLocation();
  return (
    <div className="status-page container">
      <PageTitle
        title={intl.formatMessage({ id: "components.notFoundPage.title", defaultMessage: "Page not found", description: "Browser tab title of the 404 page" })}
      />
      <p className="status-code" aria-hidden="true">404</p>
      <h1>
        <FormattedMessage
          id="components.notFoundPage.heading"
          defaultMessage="Page not found: {path}"
          description="Heading of the 404 page; {path} is the address that was requested"
          values={{ path: `${pathname}${search}${hash}` }}
        />
      </h1>
      <p className="muted">
        <FormattedMessage
          id="components.notFoundPage.body"
          defaultMessage="The link may be broken or the page may have moved."
          description="Explanation under the 404 heading"
        />
      </p>
      <Link to={localized("/")} className="btn btn-primary">
        <FormattedMessage id="components.notFoundPage.home" defaultMessage="Go to home page" description="Button on the 404 page back to the home page" />
      </Link>
    </div>
  );
}
