import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../components/EmptyState.tsx";
import { Page } from "../../components/Page.tsx";

/** /manage: Manage Forms (starring, pausing, deleting) once forms exist. */
export function ManageRoute() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({ id: "manage.manageRoute.title", defaultMessage: "Manage Forms", description: "Title of the Manage Forms page" })}
      description={
        <FormattedMessage
          id="manage.manageRoute.description"
          defaultMessage="Star, pause or delete your forms and keep an eye on their QR codes."
          description="Text under the Manage Forms heading"
        />
      }
    >
      <EmptyState
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 6h10M4 12h16M4 18h10" />
            <circle cx="18" cy="6" r="2" />
            <circle cx="18" cy="18" r="2" />
          </svg>
        }
        title={<FormattedMessage id="manage.manageRoute.emptyTitle" defaultMessage="You have no forms yet" description="Empty state of the Manage Forms page" />}>
        <p>
          <FormattedMessage
            id="manage.manageRoute.emptyBody"
            defaultMessage="There is nothing to manage yet. Your forms will be listed here once you have created them."
            description="Explanation under the Manage Forms empty state"
          />
        </p>
      </EmptyState>
    </Page>
  );
}
