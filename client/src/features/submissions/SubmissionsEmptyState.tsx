import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { QrThumbnail } from "../forms/QrThumbnail.tsx";
import { CopyLinkButton } from "./CopyLinkButton.tsx";

interface SubmissionsEmptyStateProps {
  title: string;
  shortUrl: string;
  qrImageUrl: string | null;
  qrSVGUrl: string | null;
}

/** No answers yet: how to get some — the short link to share and the QR code to print. */
export function SubmissionsEmptyState({ title, shortUrl, qrImageUrl, qrSVGUrl }: SubmissionsEmptyStateProps) {
  const linkId = useId();
  return (
    <section className="card submissions-empty">
      <div className="submissions-empty-qr">
        <QrThumbnail imageUrl={qrImageUrl} svgUrl={qrSVGUrl} title={title} />
      </div>
      <div className="submissions-empty-body">
        <h2>
          <FormattedMessage id="submissions.emptyState.title" defaultMessage="No submissions yet" description="Empty state of the submissions page" />
        </h2>
        <p className="muted">
          <FormattedMessage
            id="submissions.emptyState.body"
            defaultMessage="Share the link or print the QR code: every answer appears here as soon as it is sent."
            description="Explanation in the empty state of the submissions page"
          />
        </p>
        <label className="field-label" htmlFor={linkId}>
          <FormattedMessage id="submissions.emptyState.linkLabel" defaultMessage="Link to your form" description="Label of the short link in the submissions empty state" />
        </label>
        <div className="submissions-share-row">
          <input id={linkId} className="input" value={shortUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
          <CopyLinkButton text={shortUrl} className="btn btn-primary" />
        </div>
      </div>
    </section>
  );
}
