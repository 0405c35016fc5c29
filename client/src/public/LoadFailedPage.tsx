import { useFieldMessages } from "../fields/useFieldMessages.ts";
import { failureMessages } from "./publicMessages.ts";
import { StatusCard } from "./StatusCard.tsx";

/** The form could not be fetched (offline, server error); Try again fetches it once more. */
export function LoadFailedPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { format } = useFieldMessages();
  return (
    <StatusCard form={null} icon="warning" heading={format(failureMessages.loadTitle)}>
      <p className="pf-text">{format(failureMessages.loadBody)}</p>
      <button type="button" className="fq-submit pf-button" onClick={onRetry} aria-disabled={retrying || undefined} aria-busy={retrying || undefined}>
        {retrying && <span className="fq-spinner" aria-hidden="true" />}
        <span>{format(failureMessages.retry)}</span>
      </button>
    </StatusCard>
  );
}
