import { checkNewsletterEmail } from "./newsletterEmail.ts";

describe("checkNewsletterEmail (SPEC.md §5)", () => {
  it("does nothing for an empty field", () => {
    expect(checkNewsletterEmail("")).toEqual({ kind: "empty" });
    expect(checkNewsletterEmail("   ")).toEqual({ kind: "empty" });
  });
  it.each(["ada", "ada@", "ada@example", "ada@example.c", "a b@example.com", `${"x".repeat(250)}@example.com`])("refuses %j", (value) => {
    expect(checkNewsletterEmail(value)).toEqual({ kind: "invalid" });
  });
  it("accepts and normalises a valid address", () => {
    expect(checkNewsletterEmail("  Ada@Example.COM ")).toEqual({ kind: "ok", email: "ada@example.com" });
  });
});
