import { expect, login, register, test, uniqueUser } from "./fixtures.ts";

test.describe("account access", () => {
  test("register, logout and login again", async ({ page }) => {
    const user = uniqueUser();
    await page.goto("/");
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page).toHaveTitle("Register · FormQR");

    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/form$/);
    await expect(page.getByRole("status").filter({ hasText: "Your account is ready" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "You have no forms yet" })).toBeVisible();
    await expect(page).toHaveTitle("Forms · FormQR");
    await expect(page.getByRole("link", { name: "Forms", exact: true })).toHaveAttribute("aria-current", "page");

    // Logout from the user menu.
    await page.getByRole("button", { name: user.name }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logout successful", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("title", "Sign in to your account");
    await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("title", "Sign up for free now");
    // The store forgot the viewer: the guarded page sends us to /login without a reload.
    await page.getByRole("link", { name: "Forms", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fform$/);

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/form$/);
    await expect(page.getByText(`Welcome back, ${user.name}!`)).toBeVisible();
    await expect(page.getByRole("button", { name: user.name })).toBeVisible();
  });

  test("sign out on all devices ends the session of another browser too", async ({ page, browser }) => {
    const user = uniqueUser();
    await register(page, user);
    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await login(other, user);

    await page.getByRole("button", { name: user.name }).click();
    await page.getByRole("button", { name: "Sign out on all devices" }).click();
    await expect(page.getByText("Signed out on all devices", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The other browser still holds its cookie, but the server no longer knows the session.
    await other.goto("/form");
    await expect(other).toHaveURL(/\/login\?next=%2Fform$/);
    await laptop.close();
  });

  test("wrong password shows the server's message in an error toast", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.locator(".toast-error")).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("registration errors appear next to the field", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Name").fill("Short Password");
    await page.getByLabel("Email").fill(uniqueUser().email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Password must be at least 8 characters");
  });

  test("forgot password always confirms", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });
});

test.describe("route guard", () => {
  test("signed-out visitors of the signed-in area go to /login, which returns them there", async ({ page, consoleAllowList }) => {
    // /setting/plan is not built yet: the server answers 404 (Chromium logs it), the guard still applies.
    consoleAllowList.push(/status of 404/);
    for (const path of ["/manage", "/form", "/form/abc/edit", "/setting/plan"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
  });

  test("signed-in users on /login or /register go to /manage", async ({ page }) => {
    await register(page, uniqueUser());
    await page.goto("/login");
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByRole("heading", { name: "Manage Forms" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forms", exact: true })).toHaveAttribute("aria-current", "page");
    await page.goto("/register");
    await expect(page).toHaveURL(/\/manage$/);
  });
});

test("unknown routes show the 404 page", async ({ page, consoleAllowList }) => {
  consoleAllowList.push(/status of 404/);
  await page.goto("/no/such/page?x=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page?x=1");
  await page.getByRole("link", { name: "Go to home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the error page offers a way home when the API is down", async ({ page, consoleAllowList }) => {
  consoleAllowList.push(/Failed to load resource/);
  await page.route("**/graphql", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "down" }));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("This page cannot be displayed right now")).toBeVisible();
  await expect(page.getByRole("link", { name: "support@formqr.app" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to home page" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/error-page.png", fullPage: true });
});

test("sign-in works with the keyboard alone", async ({ page }) => {
  const user = uniqueUser();
  await register(page, user);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/form$/);
});
