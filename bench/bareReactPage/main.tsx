// The baseline of bench/publicPageWeight.ts: React rendering one paragraph, nothing else.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <p>Hello</p>
  </StrictMode>,
);
