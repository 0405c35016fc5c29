import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verifySessionToken } from "../../auth/tokens.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { createServices, type Services } from "../../services.ts";
import { lastResetToken, openTestDatabase } from "../../testing/testServer.ts";
import { AuthenticationError, ConflictError, ValidationError } from "../errors.ts";
import { loginUser } from "./loginUser.ts";
import { registerUser } from "./registerUser.ts";
import { requestPasswordReset } from "./requestPasswordReset.ts";
import { INVALID_RESET_LINK, resetPassword } from "./resetPassword.ts";

const BROWSER = { clientIp: "10.0.0.9", userAgent: "jest" };
let database: Database;
let services: Services;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-accounts-"));
  database = await openTestDatabase();
  services = createServices(loadConfig({ DATA_DIR: dataDir }), database);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("registerUser", () => {
  it("normalises the e-mail, stores only an argon2id hash and signs the user in", async () => {
    const { user, token } = await registerUser(services, { name: " Ada ", email: "  Ada@Example.COM ", password: "longenough" }, BROWSER);
    expect(user.email).toBe("ada@example.com");
    expect(user.name).toBe("Ada");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(verifySessionToken(services.config.jwtSecret, token)?.userId).toBe(user.id);
  });

  it("refuses a taken e-mail in any case with a conflict", async () => {
    await expect(registerUser(services, { name: "B", email: "ADA@example.com", password: "longenough" }, BROWSER)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it("refuses a short password and a bad e-mail, naming each field", async () => {
    const error = (await registerUser(services, { name: "C", email: "no-at-sign", password: "short" }, BROWSER).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors).toEqual({
      email: "Please input a valid email address",
      password: "Password must be at least 8 characters",
    });
  });
});

describe("loginUser", () => {
  it("accepts the right password whatever the e-mail's case", async () => {
    const { user } = await loginUser(services, { email: "ADA@example.com", password: "longenough" }, { clientIp: "10.0.0.1", userAgent: "jest" });
    expect(user.email).toBe("ada@example.com");
  });

  it("answers the same for a wrong password and an unknown account", async () => {
    const wrong = await loginUser(services, { email: "ada@example.com", password: "wrong-one" }, { clientIp: "10.0.0.1", userAgent: "jest" }).catch((e: unknown) => e);
    const unknown = await loginUser(services, { email: "nobody@example.com", password: "wrong-one" }, { clientIp: "10.0.0.1", userAgent: "jest" }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(AuthenticationError);
    expect(unknown).toBeInstanceOf(AuthenticationError);
    expect((wrong as Error).message).toBe((unknown as Error).message);
  });
});

describe("password reset", () => {
  it("works once: the token is single use", async () => {
    await requestPasswordReset(services, { email: "ada@example.com" }, "10.0.0.1");
    const token = lastResetToken(dataDir);
    const { user } = await resetPassword(services, { token, password: "brand-new-pw", confirmPassword: "brand-new-pw" }, BROWSER);
    await expect(loginUser(services, { email: user.email, password: "brand-new-pw" }, { clientIp: "10.0.0.2", userAgent: "jest" })).resolves.toBeTruthy();
    await expect(resetPassword(services, { token, password: "third-password", confirmPassword: "third-password" }, BROWSER)).rejects.toThrow(
      INVALID_RESET_LINK,
    );
  });

  it("refuses an expired token and leaves the password unchanged", async () => {
    await requestPasswordReset(services, { email: "ada@example.com" }, "10.0.0.1");
    const token = lastResetToken(dataDir);
    await database.prisma.passwordReset.updateMany({ where: { usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(resetPassword(services, { token, password: "never-set-pw", confirmPassword: "never-set-pw" }, BROWSER)).rejects.toThrow(
      INVALID_RESET_LINK,
    );
    await expect(loginUser(services, { email: "ada@example.com", password: "brand-new-pw" }, { clientIp: "10.0.0.3", userAgent: "jest" })).resolves.toBeTruthy();
  });

  it("requires the confirmation to match", async () => {
    await requestPasswordReset(services, { email: "ada@example.com" }, "10.0.0.1");
    const error = (await resetPassword(services, {
      token: lastResetToken(dataDir),
      password: "something-new",
      confirmPassword: "something-else",
    }, BROWSER).catch((e: unknown) => e)) as ValidationError;
    expect(error.errors).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("sends nothing for an unknown e-mail, yet does not say so", async () => {
    const before = fs.readdirSync(path.join(dataDir, "outbox")).length;
    await expect(requestPasswordReset(services, { email: "stranger@example.com" }, "10.0.0.1")).resolves.toBeUndefined();
    expect(fs.readdirSync(path.join(dataDir, "outbox"))).toHaveLength(before);
  });
});
