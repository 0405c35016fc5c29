import { describe, expect, it } from "@jest/globals";
import { FIELD_ID } from "../../../../shared/fields/formFields.ts";
import { createFieldIdFactory } from "./fieldIds.ts";

describe("createFieldIdFactory", () => {
  it("makes `<ms>_<counter>` ids the server accepts", () => {
    const next = createFieldIdFactory(() => 1_700_000_000_123);
    const id = next([]);
    expect(id).toBe("1700000000123_1");
    expect(FIELD_ID.test(id)).toBe(true);
  });

  it("never repeats an id within the same millisecond", () => {
    const next = createFieldIdFactory(() => 1_700_000_000_000);
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) ids.add(next(ids));
    expect(ids.size).toBe(50);
  });

  it("skips ids the form already has", () => {
    const next = createFieldIdFactory(() => 1_700_000_000_000);
    expect(next(["1700000000000_1", "1700000000000_2"])).toBe("1700000000000_3");
  });

  it("uses the real clock by default", () => {
    const id = createFieldIdFactory()([]);
    expect(FIELD_ID.test(id)).toBe(true);
    expect(Number(id.split("_")[0])).toBeGreaterThan(1_600_000_000_000);
  });
});
