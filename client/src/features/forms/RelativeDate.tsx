import { useIntl } from "react-intl";

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/**
 * "5 minutes ago", "yesterday" within the last week, else the date ("Nov 3, 2026").
 * The exact date and time are in the tooltip and the <time> element.
 */
export function RelativeDate({ value }: { value: string }) {
  const intl = useIntl();
  const date = new Date(value);
  const exact = intl.formatDate(date, { dateStyle: "long", timeStyle: "short" });
  let seconds = Math.round((date.getTime() - Date.now()) / 1000);
  let text: string;
  if (Math.abs(seconds) >= WEEK_SECONDS) {
    text = intl.formatDate(date, { dateStyle: "medium" });
  } else if (Math.abs(seconds) < 45) {
    text = intl.formatRelativeTime(0, "second", { numeric: "auto" });
  } else {
    let unit: Intl.RelativeTimeFormatUnit = "day";
    for (const [name, size] of UNITS) {
      if (Math.abs(seconds) < size) {
        unit = name;
        break;
      }
      seconds /= size;
    }
    text = intl.formatRelativeTime(Math.round(seconds), unit, { numeric: "auto" });
  }
  return (
    <time dateTime={value} title={exact}>
      {text}
    </time>
  );
}
