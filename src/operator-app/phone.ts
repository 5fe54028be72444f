// Phone numbers as the app keeps them: apart from otp.ts so the store's payout details can check a
// mobile-money number without importing the sign-in desk (which imports the store).

/** A Nigerian mobile number in E.164 (+234 then 10 digits starting 7, 8 or 9), or undefined. */
export function normalizePhone(raw: string): string | undefined {
  const digits = raw.replace(/[\s\-().]/g, '');
  const national = /^\+?234(\d{10})$/.exec(digits)?.[1] ?? /^0(\d{10})$/.exec(digits)?.[1];
  return national && /^[789][01]\d{8}$/.test(national) ? `+234${national}` : undefined;
}
