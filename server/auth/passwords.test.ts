import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id and a per-hash salt", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
  });

  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("correct horse");
    await expect(verifyPassword(hash, "correct horse")).resolves.toBe(true);
    await expect(verifyPassword(hash, "correct horsE")).resolves.toBe(false);
    await expect(verifyPassword("not-a-hash", "correct horse")).resolves.toBe(false);
  });

  it("answers false for an unknown account after doing the same work", async () => {
    await expect(verifyAgainstDummy("anything")).resolves.toBe(false);
  });
});
