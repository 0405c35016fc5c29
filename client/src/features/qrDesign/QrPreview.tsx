import { useDeferredValue, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { renderQrSvg } from "../../../../shared/qr/renderQrSvg.ts";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { documentBaseUrl, resolveLogoUrl } from "./resolveLogoUrl.ts";
import "./qrDesign.css";

interface QrPreviewProps {
  /** What the code encodes (the form's short link). */
  data: string;
  options: TQrOptions;
  /** Accessible name of the image, e.g. "QR code for Customer feedback". */
  label: string;
  className?: string;
}

/**
 * The live preview: the very SVG the server exports, inlined so a logo served by us (or
 * by any https host) shows. Rendering follows a deferred copy of the props, so typing in
 * the editor never waits for the redraw.
 */
export function QrPreview({ data, options, label, className }: QrPreviewProps) {
  const deferredData = useDeferredValue(data);
  const deferredOptions = useDeferredValue(options);
  const svg = useMemo(() => {
    if (!deferredData) return null;
    try {
      return renderQrSvg(deferredData, { ...deferredOptions, logo: resolveLogoUrl(deferredOptions.logo, documentBaseUrl()) });
    } catch {
      return null;
    }
  }, [deferredData, deferredOptions]);

  const classes = ["qr-preview", deferredOptions.transparentBkg && "qr-preview-transparent", className].filter(Boolean).join(" ");
  if (!svg) {
    return (
      <div className={`${classes} qr-preview-empty`} role="img" aria-label={label}>
        <p className="qr-preview-message">
          {data ? (
            <FormattedMessage
              id="qrDesign.qrPreview.tooLong"
              defaultMessage="This link is too long for a QR code."
              description="Shown instead of the QR code preview when the encoded link cannot fit in a QR code"
            />
          ) : (
            <FormattedMessage
              id="qrDesign.qrPreview.noLink"
              defaultMessage="The QR code appears here once the form has its link."
              description="Shown instead of the QR code preview before the form has a short link"
            />
          )}
        </p>
      </div>
    );
  }
  // renderQrSvg escapes every text and attribute it writes, so the markup is safe to inline.
  return <div className={classes} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
