// Two-factor sign-in (docs/console.md, "Two-factor sign-in"): TOTP through otplib (RFC 6238,
// the authenticator apps' defaults: SHA-1, 6 digits, 30 s) and one-time recovery codes. The TOTP
// secret must be read back to check a code, so it is kept encrypted (AES-256-GCM under a key
// derived from DATA_DIR/console.secret): a copy of the console store alone does not reveal it.
// Recovery codes are kept as SHA-256 hashes only, each spent once.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256Hex } from '../runtime/api-keys.ts';

const RECOVERY_CODES = 10;
/** A code from the step before or after is accepted too (clocks drift; people type slowly). */
const TOLERANCE_S = 30;

const keyOf = (secret: Buffer) => createHmac('sha256', secret).update('console.totp.v1').digest();

export function sealSecret(consoleSecret: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(consoleSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(consoleSecret: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(consoleSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

export const newTotpSecret = (): string => generateSecret();

/** The enrolment QR code as inline SVG (the CSP allows no data: images) and its otpauth URI. */
export async function enrolment(
  email: string,
  secret: string,
): Promise<{ svg: string; uri: string }> {
  const uri = generateURI({ issuer: 'errand console', label: email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, width: 200 });
  return { svg, uri };
}

/**
 * The time step a code was made for, when it is right and newer than `lastStep` (a code seen
 * once is refused afterwards, so one read over a shoulder cannot be replayed); else undefined.
 */
export async function totpStep(
  secret: string,
  code: string,
  lastStep: number,
): Promise<number | undefined> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_S });
  if (!result.valid || !('timeStep' in result)) return undefined;
  const step = result.timeStep as number;
  return step > lastStep ? step : undefined;
}

/** Ten codes shown once, as `xxxxx-xxxxx`; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryHash) };
}

export const recoveryHash = (code: string) =>
  sha256Hex(
    code
      .trim()
      .toLowerCase()
      .replace(/[^0-9a-f]/g, ''),
  );
