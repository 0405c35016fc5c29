import fs from "node:fs";
import { expect, test as base, type Page } from "@playwright/test";

interface Fixtures {
  /** Console messages a test expects; everything else fails it. */
  consoleAllowList: RegExp[];
  consoleGuard: void;
  /** The cookie-agreement value the browser starts with; null shows the cookie banner. */
  cookieConsent: string | null;
}

/** How Chromium reports what the Content-Security-Policy blocked ("Refused to … violates the following Content Security Policy directive"). */
const CSP_VIOLATION = /Content Security Policy/i;

/** `test` that fails on any browser console error or warning, or uncaught page error. */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  consoleAllowList: async ({}, use) => {
    await use([]);
  },
  // Most tests are about something else: they start with "necessary only" already chosen.
  cookieConsent: ["custom_000", { option: true }],
  context: async ({ context, baseURL, cookieConsent }, use) => {
    if (cookieConsent) await context.addCookies([{ name: "cookie-agreement", value: cookieConsent, url: baseURL! }]);
    await use(context);
  },
  consoleGuard: [
    async ({ page, browser, consoleAllowList }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        // A Content-Security-Policy violation is never expected: no allow-list entry hides one.
        if (CSP_VIOLATION.test(text) || !consoleAllowList.some((pattern) => pattern.test(text))) problems.push(`console.${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      // Contexts a test opens itself (an owner beside the visitor) are watched for violations too.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args);
        context.on("console", (message) => {
          if (CSP_VIOLATION.test(message.text())) problems.push(`console.${message.type()} (second context): ${message.text()}`);
        });
        return context;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, "browser console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A user that no other test or run has registered. */
export function uniqueUser(): TestUser {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return { name: `Ada Lovelace`, email: `ada.${id}@example.com`, password: `correct-horse-${id}` };
}

export async function register(page: Page, user: TestUser): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/form$/);
}

export async function login(page: Page, user: TestUser): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/form$/);
}

/** The web client's operations by name (relay-compiler's persistedOperations.json: id → text). */
const clientOperations = new Map(
  Object.entries(JSON.parse(fs.readFileSync(new URL("../persistedOperations.json", import.meta.url), "utf8")) as Record<string, string>).map(
    ([id, text]) => [text.match(/^(?:query|mutation) (\w+)/)![1]!, id] as const,
  ),
);

/**
 * Runs one of the web client's own operations from the page, with its session cookie, sent by id
 * as the client sends it: in production (these tests' server) no other document runs without a
 * personal access token.
 */
export async function clientOperation<T>(page: Page, name: string, variables: Record<string, unknown>): Promise<T> {
  const id = clientOperations.get(name);
  if (!id) throw new Error(`the client has no operation ${name}`);
  return page.evaluate(
    async ({ id, name, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
      });
      return (await response.json()) as T;
    },
    { id, name, variables },
  );
}

/** A REST shim call from the page, with its session cookie, as another tab of the same owner makes it. */
export async function restCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}
