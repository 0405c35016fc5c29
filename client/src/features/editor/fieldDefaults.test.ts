import { describe, expect, it } from "@jest/globals";
import { createIntl } from "react-intl";
import { FIELD_NAMES } from "../../../../shared/fields/fieldKinds.ts";
import { ZFormFields } from "../../../../shared/fields/formFields.ts";
import { createDefaultField } from "./fieldDefaults.ts";

const intl = createIntl({ locale: "en", messages: {}, onError: () => {} });

describe("createDefaultField", () => {
  it("makes a field of every kind that the server accepts", () => {
    const fields = Object.fromEntries(FIELD_NAMES.map((name, i) => [`1700000000000_${i + 1}`, createDefaultField(name, intl)]));
    expect(ZFormFields.safeParse(fields).success).toBe(true);
  });

  it("gives choice kinds three options and lists three items", () => {
    expect(createDefaultField("QRFieldRadio", intl).option.options?.map((o) => o.label)).toEqual(["Option 1", "Option 2", "Option 3"]);
    expect(createDefaultField("QRFieldCheckList", intl).option.items).toHaveLength(3);
    expect(createDefaultField("QRFieldTitle", intl).option.label).toBe("Untitled section");
    expect(createDefaultField("QRFieldCalendar", intl).option.dateFormat).toBe("MM/DD/YYYY");
  });

  it("nests options for the level selects", () => {
    const field = createDefaultField("QRFieldMultipleLevelSelect", intl);
    expect(field.option.levels).toEqual(["Level 1", "Level 2"]);
    expect(field.option.options?.[1]?.children?.map((o) => o.label)).toEqual(["Option 2.1", "Option 2.2"]);
  });
});
