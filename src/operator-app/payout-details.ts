// Payout details as the Operator gives them (docs/operator-app.md, "Money"): a bank account by its
// NUBAN (10 digits, the last a check digit over the bank's CBN code and the serial) and the bank,
// or a mobile-money wallet by its phone number and the provider. Checked on the server; only the
// last four digits are ever shown or logged.
import { normalizePhone } from './phone.ts';

/** Banks by their 3-digit CBN code, the code the NUBAN check digit is computed over. */
export const BANKS: Record<string, string> = {
  '044': 'Access Bank',
  '023': 'Citibank',
  '050': 'Ecobank',
  '070': 'Fidelity Bank',
  '011': 'First Bank',
  '214': 'FCMB',
  '058': 'GTBank',
  '030': 'Heritage Bank',
  '082': 'Keystone Bank',
  '076': 'Polaris Bank',
  '221': 'Stanbic IBTC',
  '232': 'Sterling Bank',
  '032': 'Union Bank',
  '033': 'UBA',
  '215': 'Unity Bank',
  '035': 'Wema Bank',
  '057': 'Zenith Bank',
};

/** Mobile-money wallets: the account number is the wallet's phone number. */
export const WALLETS: Record<string, string> = {
  opay: 'OPay',
  palmpay: 'PalmPay',
  moniepoint: 'Moniepoint',
  paga: 'Paga',
  momo: 'MTN MoMo',
};

const NUBAN_WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/** The NUBAN check digit (CBN standard) for a 3-digit bank code and a 9-digit serial. */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode}${serial}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * NUBAN_WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

export function validNuban(bankCode: string, account: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(account)) return false;
  return nubanCheckDigit(bankCode, account.slice(0, 9)) === Number(account[9]);
}

export interface PayoutDetails {
  kind: 'bank' | 'wallet';
  /** A key of BANKS or WALLETS. */
  institution: string;
  /** The NUBAN, or the wallet's number as 10 national digits: given only to the payout partner. */
  accountNumber: string;
  last4: string;
  setAtMs: number;
  /** Set when the Operator confirmed them: from then on they cannot be changed in the app. */
  confirmedAtMs: number | null;
}

export type DetailsInput =
  | { ok: true; details: Omit<PayoutDetails, 'setAtMs' | 'confirmedAtMs'> }
  | { ok: false; errors: string[] };

/** The form's fields to details, or the message keys of what is wrong. */
export function detailsFrom(body: Record<string, unknown>): DetailsInput {
  const field = (k: string) => String(body[k] ?? '').replace(/[\s-]/g, '');
  const kind: PayoutDetails['kind'] | undefined =
    body.kind === 'wallet' ? 'wallet' : body.kind === 'bank' ? 'bank' : undefined;
  if (!kind) return { ok: false, errors: ['payout.need_kind'] };
  if (kind === 'bank') {
    const bank = field('bank');
    const account = field('account');
    const errors = [];
    if (!(bank in BANKS)) errors.push('payout.need_bank');
    if (!/^\d{10}$/.test(account)) errors.push('payout.bad_nuban');
    else if (bank in BANKS && !validNuban(bank, account)) errors.push('payout.nuban_mismatch');
    if (errors.length) return { ok: false, errors };
    const details = { kind, institution: bank, accountNumber: account, last4: account.slice(-4) };
    return { ok: true, details };
  }
  const provider = field('provider');
  const phone = normalizePhone(String(body.wallet ?? ''));
  const errors = [];
  if (!(provider in WALLETS)) errors.push('payout.need_provider');
  if (!phone) errors.push('payout.bad_wallet');
  if (errors.length) return { ok: false, errors };
  const national = phone!.slice(4);
  const details = {
    kind,
    institution: provider,
    accountNumber: national,
    last4: national.slice(-4),
  };
  return { ok: true, details };
}

/** "GTBank, account ending 1234": all that is ever shown. */
export function institutionName(d: Pick<PayoutDetails, 'kind' | 'institution'>): string {
  return (d.kind === 'bank' ? BANKS[d.institution] : WALLETS[d.institution]) ?? d.institution;
}
