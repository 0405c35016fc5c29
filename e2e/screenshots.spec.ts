import { expect, register, test, uniqueUser } from "./fixtures.ts";

const DIR = "test-results/screenshots";
const widths = [1280, 375] as const;

// Full-page screenshots of the finished screens, for a human look.
for (const width of widths) {
  test(`screenshots at ${width}px`, async ({ page, consoleAllowList }) => {
    // The 404 page's document answers 404, which Chromium logs.
    consoleAllowList.push(/status of 404/);
    await page.setViewportSize({ width, height: 800 });
    for (const name of ["home", "register", "login"] as const) {
      await page.goto(name === "home" ? "/" : `/${name}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true });
    }

    const user = uniqueUser();
    await register(page, user);
    await page.screenshot({ path: `${DIR}/form-toast-${width}.png` });
    // The page itself, once the welcome toast has gone.
    await page.locator(".toast").waitFor({ state: "detached" });
    await page.screenshot({ path: `${DIR}/form-${width}.png`, fullPage: true });

    // The header's menus: behind the menu button below 1023 px.
    const menuButton = page.getByRole("button", { name: "Open menu" });
    if (width < 1023) await menuButton.click();
    else await expect(menuButton).toBeHidden();
    await page.getByRole("button", { name: user.name }).click();
    await expect(page.getByRole("link", { name: "Manage Forms" })).toBeVisible();
    await page.screenshot({ path: `${DIR}/form-menu-${width}.png` });

    await page.keyboard.press("Escape");

    // A form in the editor, then the list and the table with it.
    await page.goto("/form");
    await page.getByRole("button", { name: "Create form" }).first().click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByRole("heading", { name: "Add your first field" })).toBeVisible();
    for (const kind of ["Name", "Email", "Radio", "Check list"]) {
      const add = page.getByRole("button", { name: `Add ${kind}`, exact: true });
      // On phones the palette is a sheet behind the "Add field" button.
      if (!(await add.isVisible())) await page.getByRole("button", { name: "Add field", exact: true }).click();
      await add.click();
    }
    await expect(page.locator(".save-status-text")).toHaveText("Saved");
    await page.screenshot({ path: `${DIR}/editor-${width}.png`, fullPage: width < 1023 });
    await page.goto("/form");
    await page.getByRole("article").first().waitFor();
    await page.screenshot({ path: `${DIR}/form-list-${width}.png`, fullPage: true });
    await page.goto("/manage");
    await page.getByRole("table").waitFor();
    await page.screenshot({ path: `${DIR}/manage-${width}.png`, fullPage: true });

    await page.goto("/no-such-page");
    await page.screenshot({ path: `${DIR}/not-found-${width}.png`, fullPage: true });
  });
}
