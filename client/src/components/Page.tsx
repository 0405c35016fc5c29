import type { ReactNode } from "react";
import { PageTitle } from "./PageTitle.tsx";

interface PageProps {
  title: string;
  /** Visible heading; defaults to the title. */
  heading?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** Page shell of the signed-in area: a heading row above the content. */
export function Page({ title, heading, description, children }: PageProps) {
  return (
    <div className="page container">
      <PageTitle title={title} />
      <header className="page-header">
        <h1>{heading ?? title}</h1>
        {description && <p className="muted">{description}</p>}
      </header>
      {children}
    </div>
  );
}
