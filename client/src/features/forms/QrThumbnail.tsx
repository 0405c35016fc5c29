import { useState } from "react";
import { useIntl } from "react-intl";

interface QrThumbnailProps {
  /** PNG of the form's QR code. */
  imageUrl: string | null;
  /** SVG of the same code, used when the PNG is missing or fails to load. */
  svgUrl: string | null;
  /** The form's display title, for the alt text. */
  title: string;
}

/** A form's QR code in a fixed square, lazily loaded, so the layout never jumps. */
export function QrThumbnail({ imageUrl, svgUrl, title }: QrThumbnailProps) {
  const intl = useIntl();
  const sources = [imageUrl, svgUrl].filter((url): url is string => Boolean(url));
  const [failed, setFailed] = useState(0);
  const src = sources[failed];
  const alt = intl.formatMessage(
    { id: "forms.qrThumbnail.alt", defaultMessage: "QR code of {title}", description: "Alt text of a form's QR code image; {title} is the form title" },
    { title },
  );
  return (
    <div className="qr-thumbnail">
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" width={160} height={160} onError={() => setFailed((n) => n + 1)} />
      ) : (
        <div className="qr-thumbnail-missing" role="img" aria-label={alt}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <rect x="3" y="3" width="7" height="7" rx="1" />
            <rect x="14" y="3" width="7" height="7" rx="1" />
            <rect x="3" y="14" width="7" height="7" rx="1" />
            <path d="M14 14h3v3M21 14v.01M14 21h.01M17 21h4v-4" />
          </svg>
        </div>
      )}
    </div>
  );
}
