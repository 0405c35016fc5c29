import { describe, expect, it } from "@jest/globals";
import { moveItem, withOption } from "./fieldEditorProps.ts";

describe("moveItem", () => {
  it("moves an element up or down, clamped at the ends", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 5)).toEqual(["a", "b", "c"]);
  });
});

describe("withOption", () => {
  it("changes only the given option settings", () => {
    const field = { name: "QRFieldRadio" as const, displayName: "Radio", option: { label: "Q", required: false, help: "h" }, data: "" };
    expect(withOption(field, { required: true })).toEqual({ ...field, option: { label: "Q", required: true, help: "h" } });
  });
});
