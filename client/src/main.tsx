// The base stylesheet first: feature stylesheets, imported by their components, win ties.
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { createBrowserRouter, RouterProvider } from "react-router";
import { GlobalLoadingProvider } from "./components/GlobalLoading.tsx";
import { ToastProvider } from "./components/Toasts.tsx";
import { watchChunkErrors } from "./features/app/buildUpdates.ts";
import { loadCatalogue } from "./i18n/catalogues.ts";
import { I18nProvider } from "./i18n/I18nProvider.tsx";
import { localeDirection, localeOfPath } from "./i18n/locales.ts";
import { localeCookie, preferredLocation } from "./i18n/pageLocale.ts";
import { environment } from "./relay/environment.ts";
import { routes } from "./routes.tsx";

watchChunkErrors();

async function start() {
  // SPEC.md §4: an unprefixed (English) address sends visitors who chose, or whose browser
  // speaks, another language to that language's address.
  const preferred = preferredLocation(window.location, document.cookie, navigator.languages);
  if (preferred) {
    window.location.replace(preferred);
    return;
  }
  const locale = localeOfPath(window.location.pathname);
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  // A prefixed address is a choice too: it is remembered for unprefixed visits.
  if (locale !== "en") document.cookie = localeCookie(locale);
  const messages = await loadCatalogue(locale);

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <I18nProvider locale={locale} messages={messages}>
          <ToastProvider>
            <GlobalLoadingProvider>
              <RouterProvider router={createBrowserRouter(routes)} />
            </GlobalLoadingProvider>
          </ToastProvider>
        </I18nProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}

void start();
