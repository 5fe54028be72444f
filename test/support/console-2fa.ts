// Two-factor sign-in as a person does it, for the browser tests: turn TOTP on from the account
// page (reading the key the page shows, as an authenticator app would from the QR code) and make
// the codes an authenticator app would show.
import { generate } from 'otplib';
import type { Page } from 'playwright-core';

/** Turns TOTP on for the signed-in page; returns the key and the recovery codes shown once. */
export async function enrolTotp(
  page: Page,
  base: string,
): Promise<{ secret: string; codes: string[] }> {
  await page.goto(`${base}/console/account/2fa`);
  await Promise.all([
    page.waitForURL(/\/2fa\/start$/),
    page.click('button:has-text("Set up an authenticator app")'),
  ]);
  const secret = await page.inputValue('#totp-secret');
  await page.fill('#code', await generate({ secret }));
  await Promise.all([page.waitForURL(/\/2fa\/confirm$/), page.click('button:has-text("Turn on")')]);
  const codes = await page.locator('#recovery-codes code').allTextContents();
  return { secret, codes };
}

/** The code of the next 30-second step: newer than any used so far, and still accepted. */
export const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
