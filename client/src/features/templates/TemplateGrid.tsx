import type { ReactNode } from "react";

/** The responsive grid of template cards. */
export function TemplateGrid({ children }: { children: ReactNode }) {
  return <div className="template-grid">{children}</div>;
}
