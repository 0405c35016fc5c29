import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { FieldMessagesProvider } from "../fields/FieldMessagesProvider.tsx";
import { preloadFieldInputs } from "../fields/fieldInputs.ts";
import { formViewMessages } from "../fields/fieldMessages.ts";
import { useFieldMessages } from "../fields/useFieldMessages.ts";
import { FormScreen, type TSubmitOutcome } from "./FormScreen.tsx";
import { LoadFailedPage } from "./LoadFailedPage.tsx";
import { loadPublicCatalogue, localeDirection, type TPublicCatalogue } from "./publicCatalogue.ts";
import { loadForm, type TExpiredBy, type TLoadResult, type TPublicForm } from "./publicApi.ts";
import { footerMessages, loadingMessages } from "./publicMessages.ts";

// Only locked forms need the gate: it loads while their catalogue does (fetchForm). So do the
// closed and not-found pages, kept off the initial script of every visitor.
const loadPasswordGate = () => import("./PasswordGate.tsx").then((m) => ({ default: m.PasswordGate }));
const PasswordGate = lazy(loadPasswordGate);
const loadClosedPage = () => import("./ClosedPage.tsx").then((m) => ({ default: m.ClosedPage }));
const ClosedPage = lazy(loadClosedPage);
const loadNotFoundPage = () => import("./NotFoundPage.tsx").then((m) => ({ default: m.NotFoundPage }));
const NotFoundPage = lazy(loadNotFoundPage);

/** What the first request brought: the form (or why there is none) and its locale's catalogue. */
export interface TInitialLoad {
  result: TLoadResult;
  catalogue: TPublicCatalogue;
}

type TScreen =
  | { kind: "loading" }
  | { kind: "failed"; retrying: boolean }
  | { kind: "notFound" }
  | { kind: "closed"; expiredBy: TExpiredBy; form: TPublicForm | null; late: boolean }
  | { kind: "gate"; form: TPublicForm; error: "expired" | null }
  | { kind: "form"; form: TPublicForm; password: string | null };

function screenOf(result: TLoadResult): TScreen {
  switch (result.kind) {
    case "form":
      return { kind: "form", form: result.form, password: null };
    case "locked":
      return { kind: "gate", form: result.form, error: null };
    case "closed":
      return { kind: "closed", expiredBy: result.expiredBy, form: null, late: false };
    case "notFound":
      return { kind: "notFound" };
    default:
      // A 401 without a password cannot happen; treat it like any failure.
      return { kind: "failed", retrying: false };
  }
}

/** Language, direction, tab title and consented trackers of the shown form. */
function useDocumentForForm(form: TPublicForm | null) {
  const { format } = useFieldMessages();
  useEffect(() => {
    if (!form) return;
    const locale = form.locale || "en";
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
    document.title = form.title.trim() || format(formViewMessages.untitled);
  }, [form, format]);

  const qrId = form?.qrId;
  useEffect(() => {
    if (!form || !(form.googleTagManagerContainerId || form.googleGA4Id || form.facebookPixel)) return;
    // Only forms with tracking ids load the consent and tracker modules.
    void Promise.all([import("../consent/consent.ts"), import("../consent/trackers.ts")]).then(([consent, { loadTrackers }]) =>
      loadTrackers(form, consent.parseConsent(consent.readCookie(document.cookie, consent.CONSENT_COOKIE))),
    );
    // Once per form.
  }, [qrId]);
}

interface PublicFormAppProps {
  qrId: string;
  path: string;
  initial: Promise<TInitialLoad>;
}

/** The public form page /{qrId}: the form, or its password gate, closed page or 404. */
export function PublicFormApp({ qrId, path, initial }: PublicFormAppProps) {
  const [screen, setScreen] = useState<TScreen>({ kind: "loading" });
  const [catalogue, setCatalogue] = useState<TPublicCatalogue>({});
  const [locale, setLocale] = useState("en");

  const apply = useCallback((load: TInitialLoad) => {
    const form = load.result.kind === "form" || load.result.kind === "locked" ? load.result.form : null;
    setLocale(form?.locale || "en");
    setCatalogue(load.catalogue);
    setScreen(screenOf(load.result));
  }, []);

  useEffect(() => {
    let live = true;
    void initial.then((load) => live && apply(load));
    return () => {
      live = false;
    };
  }, [initial, apply]);

  const retry = async () => {
    setScreen({ kind: "failed", retrying: true });
    apply(await fetchForm(qrId, false));
  };

  const unlock = async (form: TPublicForm, password: string): Promise<"wrong" | "tooMany" | null> => {
    const result = await loadForm(qrId, { countScan: false, password });
    if (result.kind === "wrongPassword") return "wrong";
    if (result.kind === "tooMany") return "tooMany";
    if (result.kind === "form") {
      await preloadFieldInputs(result.form.fields);
      setScreen({ kind: "form", form: result.form, password });
    } else if (result.kind === "closed") setScreen({ kind: "closed", expiredBy: result.expiredBy, form, late: true });
    else setScreen(screenOf(result));
    return null;
  };

  const leave = (form: TPublicForm, outcome: TSubmitOutcome) => {
    if (outcome.kind === "wrongPassword") setScreen({ kind: "gate", form, error: "expired" });
    else if (outcome.kind === "closed") setScreen({ kind: "closed", expiredBy: outcome.expiredBy, form, late: true });
    else setScreen({ kind: "notFound" });
  };

  const shownForm = screen.kind === "form" || screen.kind === "gate" ? screen.form : screen.kind === "closed" ? screen.form : null;

  return (
    <FieldMessagesProvider locale={locale} messages={catalogue}>
      <DocumentForForm form={shownForm} />
      <main className="pf-main" aria-busy={screen.kind === "loading" || undefined}>
        {screen.kind === "loading" && <Loading />}
        {screen.kind === "failed" && <LoadFailedPage onRetry={() => void retry()} retrying={screen.retrying} />}
        <Suspense fallback={<Loading />}>
          {screen.kind === "notFound" && <NotFoundPage path={path} />}
          {screen.kind === "closed" && <ClosedPage expiredBy={screen.expiredBy} form={screen.form} focusHeading={screen.late} />}
          {screen.kind === "gate" && (
            <PasswordGate key={screen.error ?? "gate"} form={screen.form} initialError={screen.error} onUnlock={(password) => unlock(screen.form, password)} />
          )}
        </Suspense>
        {screen.kind === "form" && (
          <FormScreen form={screen.form} password={screen.password} onLeave={(outcome) => leave(screen.form, outcome)} />
        )}
      </main>
      {screen.kind !== "loading" && <Footer />}
    </FieldMessagesProvider>
  );
}

function DocumentForForm({ form }: { form: TPublicForm | null }) {
  useDocumentForForm(form);
  return null;
}

function Loading() {
  const { format } = useFieldMessages();
  return (
    <div className="pf-loading" role="status">
      <span className="fq-spinner pf-loading-spinner" aria-hidden="true" />
      <span className="fq-sr">{format(loadingMessages.loading)}</span>
    </div>
  );
}

function Footer() {
  const { format } = useFieldMessages();
  return (
    <footer className="pf-footer">
      <a href="/">{format(footerMessages.madeWith)}</a>
    </footer>
  );
}

/** The form and, for a translated locale, its catalogue (fetched before the form shows: no flash of English). */
export async function fetchForm(qrId: string, countScan: boolean): Promise<TInitialLoad> {
  const result = await loadForm(qrId, { countScan });
  // What the page will show loads while the catalogue does, before React renders it: the form's
  // on-demand inputs are awaited, so it appears whole and nothing moves under a tap afterwards.
  const inputs = result.kind === "form" ? preloadFieldInputs(result.form.fields) : null;
  if (result.kind === "locked") void loadPasswordGate();
  else if (result.kind === "closed") void loadClosedPage();
  else if (result.kind === "notFound") void loadNotFoundPage();
  const locale = result.kind === "form" || result.kind === "locked" ? result.form.locale : null;
  const [catalogue] = await Promise.all([loadPublicCatalogue(locale), inputs]);
  return { result, catalogue };
}
