// The consult inbox as a service operator runs it (issue 31): open the shopper's thread, answer in the
// console, then the shopper writes again into the open thread. The screen stays up through both (it
// crashed on Chromium, whose scrollIntoView() returns a promise that an effect handed React as its
// cleanup) and shows the new question without a reload. Desktop width, the console in English.
import { test, expect } from "./fixtures";
import { api } from "./shop-fixtures";
import { logInAs } from "./admin-fixtures";

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test("answer in the console, then a second question reaches the open thread: the screen stays up", async ({
  page,
  request,
  shopper,
}) => {
  test.setTimeout(60_000);
  const crashes: string[] = [];
  page.on("pageerror", (error) => crashes.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") crashes.push(message.text());
  });
  const me = api(request, shopper.token);
  expect((await me.post("/api/v1/consult-send", { content: "Is the blue one in stock?" })).ok()).toBe(true);

  await logInAs(page, "service");
  await page.goto("/admin/consult");
  await page
    .getByTestId("consult-threads")
    .getByRole("button", { name: new RegExp(shopper.username) })
    .click();
  const thread = page.getByTestId("consult-thread");
  await expect(thread).toContainText("Is the blue one in stock?");

  await page.getByLabel("Your answer").fill("Yes, three left in the warehouse");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(thread).toContainText("Yes, three left in the warehouse");
  await expect(page.getByLabel("Your answer")).toHaveValue("");

  // The thread polls while it is open: the shopper's next question arrives on its own.
  expect((await me.post("/api/v1/consult-send", { content: "Then I take two" })).ok()).toBe(true);
  await expect(thread).toContainText("Then I take two", { timeout: 15_000 });

  // Still the inbox, not the error page, and nothing was thrown on the way.
  await expect(page.getByRole("heading", { name: "Consult inbox" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  expect(crashes).toEqual([]);
});
