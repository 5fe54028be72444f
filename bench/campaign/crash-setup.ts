// A new data directory's cast, set up over the admin API before the first kill: orgs with several
// agents each (every delegation flag, Loops and the workflow product enabled, a large deposit, an
// active hourly Loop), and Operators covering Ikeja who take tasks through the Operator app.
import { randomBytes } from 'node:crypto';
import { admin, call, deposit, taskBody } from '../../test/support/http.ts';
import { makeJpeg } from '../../test/proof-checks/support/jpeg.ts';
import { PRODUCT, type Agent, type Operator, type Org } from './crash-world.ts';
import type { World } from './crash-load.ts';

export interface Cast {
  orgs: number;
  agentsPerOrg: number;
  operators: number;
}

const FUND_MINOR = 1_000_000_000_000n;
const DELEGATION = {
  can_post_tasks: true,
  can_approve_release: true,
  can_open_disputes: true,
  can_order_workflows: true,
  can_manage_loops: true,
};

/**
 * A setup call that must succeed. 401, 403 and 404 are asked again a few times: under the negative
 * control's answer-before-write fault, what was just answered is applied only once it is written.
 */
async function ok(reply: () => Promise<{ status: number; body: any }>, what: string): Promise<any> {
  for (let attempt = 0; ; attempt++) {
    const res = await reply();
    if (res.status >= 200 && res.status < 300) return res.body?.data;
    if (![401, 403, 404].includes(res.status) || attempt >= 40)
      throw new Error(`setup: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function newOrg(url: string, n: number, agentsPerOrg: number): Promise<Org> {
  const created = await ok(
    () => admin(url, 'POST', '/internal/v1/orgs', { name: `Campaign org ${n}`, mode: 'live' }),
    'org',
  );
  const agents: Agent[] = [{ id: created.agent_id, key: created.api_key }];
  for (let a = 1; a < agentsPerOrg; a++) {
    const more = await ok(
      () =>
        admin(url, 'POST', `/internal/v1/orgs/${created.org_id}/agents`, {
          name: `Campaign agent ${a}`,
        }),
      'agent',
    );
    agents.push({ id: more.agent_id, key: more.api_key });
  }
  for (const agent of agents)
    await ok(
      () => admin(url, 'PUT', `/internal/v1/agents/${agent.id}/delegation`, DELEGATION),
      'delegation',
    );
  await ok(
    () =>
      admin(url, 'PUT', `/internal/v1/orgs/${created.org_id}/flags`, {
        'flags.loop.engine': true,
        [`flags.workflows.${PRODUCT}`]: true,
      }),
    'flags',
  );
  await ok(() => deposit(url, created.org_id, FUND_MINOR.toString()), 'deposit');
  const { deadline: _none, ...task } = taskBody();
  const loopBody = {
    name: 'Hourly pharmacy check',
    template: { kind: 'task', task: { ...task, deadline_after_hours: 480 } },
    schedule: { kind: 'interval', interval_hours: 1 },
    budget_total_minor: FUND_MINOR.toString(),
  };
  const key = agents[0]!.key;
  const loop = await ok(
    () =>
      call(url, 'POST', '/v1/loops', { key, idem: `setup-loop-${created.org_id}`, body: loopBody }),
    'loop',
  );
  await ok(
    () =>
      call(url, 'POST', `/v1/loops/${loop.id}/activate`, {
        key,
        idem: `setup-activate-${created.org_id}`,
        body: {},
      }),
    'activate',
  );
  return {
    id: created.org_id,
    agents,
    loopId: loop.id,
    expectedMinor: FUND_MINOR,
    open: [],
    review: [],
  };
}

async function newOperator(url: string, n: number): Promise<Operator> {
  const body = {
    first_name: `Campaign${n}`,
    last_name: `Operator${n}`,
    phone: `+23481${String(10_000_000 + n).slice(-8)}`,
    languages: ['en', 'yo'],
    lga_coverage: ['ng.lagos.ikeja'],
    skills: ['field_verification'],
    tier: 'verified',
    zone_ref: 'ng.lagos',
    location: { lat: 6.601834, lng: 3.351472 },
  };
  const data = await ok(() => admin(url, 'POST', '/internal/v1/operators', body), 'operator');
  return { id: data.operator_id, token: data.operator_token, busy: false };
}

let jpeg: string | undefined;

export async function setUpWorld(url: string, cast: Cast): Promise<World> {
  jpeg ??= (await makeJpeg({ seed: 4242, width: 320, height: 240, exif: null })).toString('base64');
  const orgs: Org[] = [];
  for (let n = 0; n < cast.orgs; n++) orgs.push(await newOrg(url, n, cast.agentsPerOrg));
  const operators: Operator[] = [];
  for (let n = 0; n < cast.operators; n++) operators.push(await newOperator(url, n));
  return {
    runId: randomBytes(4).toString('hex'),
    orgs,
    operators,
    taskOrg: new Map(),
    reviewed: new Set(),
    acked: [],
    jpegBase64: jpeg,
    seq: 0,
  };
}
