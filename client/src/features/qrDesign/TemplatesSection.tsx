import { useCallback, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button.tsx";
import { QR_DESIGN_TEMPLATES, type TQrDesignTemplate } from "../../../../shared/qr/qrDesignTemplates.ts";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { QrTile } from "./QrTile.tsx";
import { templateMessages } from "./qrChoiceMessages.ts";
import { useGridKeyboardNav } from "./useGridKeyboardNav.ts";

interface TemplatesSectionProps {
  options: TQrOptions;
  templateId: string | null;
  onApplyTemplate: (templateId: string | null) => void;
}

/** The options a template tile shows: the form's current design with the template on top. */
function templateOptions(options: TQrOptions, template: TQrDesignTemplate): TQrOptions {
  return { ...options, ...template.config } as TQrOptions;
}

/**
 * The built-in design templates as toggle buttons (the applied one is pressed). One tab
 * stop; arrow keys move between templates, Enter or Space applies one, pressing the
 * applied template again clears it.
 */
export function TemplatesSection({ options, templateId, onApplyTemplate }: TemplatesSectionProps) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const appliedIndex = QR_DESIGN_TEMPLATES.findIndex((t) => t.id === templateId);
  const [focusIndex, setFocusIndex] = useState(Math.max(0, appliedIndex));
  const onMove = useCallback((index: number) => setFocusIndex(index), []);
  const { itemRef, onKeyDown, focusItem } = useGridKeyboardNav(QR_DESIGN_TEMPLATES.length, onMove);
  const applied = appliedIndex >= 0 ? QR_DESIGN_TEMPLATES[appliedIndex]! : null;
  const clear = () => {
    onApplyTemplate(null);
    // The button goes away with the template: keep focus on the tile that was applied.
    setFocusIndex(appliedIndex);
    focusItem(appliedIndex);
  };
  const name = (template: TQrDesignTemplate) => {
    const message = templateMessages[template.id];
    return message ? intl.formatMessage(message) : template.name;
  };

  return (
    <div className="qr-stack">
      <p id={hintId} className="field-hint">
        <FormattedMessage
          id="qrDesign.templatesSection.hint"
          defaultMessage="Start from a ready-made design, then adjust it in the sections below."
          description="Help text above the grid of QR design templates"
        />
      </p>
      <div id={labelId} className="visually-hidden">
        <FormattedMessage id="qrDesign.templatesSection.groupLabel" defaultMessage="Design templates" description="Accessible name of the group of QR design template buttons" />
      </div>
      <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="qr-choices qr-choices-tiles qr-choices-templates">
        {QR_DESIGN_TEMPLATES.map((template, index) => {
          const pressed = index === appliedIndex;
          return (
            <button
              key={template.id}
              ref={itemRef(index)}
              type="button"
              aria-pressed={pressed}
              tabIndex={index === focusIndex ? 0 : -1}
              className="qr-choice"
              onFocus={() => setFocusIndex(index)}
              onClick={() => onApplyTemplate(pressed ? null : template.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <QrTile options={templateOptions(options, template)} />
              <span className="qr-choice-label">{name(template)}</span>
              <span className="qr-choice-check" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {applied && (
        <div className="qr-applied">
          <span className="qr-applied-text">
            <FormattedMessage
              id="qrDesign.templatesSection.applied"
              defaultMessage="Template applied: {name}"
              description="Line under the template grid; {name} is the applied QR design template"
              values={{ name: <strong>{name(applied)}</strong> }}
            />
          </span>
          <Button variant="secondary" className="qr-applied-clear" onClick={clear}>
            <FormattedMessage id="qrDesign.templatesSection.clear" defaultMessage="Clear template" description="Button that removes the applied QR design template and restores the previous design" />
          </Button>
        </div>
      )}
    </div>
  );
}
