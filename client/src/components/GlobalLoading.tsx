import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";

interface TGlobalLoadingApi {
  /** Runs a request with the global loading flag set (SPEC.md §4: the newsletter sets it while it runs). */
  track: <T>(work: Promise<T>) => Promise<T>;
}

const GlobalLoadingContext = createContext<TGlobalLoadingApi | null>(null);

/** The global loading flag and its thin bar at the top of the window. */
export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [running, setRunning] = useState(0);
  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await work;
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  const api = useMemo(() => ({ track }), [track]);
  return (
    <GlobalLoadingContext value={api}>
      {children}
      {running > 0 && (
        <div
          className="global-loading"
          role="progressbar"
          aria-label={intl.formatMessage({ id: "components.globalLoading.label", defaultMessage: "Loading", description: "Accessible name of the loading bar at the top of the page" })}
        />
      )}
    </GlobalLoadingContext>
  );
}

export function useGlobalLoading(): TGlobalLoadingApi {
  const api = useContext(GlobalLoadingContext);
  if (!api) throw new Error("useGlobalLoading must be used inside <GlobalLoadingProvider>");
  return api;
}
