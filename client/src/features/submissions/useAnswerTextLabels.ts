import { useMemo } from "react";
import { useIntl } from "react-intl";
import type { AnswerTextLabels } from "./answerText.ts";

/** The words answerText needs, translated, and dates in the owner's locale. */
export function useAnswerTextLabels(): AnswerTextLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      yes: intl.formatMessage({ id: "submissions.answer.yes", defaultMessage: "Yes", description: "Check list answer: the item was marked yes" }),
      no: intl.formatMessage({ id: "submissions.answer.no", defaultMessage: "No", description: "Check list answer: the item was marked no" }),
      notApplicable: intl.formatMessage({ id: "submissions.answer.notApplicable", defaultMessage: "N/A", description: "Check list answer: not applicable / not chosen" }),
      signed: intl.formatMessage({ id: "submissions.answer.signed", defaultMessage: "Signed", description: "Table cell of a signature answer that holds a signature" }),
      date: (value: string) => {
        // Calendar answers are stored as YYYY-MM-DD (optionally with a time): a calendar day, not an instant.
        const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
        if (!match) return value;
        const [, y, m, d, hh, mm] = match;
        const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh ?? 0), Number(mm ?? 0)));
        if (Number.isNaN(date.getTime())) return value;
        return intl.formatDate(date, hh ? { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" } : { dateStyle: "medium", timeZone: "UTC" });
      },
    }),
    [intl],
  );
}
