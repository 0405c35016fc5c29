import type { CSSProperties } from "react";

interface TemplatePreviewProps {
  title: string;
  labels: readonly string[];
  headerColor: string | null | undefined;
  buttonColor: string | null | undefined;
  backgroundType: string;
  backgroundColor1: string | null | undefined;
  backgroundColor2: string | null | undefined;
}

const hex = (value: string | null | undefined, fallback: string) => (value && /^#?[0-9a-fA-F]{6}$/.test(value) ? `#${value.replace(/^#/, "")}` : fallback);

/** A card's thumbnail: the form in miniature, in its own colours, with its first questions. */
export function TemplatePreview({ title, labels, headerColor, buttonColor, backgroundType, backgroundColor1, backgroundColor2 }: TemplatePreviewProps) {
  const page1 = hex(backgroundColor1, "#f1f5f9");
  const page2 = hex(backgroundColor2, page1);
  const style = {
    "--preview-page": backgroundType === "gradient" ? `linear-gradient(135deg, ${page1}, ${page2})` : page1,
    "--preview-header": hex(headerColor, "#15803d"),
    "--preview-button": hex(buttonColor, "#15803d"),
  } as CSSProperties;
  return (
    <div className="template-preview" style={style} aria-hidden="true">
      <div className="template-preview-form">
        <div className="template-preview-header">{title}</div>
        <div className="template-preview-body">
          {labels.map((label, index) => (
            <div key={index} className="template-preview-question">
              <span className="template-preview-label">{label}</span>
              <span className="template-preview-input" />
            </div>
          ))}
          <span className="template-preview-button" />
        </div>
      </div>
    </div>
  );
}
