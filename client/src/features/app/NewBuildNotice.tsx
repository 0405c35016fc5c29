import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { BUILD_CHECK_INTERVAL_MS, latestBuildId } from "./buildUpdates.ts";

/** A quiet bar offering a reload once the server runs a newer build than this page. */
export function NewBuildNotice() {
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    if (outdated) return;
    let live = true;
    const check = async () => {
      const latest = await latestBuildId();
      if (live && latest !== null && latest !== __BUILD_ID__) setOutdated(true);
    };
    const onVisible = () => document.visibilityState === "visible" && void check();
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [outdated]);

  if (!outdated) return null;
  return (
    <div className="new-build" role="status">
      <span>
        <FormattedMessage id="app.newBuildNotice.text" defaultMessage="A new version of FormQR is available." description="Bar shown when a new build of the app was deployed" />
      </span>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => window.location.reload()}>
        <FormattedMessage id="app.newBuildNotice.reload" defaultMessage="Reload" description="Button that reloads the page to get the new version" />
      </button>
    </div>
  );
}
