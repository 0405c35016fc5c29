import { useDeferredValue, useState } from "react";
import { useIntl } from "react-intl";
import { findQrDesignTemplate } from "../../../../shared/qr/qrDesignTemplates.ts";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { ColorsSection } from "./ColorsSection.tsx";
import { EyesSection } from "./EyesSection.tsx";
import { FrameSection } from "./FrameSection.tsx";
import { LogoSection } from "./LogoSection.tsx";
import { PanelSection } from "./PanelSection.tsx";
import { PatternSection } from "./PatternSection.tsx";
import { eyeInnerMessages, eyeOuterMessages, frameMessages, patternMessages, templateMessages } from "./qrChoiceMessages.ts";
import { sectionIcons } from "./sectionIcons.tsx";
import { TemplatesSection } from "./TemplatesSection.tsx";
import { useLogoUpload } from "./useLogoUpload.ts";
import "./qrDesign.css";

interface QrCustomizePanelProps {
  /**
   * What the code encodes (the form's short URL). The small previews deliberately encode a
   * fixed sample of the same kind instead, so they are shared and cached across forms.
   */
  data: string;
  /** Current options, all fields present. */
  options: TQrOptions;
  /** Applied design template id, or null. */
  templateId: string | null;
  /** One or more options changed. */
  onChange: (patch: Partial<TQrOptions>) => void;
  /** null clears the template (the server restores the previous values). */
  onApplyTemplate: (templateId: string | null) => void;
  /** Uploads the file and resolves to the URL to store in options.logo. */
  onUploadLogo: (file: File) => Promise<string>;
}

type TSectionId = "templates" | "pattern" | "eyes" | "colors" | "logo" | "frame";

/**
 * The QR design controls as an accordion with one section open at a time. Only the open
 * section renders its previews, and those follow a deferred copy of the options, so the
 * editor stays responsive while the user types or drags a colour.
 */
export function QrCustomizePanel({ options, templateId, onChange, onApplyTemplate, onUploadLogo }: QrCustomizePanelProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<TSectionId | null>("templates");
  const tileOptions = useDeferredValue(options);
  const logoUpload = useLogoUpload(onUploadLogo, onChange);
  const toggle = (id: TSectionId) => () => setOpen((current) => (current === id ? null : id));

  const template = templateId ? findQrDesignTemplate(templateId) : undefined;
  const templateMessage = template ? templateMessages[template.id] : undefined;
  const summaries: Record<TSectionId, string> = {
    templates: template
      ? templateMessage
        ? intl.formatMessage(templateMessage)
        : template.name
      : intl.formatMessage({ id: "qrDesign.qrCustomizePanel.noTemplate", defaultMessage: "None", description: "Summary of the templates section when no QR design template is applied" }),
    pattern: intl.formatMessage(patternMessages[options.qrData]),
    eyes: intl.formatMessage(
      { id: "qrDesign.qrCustomizePanel.eyesSummary", defaultMessage: "{outer} · {inner}", description: "Summary of the eyes section: outer frame shape and centre shape" },
      { outer: intl.formatMessage(eyeOuterMessages[options.eye_outer]), inner: intl.formatMessage(eyeInnerMessages[options.eye_inner]) },
    ),
    colors: options.gradient
      ? intl.formatMessage({ id: "qrDesign.qrCustomizePanel.gradientSummary", defaultMessage: "Gradient", description: "Summary of the colours section when the QR code uses a gradient" })
      : intl.formatMessage({ id: "qrDesign.qrCustomizePanel.solidSummary", defaultMessage: "Solid", description: "Summary of the colours section when the QR code uses one colour" }),
    logo: options.logo
      ? intl.formatMessage({ id: "qrDesign.qrCustomizePanel.logoSummary", defaultMessage: "Added", description: "Summary of the logo section when the QR code has a logo" })
      : intl.formatMessage({ id: "qrDesign.qrCustomizePanel.noLogoSummary", defaultMessage: "None", description: "Summary of the logo section when the QR code has no logo" }),
    frame: intl.formatMessage(frameMessages[options.frame]),
  };

  return (
    <div className="qr-panel">
      <PanelSection
        title={intl.formatMessage({ id: "qrDesign.qrCustomizePanel.templates", defaultMessage: "Design templates", description: "Title of the QR design templates section" })}
        summary={summaries.templates}
        icon={sectionIcons.templates}
        open={open === "templates"}
        onToggle={toggle("templates")}
      >
        <TemplatesSection options={tileOptions} templateId={templateId} onApplyTemplate={onApplyTemplate} />
      </PanelSection>
      <PanelSection
        title={intl.formatMessage({ id: "qrDesign.qrCustomizePanel.pattern", defaultMessage: "Pattern", description: "Title of the QR module style section" })}
        summary={summaries.pattern}
        icon={sectionIcons.pattern}
        open={open === "pattern"}
        onToggle={toggle("pattern")}
      >
        <PatternSection options={options} tileOptions={tileOptions} onChange={onChange} />
      </PanelSection>
      <PanelSection
        title={intl.formatMessage({ id: "qrDesign.qrCustomizePanel.eyes", defaultMessage: "Eyes", description: "Title of the section for the QR code's three corner markers" })}
        summary={summaries.eyes}
        icon={sectionIcons.eyes}
        open={open === "eyes"}
        onToggle={toggle("eyes")}
      >
        <EyesSection options={options} tileOptions={tileOptions} onChange={onChange} />
      </PanelSection>
      <PanelSection
        title={intl.formatMessage({ id: "qrDesign.qrCustomizePanel.colors", defaultMessage: "Colours", description: "Title of the QR colour section" })}
        summary={summaries.colors}
        icon={sectionIcons.colors}
        open={open === "colors"}
        onToggle={toggle("colors")}
      >
        <ColorsSection options={options} onChange={onChange} />
      </PanelSection>
      <PanelSection
        title={intl.formatMessage({ id: "qrDesign.qrCustomizePanel.logo", defaultMessage: "Logo", description: "Title of the QR logo section" })}
        summary={logoUpload.uploading ? intl.formatMessage({ id: "qrDesign.qrCustomizePanel.uploadingSummary", defaultMessage: "Uploading…", description: "Summary of the logo section while a logo uploads" }) : summaries.logo}
        icon={sectionIcons.logo}
        open={open === "logo"}
        onToggle={toggle("logo")}
      >
        <LogoSection
          logo={options.logo}
          uploading={logoUpload.uploading}
          error={logoUpload.error}
          onUpload={(file) => void logoUpload.upload(file)}
          onRemove={() => {
            logoUpload.clearError();
            onChange({ logo: "" });
          }}
        />
      </PanelSection>
      <PanelSection
        title={intl.formatMessage({ id: "qrDesign.qrCustomizePanel.frame", defaultMessage: "Frame", description: "Title of the QR frame section" })}
        summary={summaries.frame}
        icon={sectionIcons.frame}
        open={open === "frame"}
        onToggle={toggle("frame")}
      >
        <FrameSection options={options} tileOptions={tileOptions} onChange={onChange} />
      </PanelSection>
    </div>
  );
}
