import { useIntl } from "react-intl";
import { Spinner } from "./Spinner.tsx";

/** Shown while the first route data loads and as the suspense fallback. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading">
      <Spinner
        label={intl.formatMessage({
          id: "components.pageLoading.label",
          defaultMessage: "Loading…",
          description: "Screen-reader text of the spinner shown while a page loads",
        })}
      />
    </div>
  );
}
