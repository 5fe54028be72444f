// `errand console-user`: the first owner of an org, or a platform staff account, by a one-time
// set-up link (72 h). Works whether or not the service runs: the link is signed with the
// console secret in DATA_DIR, and the account is made when the link is opened.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { dataDirOf } from './args.ts';
import { consoleSecret, mintSetupToken, SETUP_TOKEN_TTL_MS } from '../console/setup-tokens.ts';

const USAGE = `usage: errand console-user --email EMAIL (--org-name NAME [--mode live|test] | --org ORG_ID [--role owner|developer|viewer] | --staff) [--data DIR] [--url URL]

  --org-name  a new organisation, created when the link is opened, with EMAIL as its owner
  --org       an existing organisation (e.g. the demo org SEED_DEMO=1 prints)
  --staff     a platform staff account (review queue, disputes, zones, orgs)`;

export async function consoleUserCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: 'string', short: 'd' },
      email: { type: 'string' },
      'org-name': { type: 'string' },
      org: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      mode: { type: 'string', default: 'live' },
      staff: { type: 'boolean', default: false },
      url: { type: 'string' },
    },
    allowPositionals: false,
  });
  const email = z.string().trim().toLowerCase().email().safeParse(values.email);
  const role = z.enum(['owner', 'developer', 'viewer']).safeParse(values.role);
  const mode = z.enum(['live', 'test']).safeParse(values.mode);
  const targets = [values.staff, values.org !== undefined, values['org-name'] !== undefined].filter(Boolean).length;
  if (!email.success || !role.success || !mode.success || targets !== 1) {
    console.error(USAGE);
    return 2;
  }
  const dir = dataDirOf(values.data);
  mkdirSync(dir, { recursive: true });
  const base = (values.url ?? process.env.PUBLIC_URL ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8080'}`).replace(/\/$/, '');
  const token = mintSetupToken(consoleSecret(dir), {
    kind: 'setup',
    email: email.data,
    staff: values.staff,
    role: values.staff ? null : role.data,
    orgId: values.org ?? null,
    orgName: values['org-name'] ?? null,
    mode: mode.data,
    expiresAtMs: Date.now() + SETUP_TOKEN_TTL_MS,
  });
  console.log(`errand: one-time set-up link for ${email.data} (valid 72 hours; open it in a browser):`);
  console.log(`${base}/console/setup?token=${token}`);
  return 0;
}
