import type { ReactNode } from "react";
import { PageTitle } from "./PageTitle.tsx";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Page shell of the account screens: one centred card. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="auth-page">
      <PageTitle title={title} />
      <section className="card auth-card" aria-labelledby="auth-card-title">
        <header className="auth-card-header">
          <h1 id="auth-card-title">{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
        </header>
        {children}
      </section>
      {footer && <p className="auth-footer">{footer}</p>}
    </div>
  );
}
