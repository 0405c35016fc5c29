import { describe, expect, it } from "@jest/globals";
import type { TFormFields } from "../../../../shared/fields/formFields.ts";
import { duplicateField, insertField, insertionIndexAfter, moveField, removeField, replaceField } from "./fieldOps.ts";

const field = (label: string): TFormFields[string] => ({ name: "QRFieldShortText", displayName: "Short text", option: { label, required: false }, data: "" });
const fields: TFormFields = { a_1: field("A"), b_1: field("B"), c_1: field("C") };
const labels = (f: TFormFields) => Object.values(f).map((x) => x.option.label);

describe("field list operations keep the order", () => {
  it("inserts at a position, clamped", () => {
    expect(Object.keys(insertField(fields, "x_1", field("X"), 1))).toEqual(["a_1", "x_1", "b_1", "c_1"]);
    expect(Object.keys(insertField(fields, "x_1", field("X"), 99))).toEqual(["a_1", "b_1", "c_1", "x_1"]);
    expect(Object.keys(insertField(fields, "x_1", field("X"), -3))).toEqual(["x_1", "a_1", "b_1", "c_1"]);
  });

  it("moves up and down", () => {
    expect(Object.keys(moveField(fields, "c_1", 0))).toEqual(["c_1", "a_1", "b_1"]);
    expect(Object.keys(moveField(fields, "a_1", 1))).toEqual(["b_1", "a_1", "c_1"]);
    expect(moveField(fields, "a_1", 0)).toBe(fields);
  });

  it("duplicates right after the original, as a deep copy", () => {
    const copy = duplicateField(fields, "a_1", "a_2");
    expect(Object.keys(copy)).toEqual(["a_1", "a_2", "b_1", "c_1"]);
    expect(copy.a_2).toEqual(copy.a_1);
    expect(copy.a_2).not.toBe(copy.a_1);
  });

  it("removes and replaces", () => {
    expect(Object.keys(removeField(fields, "b_1"))).toEqual(["a_1", "c_1"]);
    expect(labels(replaceField(fields, "b_1", field("Z")))).toEqual(["A", "Z", "C"]);
  });

  it("adds after the selected field, else at the end", () => {
    expect(insertionIndexAfter(fields, "a_1")).toBe(1);
    expect(insertionIndexAfter(fields, null)).toBe(3);
    expect(insertionIndexAfter(fields, "gone")).toBe(3);
  });
});
