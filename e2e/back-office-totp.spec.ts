// An operator's authenticator app from the console's profile (issue 31): the screen says whether one is
// enrolled and shows the otpauth:// URI as a QR code; enrolling takes a code of the new app and the
// password, replacing it also a code of the app enrolled now. Desktop width, the console in English.
import { Secret, TOTP } from "otpauth";
import { test, expect } from "./fixtures";
import { OWNER_PASSWORD, logInAs } from "./admin-fixtures";

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

test("enrol an authenticator from the QR code, then replace it with the password and a current code", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await logInAs(page, "catalogue");
  await page.goto("/admin/profile");
  const status = page.getByTestId("totp-status");
  await expect(status).toHaveText("Status: Not enrolled");

  await page.getByRole("button", { name: "Enrol an authenticator app" }).click();
  const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  // A real symbol: a version-5-or-larger code (37+ modules and the quiet zone) with many dark runs.
  expect(Number((await qr.getAttribute("viewBox"))!.split(" ")[2])).toBeGreaterThanOrEqual(37 + 8);
  expect((await qr.locator("path").getAttribute("d"))!.split("M").length).toBeGreaterThan(200);
  const first = (await page.getByTestId("totp-secret").textContent())!.trim();
  await expect(page.getByLabel("Code from the app enrolled now")).toHaveCount(0);
  await page.getByLabel("Code from the app", { exact: true }).fill(codeOf(first));
  await page.getByLabel("Your password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Authenticator enrolled; your other sessions have ended.")).toBeVisible();
  await expect(status).toHaveText("Status: Enrolled");

  await page.getByRole("button", { name: "Replace the authenticator app" }).click();
  await expect(qr).toBeVisible();
  const second = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(second).not.toBe(first);
  await page.getByLabel("Code from the app", { exact: true }).fill(codeOf(second));
  await page.getByLabel("Your password").fill(OWNER_PASSWORD);
  // Refused without it (tests/api/admin-staff.test.ts): replacing asks for a code of the enrolled app.
  // The enrolment used this time step's code of the first app: the next step's is a fresh one.
  await page.getByLabel("Code from the app enrolled now").fill(codeOf(first, Date.now() + 30_000));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Authenticator enrolled; your other sessions have ended.")).toBeVisible();
  await expect(status).toHaveText("Status: Enrolled");
  expect(errors).toEqual([]);
});
