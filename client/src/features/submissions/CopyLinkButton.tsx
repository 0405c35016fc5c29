import { useState } from "react";
import { FormattedMessage } from "react-intl";

/** Copies a text to the clipboard and says so for a moment; falls back to an explanation. */
export function CopyLinkButton({ text, className = "btn btn-secondary" }: { text: string; className?: string }) {
  const [state, setState] = useState<"idle" | "done" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("done");
      window.setTimeout(() => setState("idle"), 2000);
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        {state === "done" ? (
          <FormattedMessage id="submissions.copyLinkButton.copied" defaultMessage="Copied" description="Copy button right after copying" />
        ) : (
          <FormattedMessage id="submissions.copyLinkButton.copy" defaultMessage="Copy" description="Button that copies a link or token to the clipboard" />
        )}
      </button>
      <span className="visually-hidden" role="status">
        {state === "done" && <FormattedMessage id="submissions.copyLinkButton.copiedNote" defaultMessage="Copied to the clipboard." description="Screen reader status after copying" />}
      </span>
      {state === "failed" && (
        <p className="field-hint copy-failed">
          <FormattedMessage id="submissions.copyLinkButton.failed" defaultMessage="Copying is blocked here: select the text and press Ctrl+C (⌘C)." description="Shown when the clipboard is not available" />
        </p>
      )}
    </>
  );
}
