import { DARK_TEXT, LIGHT_TEXT, normalizeHexColor, readableTextColor } from "./readableTextColor.ts";

describe("readableTextColor", () => {
  it.each([
    ["#15803d", LIGHT_TEXT],
    ["0076d7", LIGHT_TEXT],
    ["#000000", LIGHT_TEXT],
    ["#ffffff", DARK_TEXT],
    ["#facc15", DARK_TEXT],
    ["#bbf7d0", DARK_TEXT],
    ["f30505", LIGHT_TEXT],
    ["not a colour", LIGHT_TEXT],
  ])("%s → %s", (background, expected) => {
    expect(readableTextColor(background)).toBe(expected);
  });

  it("normalises hex colours with or without #", () => {
    expect(normalizeHexColor("0076D7")).toBe("#0076d7");
    expect(normalizeHexColor("#0aF")).toBe("#00aaff");
    expect(normalizeHexColor("red")).toBeNull();
    expect(normalizeHexColor(undefined)).toBeNull();
  });
});
