// The safety filter's verdict: the contract between the filter (safety-filter.ts) and the write
// path that acts on it (governance, screening, the staff review queue). docs/safety.md is the
// policy these categories come from.
//
// - refuse (`blocked: true`): clear cases; create answers 422 safety_filter_blocked with the
//   category and nothing else, and no task exists.
// - hold (`held: true`): borderline cases; the task is created and waits in `screening` until
//   staff release or refuse it. `reasons` are for staff only (they may quote the matched words)
//   and never reach an agent or an Operator.
// - pass: neither.

/** Refused or held categories; the ids are the stable `detail.category` values. */
export const SAFETY_CATEGORIES = [
  'account_creation',
  'captcha_solving',
  'otp_handling',
  'illegal_goods_services',
  'violence_threats',
  'surveillance_stalking',
  'harassment_intimidation',
  'trespass_break_in',
  'impersonation_fraud',
  'sexual_services',
  'minors_exploitation',
  'dangerous_work',
  'hate_incitement',
] as const;

export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export type SafetyVerdict =
  | { readonly blocked: false; readonly held?: undefined }
  | { readonly blocked: true; readonly category: SafetyCategory; readonly held?: undefined }
  | {
      readonly blocked: false;
      readonly held: true;
      readonly category: SafetyCategory;
      readonly reasons: readonly string[];
    };
