import { expect, register, test, uniqueUser } from "./fixtures.ts";

test("a visitor browses a category, opens a template, signs up from it and lands in the editor with its fields", async ({ page }) => {
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Form templates" })).toBeVisible();
  await expect(page.getByText(/^\d+ templates$/)).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Template categories" });
  await categories.getByRole("link", { name: /^Event forms/ }).click();
  await expect(page).toHaveURL(/\/templates\/event-forms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Event forms" })).toBeVisible();
  // The open group shows its sub-categories.
  await categories.getByRole("link", { name: /^RSVP forms/ }).click();
  await expect(page).toHaveURL(/\/templates\/rsvp-forms$/);
  await page.getByRole("link", { name: /Wedding RSVP/ }).click();
  await expect(page).toHaveURL(/\/template\/wedding-rsvp$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wedding RSVP" })).toBeVisible();

  // The form as a respondent sees it: try it, the required errors show, nothing is sent.
  const preview = page.getByRole("region", { name: "Preview" });
  await preview.getByRole("button", { name: "Submit" }).click();
  await expect(preview.getByText("This field is required").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("template-page.png") });

  // Signed out, "Use this template" goes through registration and comes back.
  await page.getByRole("button", { name: "Use this template" }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  const user = uniqueUser();
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+\/edit$/, { timeout: 15_000 });
  // The editor holds the template's fields and title.
  await expect(page.getByRole("textbox", { name: "Form title" })).toHaveValue("Wedding RSVP");
  await expect(page.getByText("Will you be joining us?").first()).toBeVisible();
});

test("search finds templates in any category; an unknown category is a 404", async ({ page, consoleAllowList }) => {
  // The unknown category's page answers 404, which Chromium logs.
  consoleAllowList.push(/status of 404/);
  await page.goto("/templates");
  await page.getByRole("searchbox", { name: "Search templates" }).fill("inspection");
  await expect(page).toHaveURL(/\?q=inspection/);
  await expect(page.getByText(/templates? match(es)? your search/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Site inspection/i }).first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search templates" }).fill("zzzzqqq");
  await expect(page.getByRole("heading", { name: "Nothing found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByText(/^\d+ templates$/)).toBeVisible();

  expect((await page.goto("/templates/no-such-category"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found: /templates/no-such-category" })).toBeVisible();
});

test("a signed-in user favorites a template, finds it under My Favorites, and saves a form as a template", async ({ page, consoleAllowList }) => {
  // The aborted request of the rollback check below.
  consoleAllowList.push(/Failed to load resource: net::ERR_FAILED/);
  await register(page, uniqueUser());

  await page.goto("/templates/surveys");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Net Promoter Score (NPS) survey" }) });
  const heart = card.getByRole("button", { name: /Favorite/ });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  // Optimistic: pressed at once, and still after the server answered.
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // When the server cannot be reached the heart goes back, with a toast.
  const other = page.getByRole("article").nth(1).getByRole("button", { name: /Favorite/ });
  await page.route("**/graphql", (route) => (route.request().postData()?.includes("useSetTemplateFavoriteMutation") ? route.abort() : route.fallback()));
  await other.click();
  await expect(page.getByText("Your favorites could not be updated. Please try again.")).toBeVisible();
  await expect(other).toHaveAttribute("aria-pressed", "false");
  await page.unroute("**/graphql");

  // The header dropdown: All Templates, the groups and, signed in, My Templates and My Favorites.
  await page.getByRole("button", { name: "Templates", exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Templates", exact: true });
  await expect(menu.getByRole("link", { name: "All Templates" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Order forms", exact: true })).toBeVisible();
  await menu.getByRole("link", { name: "My Favorites" }).click();
  await expect(page).toHaveURL(/\/templates\/favorites$/);
  await expect(page.getByRole("heading", { name: "Net Promoter Score (NPS) survey" })).toBeVisible();
  // Unfavorite from the list.
  await page.getByRole("button", { name: "Favorite: Net Promoter Score (NPS) survey" }).click();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();

  // Save one of my forms as a template.
  await page.goto("/templates/surveys");
  await page.getByRole("link", { name: /Net Promoter Score \(NPS\) survey/ }).click();
  await page.getByRole("button", { name: "Use this template" }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+\/edit$/);
  await page.goto("/form");
  await page.getByRole("article").first().getByRole("button", { name: "Save as template" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as template" });
  await expect(dialog.getByLabel("Template title")).toBeFocused();
  await dialog.getByLabel("Template title").fill("Our NPS");
  await dialog.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Saved “Our NPS” to My templates")).toBeVisible();
  await page.goto("/templates/mine");
  await expect(page.getByRole("heading", { name: "Our NPS" })).toBeVisible();
  // Delete it again.
  await page.getByRole("article").filter({ hasText: "Our NPS" }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete “Our NPS”?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "No templates of your own yet" })).toBeVisible();
});

test("favorites need a session; my templates say so without asking the server", async ({ page }) => {
  await page.goto("/templates/favorites");
  await expect(page).toHaveURL(/\/login\?next=%2Ftemplates%2Ffavorites$/);
  await page.goto("/templates/mine");
  await expect(page.getByRole("heading", { name: "Sign in to see your templates" })).toBeVisible();
});

test("the template gallery on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/templates");
  const toggle = page.getByRole("button", { name: /Category:/ });
  await toggle.click();
  await page.getByRole("link", { name: /^Quizzes/ }).click();
  await expect(page).toHaveURL(/\/templates\/quizzes$/);
  await expect(toggle).toContainText("Quizzes");
  await page.screenshot({ path: test.info().outputPath("templates-phone.png") });
});
