// The base stylesheet first: feature stylesheets, imported by their components, win ties.
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { createBrowserRouter, RouterProvider } from "react-router";
import { ToastProvider } from "./components/Toasts.tsx";
import { I18nProvider } from "./i18n/I18nProvider.tsx";
import { environment } from "./relay/environment.ts";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
