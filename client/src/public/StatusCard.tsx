import { useEffect, useRef, type ReactNode } from "react";
import { formLook } from "./formLook.ts";
import type { TPublicForm } from "./publicApi.ts";

interface StatusCardProps {
  /** The form whose look (background, header band, logo, title) frames the card; null for the plain look. */
  form: TPublicForm | null;
  icon: "check" | "closed" | "lost" | "lock" | "warning";
  heading: string;
  /** Moves the keyboard focus to the heading when the card appears (a state change, not the first paint). */
  focusHeading?: boolean;
  children?: ReactNode;
}

const ICONS: Record<StatusCardProps["icon"], ReactNode> = {
  check: <path d="M20 6 9 17l-5-5" />,
  closed: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m4.9 4.9 14.2 14.2" />
    </>
  ),
  lost: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5M12 18h.01" />
    </>
  ),
};

/** A one-message page in the form's look: thank-you, closed, not found, load failure, password gate. */
export function StatusCard({ form, icon, heading, focusHeading = false, children }: StatusCardProps) {
  const look = formLook(form);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <div className="fq-view pf-view" style={look.view}>
      <section className="fq-card pf-card" aria-labelledby="pf-status-heading">
        {form && (
          <header className="fq-header pf-band" style={look.header}>
            {form.logo?.fileUrl && <img className="fq-logo" src={form.logo.fileUrl} alt="" />}
            <p className="pf-band-title">{form.title}</p>
          </header>
        )}
        <div className="pf-status">
          <span className={`pf-icon pf-icon-${icon}`} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              {ICONS[icon]}
            </svg>
          </span>
          <h1 id="pf-status-heading" className="pf-heading" ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
          {children}
        </div>
      </section>
    </div>
  );
}
