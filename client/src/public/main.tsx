// Entry of the light public form page /{qrId} (client/public.html): React, the field inputs and
// the shared validation; no Relay, router or react-intl. The form is requested before React
// renders, so the fetch overlaps the script's start-up.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { fetchForm, PublicFormApp } from "./PublicFormApp.tsx";
import { qrIdFromPath, sessionStore, takeScan } from "./publicApi.ts";
import "./public.css";

const qrId = qrIdFromPath(window.location.pathname) ?? "";
// scan=1 only on the first load in this browser session (not on reloads or retries).
const initial = fetchForm(qrId, takeScan(sessionStore(), qrId));

const container = document.getElementById("root");
if (!container) throw new Error("public.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <PublicFormApp qrId={qrId} path={window.location.pathname} initial={initial} />
  </StrictMode>,
);
