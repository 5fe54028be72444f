// Every string the Operator sees, one JSON file per language under i18n/ (docs/operator-app.md,
// "Languages"): English and Nigerian Pidgin now; another language is one more file. Keys missing
// from a language fall back to English; a test holds every file to English's keys.
import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['en', 'pcm'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LANG_COOKIE = 'errand_lang';

type Dictionary = Record<string, string>;
const load = (lang: Lang): Dictionary =>
  JSON.parse(readFileSync(new URL(`../operator-app/i18n/${lang}.json`, import.meta.url), 'utf8'));

export const DICTIONARIES: Record<Lang, Dictionary> = { en: load('en'), pcm: load('pcm') };

export type Translate = (key: string, vars?: Record<string, string>) => string;

export function translator(lang: Lang): Translate {
  const dict = DICTIONARIES[lang];
  return (key, vars = {}) => {
    const text = dict[key] ?? DICTIONARIES.en[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`);
  };
}

/** The cookie's choice, else Pidgin when the browser asks for it first, else English. */
export function langOf(req: FastifyRequest): Lang {
  const chosen = (req.cookies as Record<string, string | undefined>)[LANG_COOKIE];
  if (chosen === 'en' || chosen === 'pcm') return chosen;
  const header = String(req.headers['accept-language'] ?? '');
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('pcm') ? 'pcm' : 'en';
}
