import { useFieldMessages } from "../fields/useFieldMessages.ts";
import type { TPublicForm } from "./publicApi.ts";
import { thankYouMessages } from "./publicMessages.ts";
import { StatusCard } from "./StatusCard.tsx";

/** After a submission: thanks, and a way to answer again. */
export function ThankYou({ form, onAgain }: { form: TPublicForm; onAgain: () => void }) {
  const { format } = useFieldMessages();
  return (
    <StatusCard form={form} icon="check" heading={format(thankYouMessages.heading)} focusHeading>
      <p className="pf-text" role="status">
        {format(thankYouMessages.body)}
      </p>
      <button type="button" className="fq-submit pf-button" onClick={onAgain}>
        {format(thankYouMessages.again)}
      </button>
    </StatusCard>
  );
}
