import { useId, useState, type ReactNode } from "react";
import { EditorIcon, type TEditorIconName } from "../../fields/editor/EditorIcon.tsx";

interface SettingsSectionProps {
  title: ReactNode;
  icon: TEditorIconName;
  /** Shown next to the title, e.g. the current choice. */
  summary?: ReactNode;
  defaultOpen?: boolean;
  /** A setting inside was rejected: the section opens and is marked. */
  invalid?: boolean;
  children: ReactNode;
}

/** A collapsible group of form settings (a WAI-ARIA disclosure). */
export function SettingsSection({ title, icon, summary, defaultOpen = false, invalid = false, children }: SettingsSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const expanded = open || invalid;
  return (
    <section className={["settings-section", expanded && "settings-section-open", invalid && "settings-section-invalid"].filter(Boolean).join(" ")}>
      <h3 className="settings-section-heading">
        <button type="button" id={`${id}-button`} className="settings-section-toggle" aria-expanded={expanded} aria-controls={`${id}-body`} onClick={() => setOpen(!expanded)}>
          <span className="settings-section-icon" aria-hidden="true">
            <EditorIcon name={invalid ? "alert" : icon} size={16} />
          </span>
          <span className="settings-section-title">{title}</span>
          {summary && <span className="settings-section-summary">{summary}</span>}
          <span className="settings-section-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-body`} role="region" aria-labelledby={`${id}-button`} className="settings-section-body" hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
