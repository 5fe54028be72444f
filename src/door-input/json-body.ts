// The one JSON body parser of the API. JSON.parse alone accepts things a money API should not:
// invalid UTF-8 (silently turned into U+FFFD), a key given twice (the last one silently wins,
// so a proxy and this service could read different amounts), `\u0000` inside strings, nesting
// deep enough to cost real CPU, and `__proto__` keys. Each is refused as `validation_failed`
// with a stable `detail.reason` a client can branch on.
import { isUtf8 } from 'node:buffer';
import { DomainError } from '../errors/problem.ts';

/** Deeper than any body the interface defines (a Loop's template is the deepest, at 4). */
export const JSON_DEPTH_MAX = 32;

type BodyRefusal =
  | 'invalid_utf8'
  | 'invalid_json'
  | 'duplicate_key'
  | 'too_deep'
  | 'nul_character'
  | 'forbidden_key';

const MESSAGES: Record<BodyRefusal, string> = {
  invalid_utf8: 'body is not valid UTF-8',
  invalid_json: 'body is not valid JSON',
  duplicate_key: 'a key appears twice in one object',
  too_deep: `body nests deeper than ${JSON_DEPTH_MAX} levels`,
  nul_character: 'strings must not contain the NUL character',
  forbidden_key: '__proto__ is not an allowed key',
};

function bodyRefused(reason: BodyRefusal, path = ''): DomainError {
  return new DomainError('validation_failed', {
    reason,
    errors: [{ path, message: MESSAGES[reason] }],
  });
}

const QUOTE = 0x22,
  BACKSLASH = 0x5c,
  OPEN_OBJECT = 0x7b,
  CLOSE_OBJECT = 0x7d,
  OPEN_ARRAY = 0x5b,
  CLOSE_ARRAY = 0x5d,
  COLON = 0x3a,
  LOWER_U = 0x75;

/**
 * Checks what JSON.parse lets through. `text` must already have parsed, so the scan only has to
 * tell strings from structure: one pass, one Set per open object.
 */
function scanStructure(text: string): BodyRefusal | undefined {
  const keySets: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i + 1;
      let escaped = false;
      // JSON can spell NUL only as the escape \u0000 (a raw one failed JSON.parse already).
      let nul = false;
      for (i = start; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) {
          escaped = true;
          if (text.charCodeAt(i + 1) === LOWER_U && text.startsWith('0000', i + 2)) nul = true;
          i++;
          continue;
        }
        if (s === QUOTE) break;
      }
      if (nul) return 'nul_character';
      // A string is a key when the next non-space character is a colon; a value needs no copy.
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) <= 0x20) j++;
      if (text.charCodeAt(j) !== COLON) continue;
      const raw = text.slice(start, i);
      const key = escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
      if (key === '__proto__') return 'forbidden_key';
      const keys = keySets[keySets.length - 1]!;
      if (keys.has(key)) return 'duplicate_key';
      keys.add(key);
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      keySets.push(c === OPEN_OBJECT ? new Set() : null);
      if (keySets.length > JSON_DEPTH_MAX) return 'too_deep';
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      keySets.pop();
    }
  }
  return undefined;
}

/** A request body as text; bytes that are not UTF-8 are refused rather than replaced. */
export function decodeBody(body: Buffer): string {
  if (!isUtf8(body)) throw bodyRefused('invalid_utf8');
  return body.toString('utf8');
}

/** Parses a (non-empty) request body. Throws `validation_failed` with a reason. */
export function parseJsonText(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw bodyRefused('invalid_json');
  }
  const refusal = scanStructure(text);
  if (refusal) throw bodyRefused(refusal);
  return parsed;
}
