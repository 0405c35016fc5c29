import { useEffect } from "react";
import { useFieldMessages } from "../fields/useFieldMessages.ts";
import type { TExpiredBy, TPublicForm } from "./publicApi.ts";
import { closedMessages } from "./closedMessages.ts";
import { StatusCard } from "./StatusCard.tsx";

interface ClosedPageProps {
  expiredBy: TExpiredBy;
  /** Known when the form closed after it was shown (e.g. on submit). */
  form: TPublicForm | null;
  focusHeading?: boolean;
}

/** The form no longer accepts answers (410), with the reason. */
export function ClosedPage({ expiredBy, form, focusHeading }: ClosedPageProps) {
  const { format } = useFieldMessages();
  useEffect(() => {
    document.title = format(closedMessages.title);
  }, [format]);
  return (
    <StatusCard form={form} icon="closed" heading={format(closedMessages.title)} focusHeading={focusHeading}>
      <p className="pf-text pf-reason">{format(closedMessages[expiredBy])}</p>
      {expiredBy !== "ip" && <p className="pf-text pf-muted">{format(closedMessages.contact)}</p>}
    </StatusCard>
  );
}
