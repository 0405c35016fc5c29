import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../components/EmptyState.tsx";
import { Page } from "../../components/Page.tsx";

/** /form: the destination after signing in. Lists the user's forms (none can exist yet). */
export function FormListRoute() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({ id: "forms.formListRoute.title", defaultMessage: "Forms", description: "Title of the form list page" })}
      heading={<FormattedMessage id="forms.formListRoute.heading" defaultMessage="Your forms" description="Heading of the form list page" />}
      description={
        <FormattedMessage
          id="forms.formListRoute.description"
          defaultMessage="Every form you create appears here with its QR code and short link."
          description="Text under the form list heading"
        />
      }
    >
      <EmptyState
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <rect x="4" y="3" width="16" height="18" rx="2" />
            <path d="M8 8h8M8 12h8M8 16h5" />
          </svg>
        }
        title={<FormattedMessage id="forms.formListRoute.emptyTitle" defaultMessage="You have no forms yet" description="Empty state of the form list" />}>
        <p>
          <FormattedMessage
            id="forms.formListRoute.emptyBody"
            defaultMessage="The form builder is on its way. As soon as it arrives, you can create your first form and its QR code right here."
            description="Explanation under the form list's empty state"
          />
        </p>
      </EmptyState>
    </Page>
  );
}
