import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { CONSENT_COOKIE, parseConsent, readCookie, saveConsent, type TConsent } from "../../consent/consent.ts";
import { loadTrackers, type TTrackingIds } from "../../consent/trackers.ts";
import { CookieBanner } from "./CookieBanner.tsx";
import { CookieSettingsDialog } from "./CookieSettingsDialog.tsx";
import "./cookieConsent.css";

interface TCookieConsentApi {
  /** The visitor's choice, or null before they made one. */
  consent: TConsent | null;
  /** The footer's Cookie Settings. */
  openSettings: () => void;
}

const CookieConsentContext = createContext<TCookieConsentApi | null>(null);

export function useCookieConsent(): TCookieConsentApi {
  const api = useContext(CookieConsentContext);
  if (!api) throw new Error("useCookieConsent must be used inside <CookieConsentProvider>");
  return api;
}

function storedConsent(): TConsent | null {
  const value = readCookie(document.cookie, CONSENT_COOKIE);
  return value ? parseConsent(value) : null;
}

/**
 * SPEC.md §4 cookie consent for the whole site: the banner until the visitor chooses, the settings
 * dialog, and the site's own trackers loaded only for the categories granted (a narrower choice
 * clears the non-essential cookies; trackers already running stop at the next page load).
 */
export function CookieConsentProvider({ trackers, children }: { trackers: TTrackingIds; children: ReactNode }) {
  const [consent, setConsent] = useState<TConsent | null>(storedConsent);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (consent) loadTrackers(trackers, consent);
  }, [consent, trackers]);

  const choose = useCallback((choice: TConsent) => {
    saveConsent(choice);
    setConsent(choice);
    setSettingsOpen(false);
  }, []);

  const api = useMemo(() => ({ consent, openSettings: () => setSettingsOpen(true) }), [consent]);
  return (
    <CookieConsentContext value={api}>
      {children}
      {consent === null && !settingsOpen && <CookieBanner onChoose={choose} onCustomize={() => setSettingsOpen(true)} />}
      <CookieSettingsDialog open={settingsOpen} initial={consent} onSave={choose} onClose={() => setSettingsOpen(false)} />
    </CookieConsentContext>
  );
}
