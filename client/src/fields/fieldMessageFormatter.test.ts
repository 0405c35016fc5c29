import { IntlMessageFormat } from "intl-messageformat";
import { defineMessages } from "./defineMessages.ts";
import { createFieldMessages } from "./fieldMessageFormatter.ts";

const messages = defineMessages({
  plain: { id: "fields.test.plain", defaultMessage: "Use my location", description: "test" },
  simple: { id: "fields.test.simple", defaultMessage: "Remove {name}", description: "test" },
  plural: { id: "fields.test.plural", defaultMessage: "{count, plural, one {# answer needs} other {# answers need}} your attention.", description: "test" },
  broken: { id: "fields.test.broken", defaultMessage: "Oops {", description: "test" },
});

describe("createFieldMessages", () => {
  it("falls back to the default messages", () => {
    const { format } = createFieldMessages("en", {});
    expect(format(messages.plain)).toBe("Use my location");
    expect(format(messages.simple, { name: "cv.pdf" })).toBe("Remove cv.pdf");
    expect(format(messages.plural, { count: 1 })).toBe("1 answer needs your attention.");
    expect(format(messages.plural, { count: 3 })).toBe("3 answers need your attention.");
    expect(format(messages.broken)).toBe("Oops {");
  });

  it("uses the catalogue, as text or as a precompiled AST", () => {
    const { format } = createFieldMessages("de", {
      "fields.test.simple": "{name} entfernen",
      "fields.test.plural": new IntlMessageFormat("{count, plural, one {# Antwort braucht} other {# Antworten brauchen}} Aufmerksamkeit.", "de").getAst(),
    });
    expect(format(messages.simple, { name: "cv.pdf" })).toBe("cv.pdf entfernen");
    expect(format(messages.plural, { count: 2 })).toBe("2 Antworten brauchen Aufmerksamkeit.");
    expect(format(messages.plain)).toBe("Use my location");
  });

  it("falls back to the default message when a translation cannot be formatted", () => {
    const { format } = createFieldMessages("fr", { "fields.test.simple": "Supprimer {name" });
    expect(format(messages.simple, { name: "a.pdf" })).toBe("Remove a.pdf");
  });
});
