import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button.tsx";

/** Search or filter left nothing to show. */
export function NoMatchingForms({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="no-matches" role="status">
      <h2>
        {search ? (
          <FormattedMessage
            id="forms.noMatchingForms.titleSearch"
            defaultMessage="No forms match “{search}”"
            description="Shown when the search finds no forms; {search} is the search text"
            values={{ search }}
          />
        ) : (
          <FormattedMessage id="forms.noMatchingForms.title" defaultMessage="No forms match this filter" description="Shown when a status filter leaves no forms" />
        )}
      </h2>
      <p className="muted">
        <FormattedMessage
          id="forms.noMatchingForms.body"
          defaultMessage="Try another search or filter, or show all your forms again."
          description="Hint under the no-results message of the form list"
        />
      </p>
      <Button variant="secondary" onClick={onClear}>
        <FormattedMessage id="forms.noMatchingForms.clear" defaultMessage="Show all forms" description="Button that clears the search and filter of the form list" />
      </Button>
    </div>
  );
}
