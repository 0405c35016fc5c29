import { useEffect } from "react";
import { useFieldMessages } from "../fields/useFieldMessages.ts";
import { notFoundMessages } from "./notFoundMessages.ts";
import { StatusCard } from "./StatusCard.tsx";

/** No form has this address (getqr answered 404). */
export function NotFoundPage({ path }: { path: string }) {
  const { format } = useFieldMessages();
  useEffect(() => {
    document.title = format(notFoundMessages.pageTitle);
  }, [format]);
  return (
    <StatusCard form={null} icon="lost" heading={format(notFoundMessages.title, { path })}>
      <p className="pf-text">{format(notFoundMessages.body)}</p>
    </StatusCard>
  );
}
