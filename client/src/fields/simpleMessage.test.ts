import { IntlMessageFormat } from "intl-messageformat";
import { formatSimpleMessage, isSimpleMessage } from "./simpleMessage.ts";

describe("isSimpleMessage", () => {
  it.each([
    "Use my location",
    "Remove {name}",
    "{a} and { b }",
    "The form's owner closed it.",
    "We couldn't find your location.",
    "Ends with an apostrophe'",
  ])("accepts %j", (message) => expect(isSimpleMessage(message)).toBe(true));

  it.each([
    "{count, plural, one {# answer} other {# answers}}",
    "Quoted '{braces}'",
    "It''s doubled",
    "Oops {",
    "{n, number}",
    "stray }",
  ])("rejects %j", (message) => expect(isSimpleMessage(message)).toBe(false));

  it("formats simple messages exactly as intl-messageformat does", () => {
    for (const [message, values] of [
      ["Remove {name}", { name: "cv.pdf" }],
      ["The form's owner: {owner}.", { owner: "Ada" }],
      ["Level {n}", { n: 3 }],
    ] as const) {
      expect(formatSimpleMessage(message, values)).toBe(new IntlMessageFormat(message, "en").format(values));
    }
  });
});
