// What the sign-in steps share (the password step in auth.ts, the second step in two-factor.ts):
// the lockout after wrong passwords and where a signed-in user lands (docs/console.md).
import type { ConsoleUser } from '../../accounts/store.ts';

export const LOCKOUT_AFTER = 5;
export const LOCKOUT_MS = 15 * 60_000;

export function home(user: ConsoleUser): string {
  if (user.kind === 'staff' && !user.totp) return '/console/account/2fa';
  return user.kind === 'staff' ? '/console/staff/reviews' : '/console/overview';
}
