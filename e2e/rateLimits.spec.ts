import { expect, test, uniqueUser } from "./fixtures.ts";

// The browser itself logs the refused request; the page logs nothing.
const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of 429/;

test("a locked form's password gate says to wait once this connection guessed too often", async ({ page, request, consoleAllowList }) => {
  consoleAllowList.push(REFUSED_REQUEST);
  const owner = uniqueUser();
  const registered = await request.post("/api/users/register", { data: owner });
  expect(registered.status()).toBe(201);
  const { data } = (await registered.json()) as { data: { token: string } };
  const created = await request.post("/api/campaign", {
    headers: { authorization: `Bearer ${data.token}` },
    data: { title: "Staff only", lock: { active: true, password: "open sesame" } },
  });
  const { qrId } = (await created.json()) as { qrId: string };

  // Someone on this connection guesses until the server refuses (however RATE_LIMIT_FACTOR sets the limit).
  let status = 0;
  for (let attempt = 0; attempt < 200 && status !== 429; attempt++) {
    status = (await request.get(`/api/campaign/getqr/?qrId=${qrId}`, { headers: { "x-form-password": `guess-${attempt}` } })).status();
  }
  expect(status).toBe(429);

  await page.goto(`/${qrId}`);
  const password = page.getByLabel("Password", { exact: true });
  // Even the right password waits now.
  await password.fill("open sesame");
  await page.getByRole("button", { name: "Open form" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Too many wrong passwords. Wait a few minutes, then try again." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This form is protected" })).toBeVisible();
});
