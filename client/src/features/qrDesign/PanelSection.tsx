import { useId, type ReactNode } from "react";

interface PanelSectionProps {
  title: ReactNode;
  /** The current choice, shown next to the title while the section is closed or open. */
  summary?: ReactNode;
  icon: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One accordion section (WAI-ARIA disclosure). Its content is only mounted while open,
 * so the previews of closed sections cost nothing.
 */
export function PanelSection({ title, summary, icon, open, onToggle, children }: PanelSectionProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;
  return (
    <section className={`qr-section${open ? " qr-section-open" : ""}`}>
      <h3 className="qr-section-heading">
        <button id={buttonId} type="button" className="qr-section-toggle" aria-expanded={open} aria-controls={regionId} onClick={onToggle}>
          <span className="qr-section-icon" aria-hidden="true">
            {icon}
          </span>
          <span className="qr-section-title">{title}</span>
          {summary && (
            <>
              {/* Keeps the accessible name readable: "Pattern: Dots". */}
              <span className="visually-hidden">: </span>
              <span className="qr-section-summary">{summary}</span>
            </>
          )}
          <span className="qr-section-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={regionId} role="region" aria-labelledby={buttonId} className="qr-section-body" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
