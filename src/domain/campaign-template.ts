// A campaign template's text for one row: `{{name}}` replaced by the row's variable of that name.
// Pure; a reference the row does not fill is an error of that row, never an empty string.
import type { CampaignRowInput } from '../core/commands.ts';
import type { CampaignTemplate } from '../core/events.ts';

const VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g;

/** Row variables a template may hold per row, and the length of each value. */
export const CAMPAIGN_VARS_MAX = 20;
export const CAMPAIGN_VAR_CHARS_MAX = 1000;
export const CAMPAIGN_ROWS_MAX = 10_000;

export type Rendered =
  | { ok: true; title: string; instructions: string }
  | { ok: false; path: string; message: string };

function fill(
  text: string,
  vars: Readonly<Record<string, string>>,
): { text: string; missing?: string } {
  let missing: string | undefined;
  const out = text.replace(VAR, (_, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (value === undefined) {
      missing ??= name;
      return '';
    }
    return value;
  });
  return missing === undefined ? { text: out } : { text: out, missing };
}

export function renderRow(template: CampaignTemplate, row: CampaignRowInput): Rendered {
  const vars = row.vars ?? {};
  const title = fill(template.title, vars);
  if (title.missing !== undefined)
    return {
      ok: false,
      path: `vars.${title.missing}`,
      message: `the template's title references {{${title.missing}}}; the row has no such variable`,
    };
  const instructions = fill(template.instructions, vars);
  if (instructions.missing !== undefined)
    return {
      ok: false,
      path: `vars.${instructions.missing}`,
      message:
        `the template's instructions reference {{${instructions.missing}}}; the row has no ` +
        `such variable`,
    };
  return { ok: true, title: title.text, instructions: instructions.text };
}
