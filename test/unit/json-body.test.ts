// The strict body parser against a plain oracle: the scan as first written (every string copied,
// every escaped one decoded) over random JSON texts built to hit each refusal: keys drawn from a
// small pool (duplicates), spelled with escapes, `__proto__`, the escape \u0000 and the text
// "\\u0000" (an escaped backslash, then plain letters), and nesting past the limit.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JSON_DEPTH_MAX, parseJsonText } from '../../src/door-input/json-body.ts';
import type { DomainError } from '../../src/errors/problem.ts';

function oracle(text: string): string | undefined {
  JSON.parse(text);
  const keySets: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i + 1;
      let escaped = false;
      for (i = start; i < text.length; i++) {
        if (text[i] === '\\') {
          escaped = true;
          i++;
          continue;
        }
        if (text[i] === '"') break;
      }
      const raw = text.slice(start, i);
      const value = escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
      if (value.includes('\u0000')) return 'nul_character';
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) <= 0x20) j++;
      if (text[j] === ':') {
        if (value === '__proto__') return 'forbidden_key';
        const keys = keySets[keySets.length - 1]!;
        if (keys.has(value)) return 'duplicate_key';
        keys.add(value);
      }
    } else if (c === '{' || c === '[') {
      keySets.push(c === '{' ? new Set() : null);
      if (keySets.length > JSON_DEPTH_MAX) return 'too_deep';
    } else if (c === '}' || c === ']') keySets.pop();
  }
  return undefined;
}

function verdict(text: string): string | undefined {
  try {
    parseJsonText(text);
    return undefined;
  } catch (error) {
    return (error as DomainError).detail?.reason as string;
  }
}

const piece = fc.constantFrom(
  'a',
  'b',
  '_',
  ' ',
  '\\u0000',
  '\\\\u0000',
  '\\\\',
  '\\"',
  '\\u005f',
  'u0000',
  '\\n',
  'é',
);
const str = fc.array(piece, { maxLength: 4 }).map((p) => `"${p.join('')}"`);
const key = fc.constantFrom(
  '"a"',
  '"b"',
  '"a_b"',
  '"a\\u005fb"',
  '"__proto__"',
  '"__pro\\u0074o__"',
  '"k\\u0000"',
  '"\\\\u0000"',
);
const space = fc.constantFrom('', ' ', '\n ');

const { value } = fc.letrec<{ value: string; object: string; array: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    str,
    fc.constantFrom('1', '-2.5', 'true', 'null'),
    tie('object'),
    tie('array'),
  ),
  object: fc
    .array(fc.tuple(key, space, tie('value')), { maxLength: 4 })
    .map((es) => `{${es.map(([k, s, v]) => `${k}${s}:${v}`).join(',')}}`),
  array: fc.array(tie('value'), { maxLength: 3 }).map((vs) => `[${vs.join(',')}]`),
}));

describe('strict JSON bodies', () => {
  it('refuses exactly what the plain scan refuses, for the same reason', () => {
    fc.assert(
      fc.property(value, fc.nat({ max: 40 }), (text, depth) => {
        const nested = depth > 30 ? `${'['.repeat(depth)}${text}${']'.repeat(depth)}` : text;
        expect(verdict(nested)).toBe(oracle(nested));
      }),
      { numRuns: 3_000 },
    );
  });

  it('tells an escaped NUL from the text \\u0000', () => {
    expect(verdict('{"a":"x\\u0000"}')).toBe('nul_character');
    expect(verdict('{"a":"x\\\\u0000"}')).toBeUndefined();
    expect(verdict('{"a\\u0000":1}')).toBe('nul_character');
  });
});
