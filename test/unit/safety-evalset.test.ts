// Proves the labeled safety evaluation set (bench/data/safety) is what issue 31 asks for:
// well-formed rows, ≥ 1,000 texts split about half pass and half refuse/hold, every category,
// language and evasion in both dev and test, no base shared between them, and files that its build
// script reproduces exactly; and fresh hand-written sets (dev2, dev3, dev4, the voice sets of
// issue-safety4) of the same shape.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', '..', 'bench', 'data', 'safety');
const CATEGORIES = [
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
  'hate_incitement',
  'dangerous_work',
];
const LANGS = ['en', 'pcm', 'yo', 'ha', 'ig', 'mixed'];
const EVASIONS = [
  'none',
  'spacing',
  'leet',
  'homoglyph',
  'invisible',
  'split',
  'business',
  'euphemism',
  'slang',
  'negation',
];
/** How voice-8's rows are typed (bench/data/safety/README.md): evasions of the held-out voices. */
const TYPED_EVASIONS = ['typo', 'masked', 'abbrev', 'plain', 'mixed'];

interface Row {
  id: string;
  label: 'allow' | 'refuse' | 'hold';
  category: string | null;
  near?: string;
  lang: string;
  evasion: string;
  title: string;
  instructions: string;
}

function load(name: string): Row[] {
  const lines = readFileSync(join(DIR, name), 'utf8').trim().split('\n');
  return lines.map((line) => JSON.parse(line) as Row);
}

const dev = load('dev.jsonl');
const test = load('test.jsonl');
const all = [...dev, ...test];
// A variant's id is its base's id and the evasion: "ill-007-leet" belongs to base "ill-007".
const baseOf = (id: string): string => id.replace(/-(spacing|leet|homoglyph|invisible)$/, '');

/** The fresh hand-written sets tuned on beside dev (bench/data/safety/README.md). */
const FRESH = ['dev2.jsonl', 'dev3.jsonl', 'dev4.jsonl'];
/** The voice sets (issue-safety4, voice-7, the red team, voice-8 to voice-21): one prefix each. */
const VOICES: Record<string, string> = {
  'voice-api.jsonl': 'va-',
  'voice-procurement.jsonl': 'vp-',
  'voice-pidgin.jsonl': 'vn-',
  'voice-kano.jsonl': 'vk-',
  'voice-yoruba-igbo.jsonl': 'vy-',
  'voice-long.jsonl': 'vl-',
  'voice-calibration.jsonl': 'vc-',
  'voice-7.jsonl': 'v7-',
  'voice-redteam.jsonl': 'vr-',
  'voice-8.jsonl': 'v8-',
  'voice-9.jsonl': 'v9-',
  'voice-10.jsonl': 'v10-',
  'voice-12.jsonl': 'v12-',
  'voice-13.jsonl': 'v13-',
  'voice-14.jsonl': 'v14-',
  'voice-15.jsonl': 'v15-',
  'voice-16.jsonl': 'v16-',
  'voice-17.jsonl': 'v17-',
  'voice-18.jsonl': 'v18-',
  'voice-19.jsonl': 'v19-',
  'voice-20.jsonl': 'v20-',
  'voice-21.jsonl': 'v21-',
  'voice-22.jsonl': 'v22-',
  'voice-23.jsonl': 'v23-',
  'voice-24.jsonl': 'v24-',
  'voice-25.jsonl': 'v25-',
  'voice-26.jsonl': 'v26-',
  'voice-27.jsonl': 'v27-',
  'voice-28.jsonl': 'v28-',
  'voice-29.jsonl': 'v29-',
  'voice-30.jsonl': 'v30-',
  'voice-31.jsonl': 'v31-',
  'voice-32.jsonl': 'v32-',
  'voice-33.jsonl': 'v33-',
  'voice-34.jsonl': 'v34-',
  'voice-35.jsonl': 'v35-',
  'voice-36.jsonl': 'v36-',
  'voice-37.jsonl': 'v37-',
  'voice-38.jsonl': 'v38-',
  'voice-39.jsonl': 'v39-',
  'voice-40.jsonl': 'v40-',
  'voice-41.jsonl': 'v41-',
  'voice-42.jsonl': 'v42-',
  'voice-43.jsonl': 'v43-',
  'voice-44.jsonl': 'v44-',
  'voice-45.jsonl': 'v45-',
  'voice-46.jsonl': 'v46-',
  'voice-47.jsonl': 'v47-',
  'voice-48.jsonl': 'v48-',
  'voice-49.jsonl': 'v49-',
  'voice-50.jsonl': 'v50-',
};
/** Voice sets weighted to look-alikes (most rows allowed), outside the 40–60 % of VOICES. */
const LOOKALIKE_VOICES: Record<string, string> = { 'voice-11.jsonl': 'v11-' };

function expectShape(row: Row): void {
  const near = 'near' in row ? ['near'] : [];
  expect(Object.keys(row)).toEqual([
    'id',
    'label',
    'category',
    ...near,
    'lang',
    'evasion',
    'title',
    'instructions',
  ]);
  expect(LANGS).toContain(row.lang);
  expect([...EVASIONS, ...TYPED_EVASIONS]).toContain(row.evasion);
  expect(row.title.length).toBeGreaterThan(0);
  expect(row.instructions.length).toBeGreaterThan(0);
  if (row.label === 'allow') expect(row.category).toBeNull();
  else expect(CATEGORIES).toContain(row.category);
  expect(row.label === 'hold').toBe(row.category === 'dangerous_work');
  if (row.near) expect(CATEGORIES).toContain(row.near);
}

describe('the safety evaluation set', () => {
  it('has only rows of the documented shape, with hold meaning dangerous work', () => {
    for (const row of all) expectShape(row);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  it('has fresh sets (dev2, dev3, dev4) of the same shape, none repeating a test text', () => {
    const testTexts = new Set(test.map((r) => `${r.title}\n${r.instructions}`));
    const fresh = FRESH.flatMap((name) => load(name));
    for (const row of fresh) expectShape(row);
    expect(new Set([...all, ...fresh].map((r) => r.id)).size).toBe(all.length + fresh.length);
    expect(fresh.filter((r) => testTexts.has(`${r.title}\n${r.instructions}`))).toEqual([]);
    expect(fresh.length).toBeGreaterThanOrEqual(1600);
  });

  it('has voice sets of the same shape, one prefix each, ≥ 1,000 rows, no test text', () => {
    const testTexts = new Set(test.map((r) => `${r.title}\n${r.instructions}`));
    const others = [...all, ...FRESH.flatMap((name) => load(name))];
    const voices = Object.entries(VOICES).flatMap(([name, prefix]) => {
      const rows = load(name);
      for (const row of rows) {
        expectShape(row);
        expect(row.id.startsWith(prefix), row.id).toBe(true);
      }
      const allowed = rows.filter((r) => r.label === 'allow').length;
      expect(allowed / rows.length, name).toBeGreaterThan(0.4);
      expect(allowed / rows.length, name).toBeLessThan(0.6);
      return rows;
    });
    expect(voices.length).toBeGreaterThanOrEqual(1000);
    expect(new Set([...others, ...voices].map((r) => r.id)).size).toBe(
      others.length + voices.length,
    );
    expect(voices.filter((r) => testTexts.has(`${r.title}\n${r.instructions}`))).toEqual([]);
  });

  it('has look-alike voice sets of the same shape, mostly allowed, no text seen elsewhere', () => {
    const seen = new Set(
      [
        ...all,
        ...FRESH.flatMap((n) => load(n)),
        ...Object.keys(VOICES).flatMap((n) => load(n)),
      ].map((r) => `${r.title}\n${r.instructions}`),
    );
    for (const [name, prefix] of Object.entries(LOOKALIKE_VOICES)) {
      const rows = load(name);
      for (const row of rows) {
        expectShape(row);
        expect(row.id.startsWith(prefix), row.id).toBe(true);
      }
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const allowed = rows.filter((r) => r.label === 'allow');
      expect(allowed.length / rows.length, name).toBeGreaterThan(0.6);
      for (const category of CATEGORIES)
        expect(rows.some((r) => r.category === category)).toBe(true);
      expect(rows.filter((r) => seen.has(`${r.title}\n${r.instructions}`))).toEqual([]);
    }
  });

  it('holds at least 1,000 texts, about half to pass and half to refuse or hold', () => {
    const allowed = all.filter((r) => r.label === 'allow');
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(allowed.length).toBeGreaterThanOrEqual(520);
    expect(all.length - allowed.length).toBeGreaterThanOrEqual(520);
    expect(allowed.filter((r) => r.near).length).toBeGreaterThanOrEqual(150);
    for (const category of CATEGORIES) {
      const rows = all.filter((r) => r.category === category);
      expect(rows.length, category).toBeGreaterThanOrEqual(30);
    }
  });

  it('covers every category, language and evasion in both dev and test', () => {
    for (const split of [dev, test]) {
      for (const category of CATEGORIES) {
        expect(
          split.some((r) => r.category === category),
          category,
        ).toBe(true);
      }
      for (const lang of LANGS)
        expect(
          split.some((r) => r.lang === lang),
          lang,
        ).toBe(true);
      for (const evasion of EVASIONS) {
        expect(
          split.some((r) => r.evasion === evasion && r.label !== 'allow'),
          evasion,
        ).toBe(true);
      }
    }
    expect(dev.length / all.length).toBeGreaterThan(0.55);
    expect(dev.length / all.length).toBeLessThan(0.65);
  });

  it('keeps a base and its variants in one split: tuning on dev never sees a test text', () => {
    const devBases = new Set(dev.map((r) => baseOf(r.id)));
    expect(test.filter((r) => devBases.has(baseOf(r.id))).map((r) => r.id)).toEqual([]);
    const devTexts = new Set(dev.map((r) => `${r.title}\n${r.instructions}`));
    expect(test.filter((r) => devTexts.has(`${r.title}\n${r.instructions}`))).toEqual([]);
  });

  it('is exactly what its build script makes from the hand-written bases', () => {
    const script = join(DIR, 'build.mjs');
    const run = () => execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run).not.toThrow();
  });
});
