// `errand console-user`: the first owner of an org, or a platform staff account, by a one-time
// set-up link (72 h). Works whether or not the service runs: the link is signed with the
// console secret in DATA_DIR, and the account is made when the link is opened.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { dataDirOf } from './args.ts';
import {
  consoleSecret,
  mintSetupToken,
  RESET_TOKEN_TTL_MS,
  SETUP_TOKEN_TTL_MS,
} from '../console/setup-tokens.ts';
import { askOrgExists } from '../backup/socket.ts';
import { logOfDir } from '../engine-thread/layout.ts';
import { decodeRecord, recordHasEvent } from '../core/record-codec.ts';
import { shardOf } from '../runtime/shard-router.ts';

const USAGE =
  `usage: errand console-user --email EMAIL (--org-name NAME [--mode live|test] | --org ORG_ID ` +
  `[--role owner|developer|viewer] | --staff | --reset) [--data DIR] [--url URL]

  --org-name  a new organisation, created when the link is opened, with EMAIL as its owner
  --org       an existing organisation (e.g. the demo org SEED_DEMO=1 prints)
  --staff     a platform staff account (review queue, disputes, zones, orgs)
  --mode      live (default) or test: the new organisation's mode (test keys, test money)
  --reset     a one-time password reset link (24 h) for the existing account EMAIL`;

/** Whether the org exists: asked of the running service, else read from the stopped log. */
async function orgExists(dir: string, orgId: string): Promise<boolean> {
  const asked = await askOrgExists(dir, orgId);
  if (asked !== undefined) return asked;
  const wal = logOfDir(dir);
  await wal.open();
  try {
    const shard = shardOf(orgId, Number((await wal.getMeta('engine.shard_count')) ?? '16'));
    if (!wal.shards().includes(shard)) return false;
    for await (const entry of wal.read(shard, 0)) {
      if (!recordHasEvent(entry.payload, 'OrgCreated')) continue;
      const { events } = decodeRecord(entry.payload);
      if (events.some((e) => e.type === 'OrgCreated' && e.orgId === orgId)) return true;
    }
    return false;
  } finally {
    await wal.close();
  }
}

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
      reset: { type: 'boolean', default: false },
      url: { type: 'string' },
    },
    allowPositionals: false,
  });
  const email = z.string().trim().toLowerCase().email().safeParse(values.email);
  const role = z.enum(['owner', 'developer', 'viewer']).safeParse(values.role);
  const mode = z.enum(['live', 'test']).safeParse(values.mode);
  const targets = [
    values.staff,
    values.reset,
    values.org !== undefined,
    values['org-name'] !== undefined,
  ].filter(Boolean).length;
  if (!email.success || !role.success || !mode.success || targets !== 1) {
    console.error(USAGE);
    return 2;
  }
  const dir = dataDirOf(values.data);
  mkdirSync(dir, { recursive: true });
  const base = (
    values.url ??
    process.env.PUBLIC_URL ??
    `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8080'}`
  ).replace(/\/$/, '');
  if (values.reset) {
    const token = mintSetupToken(consoleSecret(dir), {
      kind: 'reset',
      email: email.data,
      staff: false,
      role: null,
      orgId: null,
      orgName: null,
      mode: 'live',
      expiresAtMs: Date.now() + RESET_TOKEN_TTL_MS,
    });
    console.log(
      `errand: one-time password reset link for ${email.data} ` +
        '(valid 24 hours; works only if the account exists):',
    );
    console.log(`${base}/console/reset?token=${token}`);
    return 0;
  }
  if (values.org !== undefined && !(await orgExists(dir, values.org))) {
    console.error(
      `errand console-user: no organisation ${values.org} in ${dir}: check the id ` +
        "(the staff Orgs page, or the admin API's POST /internal/v1/orgs answer)",
    );
    return 1;
  }
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
  console.log(
    `errand: one-time set-up link for ${email.data} (valid 72 hours; open it in a browser):`,
  );
  console.log(`${base}/console/setup?token=${token}`);
  return 0;
}
