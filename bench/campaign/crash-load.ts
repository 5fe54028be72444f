// The crash campaign's load: many orgs' agents creating, cancelling, approving and rejecting
// tasks, ordering workflows, deciding Loop runs, the funding partner depositing, and registered
// Operators taking tasks to review through the Operator app, all over REST and all at once, until
// the service dies under them. Every command and what came back is recorded for the checker.
import { attempt } from '../../test/support/child-service.ts';
import { taskBody } from '../../test/support/http.ts';
import {
  agentRequest,
  depositRequest,
  operatorRequest,
  pick,
  PRODUCT,
  TASK_TOTAL_MINOR,
  type Agent,
  type Kind,
  type Operator,
  type Org,
  type Request,
  type Sent,
} from './crash-world.ts';

const DAY_MS = 86_400_000;
/**
 * Far past anything the campaign's clock reaches: no task or workflow expires (no refund unseen by
 * the client).
 */
const DEADLINE_AFTER_MS = 20 * DAY_MS;

/** What the campaign holds for one data directory's life. */
export interface World {
  readonly runId: string;
  readonly orgs: Org[];
  readonly operators: Operator[];
  readonly taskOrg: Map<string, Org>;
  /** Tasks already put up for the agent's decision, so each is decided at most once. */
  readonly reviewed: Set<string>;
  /** Every command acknowledged in this directory, read back again before it is retired. */
  readonly acked: Sent[];
  readonly jpegBase64: string;
  seq: number;
}

/** One kill point's load: the commands it sent and the service clock it ran at. */
export interface Round {
  readonly url: string;
  readonly clockMs: number;
  readonly rand: () => number;
  readonly sent: Sent[];
  stopped: boolean;
  acked: number;
  onAck?: () => void;
}

export function toInit(request: Request): RequestInit {
  return {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
}

/** Records what a command that landed did: the wallet it moved and the objects it made. */
export function land(world: World, sent: Sent, data: any, retried: boolean): void {
  const { org } = sent;
  switch (sent.kind) {
    case 'deposit':
      // An acknowledged deposit credits if it says so; a retried one answers `credited: false`
      // when the original had landed before the kill: either way it credited exactly once.
      if (retried || data.credited === true) org.expectedMinor += sent.amountMinor!;
      return;
    case 'create_task':
      org.expectedMinor -= BigInt(data.totalChargedMinor);
      org.open.push(data.taskId);
      world.taskOrg.set(data.taskId, org);
      return;
    case 'create_workflow':
      org.expectedMinor -= BigInt(data.totalChargedMinor);
      return;
    case 'approve_loop_run':
      if (data.run?.status === 'charged') org.expectedMinor -= TASK_TOTAL_MINOR;
      if (data.run?.task_id) {
        org.open.push(data.run.task_id);
        world.taskOrg.set(data.run.task_id, org);
      }
      return;
    case 'cancel_task':
      if (data.state === 'cancelled') org.expectedMinor += TASK_TOTAL_MINOR;
      return;
    case 'worker_proof':
      if (!world.reviewed.has(sent.target!)) {
        world.reviewed.add(sent.target!);
        org.review.push(sent.target!);
      }
      return;
    default:
      return;
  }
}

async function send(
  world: World,
  round: Round,
  fields: Omit<Sent, 'seq' | 'outcome'>,
): Promise<Sent> {
  const sent: Sent = { ...fields, seq: world.seq++, outcome: 'pending' };
  round.sent.push(sent);
  const out = await attempt(round.url + sent.request.path, toInit(sent.request));
  if (out.kind === 'transport') {
    // Refused: the request never reached a listening server, so it is not in doubt.
    sent.outcome = out.error === 'ECONNREFUSED' ? 'unsent' : 'in_doubt';
    return sent;
  }
  sent.status = out.status;
  sent.body = out.body;
  if (out.status >= 200 && out.status < 300) {
    sent.outcome = 'acked';
    land(world, sent, out.body.data, false);
    round.acked += 1;
    round.onAck?.();
  } else {
    // A 5xx may have been written before it failed: in doubt, like a lost answer.
    sent.outcome = out.status >= 500 ? 'in_doubt' : 'refused';
  }
  return sent;
}

const key = (world: World, kind: string) => `${world.runId}-${kind}-${world.seq}`;
const deadline = (round: Round) => new Date(round.clockMs + DEADLINE_AFTER_MS).toISOString();

function createTask(world: World, round: Round, org: Org, agent: Agent) {
  const body = taskBody({ title: `Crash campaign ${world.seq}`, deadline: deadline(round) });
  return send(world, round, {
    kind: 'create_task',
    org,
    request: agentRequest(agent, 'POST', '/v1/tasks', body, key(world, 'task')),
  });
}

function moveTask(
  world: World,
  round: Round,
  org: Org,
  agent: Agent,
  kind: 'cancel_task' | 'approve_task' | 'reject_task',
  from: string[],
) {
  const taskId = from.splice(Math.floor(round.rand() * from.length), 1)[0]!;
  const verb = kind.split('_')[0];
  const body = kind === 'reject_task' ? { reason: 'The storefront is not in the photo.' } : {};
  return send(world, round, {
    kind,
    org,
    target: taskId,
    request: agentRequest(agent, 'POST', `/v1/tasks/${taskId}/${verb}`, body, key(world, verb!)),
  });
}

function deposit(world: World, round: Round, org: Org) {
  const amountMinor = BigInt(1 + Math.floor(round.rand() * 100)) * 10_000n;
  const request = depositRequest(org.id, `dep-${key(world, 'd')}`, amountMinor);
  return send(world, round, { kind: 'deposit', org, request, amountMinor });
}

function orderWorkflow(world: World, round: Round, org: Org, agent: Agent) {
  // Surulere: no campaign Operator covers it, so the steps wait and lock their money unseen.
  const body = {
    product: PRODUCT,
    zone_ref: 'ng.lagos.surulere',
    inputs: { business_name: 'Mama Put Kitchen', address: '3 Adeniran Ogunsanya Street' },
    deadline: deadline(round),
  };
  return send(world, round, {
    kind: 'create_workflow',
    org,
    request: agentRequest(agent, 'POST', '/v1/workflows', body, key(world, 'wf')),
  });
}

async function decideLoopRun(world: World, round: Round, org: Org, agent: Agent) {
  const loop = await attempt(`${round.url}/v1/loops/${org.loopId}`, {
    headers: { authorization: `Bearer ${agent.key}` },
  });
  if (loop.kind !== 'response' || loop.status !== 200) return;
  const proposed = (loop.body.data.runs as Array<{ id: string; status: string }>).filter(
    (r) => r.status === 'proposed',
  );
  if (proposed.length === 0) return;
  const run = pick(round.rand, proposed);
  const decision = round.rand() < 0.75 ? 'approve' : 'decline';
  await send(world, round, {
    kind: `${decision}_loop_run`,
    org,
    target: run.id,
    request: agentRequest(
      agent,
      'POST',
      `/v1/loops/${org.loopId}/runs/${run.id}/${decision}`,
      {},
      key(world, decision),
    ),
  });
}

/**
 * One step of an Operator's work: take an offer, accept, start, or send a proof that goes to
 * review.
 */
async function operatorStep(world: World, round: Round, op: Operator): Promise<void> {
  const auth = { headers: { authorization: `Bearer ${op.token}` } };
  if (!op.current) {
    const offers = await attempt(`${round.url}/worker/v1/offers`, auth);
    if (offers.kind !== 'response' || offers.status !== 200 || offers.body.data.length === 0)
      return;
    op.current = offers.body.data[0].task_id as string;
  }
  const taskId = op.current;
  const org = world.taskOrg.get(taskId);
  const read = await attempt(`${round.url}/worker/v1/tasks/${taskId}`, auth);
  if (!org || read.kind !== 'response' || read.status !== 200) {
    if (read.kind === 'response') op.current = undefined;
    return;
  }
  const state = read.body.data.state as string;
  const step = (kind: Kind, path: string, body?: unknown) =>
    send(world, round, {
      kind,
      org,
      target: taskId,
      operator: op,
      request: operatorRequest(op, 'POST', path, body),
    });
  if (state === 'matched') await step('worker_accept', `/worker/v1/offers/${taskId}/accept`);
  else if (state === 'accepted') await step('worker_start', `/worker/v1/tasks/${taskId}/start`);
  else if (state === 'in_progress') {
    // No EXIF and the same photo every time: verification sends it to review, where the agent
    // decides.
    const body = {
      photos: [{ jpeg_base64: world.jpegBase64 }],
      location: { lat: 6.6051123, lng: 3.3529917 },
      captured_at: new Date(round.clockMs - 1_000).toISOString(),
    };
    await step('worker_proof', `/worker/v1/tasks/${taskId}/proof`, body);
  } else {
    if ((state === 'verifying' || state === 'proof_submitted') && !world.reviewed.has(taskId)) {
      world.reviewed.add(taskId); // its proof landed though its answer was lost in a kill
      org.review.push(taskId);
    }
    op.current = undefined;
  }
}

/** One action, drawn by weight; an action with nothing to act on does nothing. */
async function act(world: World, round: Round): Promise<void> {
  const org = pick(round.rand, world.orgs);
  const agent = pick(round.rand, org.agents);
  const roll = round.rand();
  if (roll < 0.3) await createTask(world, round, org, agent);
  else if (roll < 0.38) await deposit(world, round, org);
  else if (roll < 0.43) await orderWorkflow(world, round, org, agent);
  else if (roll < 0.5) {
    if (org.open.length > 0) await moveTask(world, round, org, agent, 'cancel_task', org.open);
  } else if (roll < 0.62) {
    if (org.review.length > 0)
      await moveTask(
        world,
        round,
        org,
        agent,
        round.rand() < 0.65 ? 'approve_task' : 'reject_task',
        org.review,
      );
  } else if (roll < 0.7) await decideLoopRun(world, round, org, agent);
  else {
    const free = world.operators.filter((o) => !o.busy);
    if (free.length === 0) return;
    const op = pick(round.rand, free);
    op.busy = true;
    try {
      await operatorStep(world, round, op);
    } finally {
      op.busy = false;
    }
  }
}

/**
 * `workers` clients acting back to back until the round is stopped (the server is dead by then).
 */
export function runLoad(world: World, round: Round, workers: number): Promise<void> {
  const worker = async () => {
    while (!round.stopped) await act(world, round);
  };
  return Promise.all(Array.from({ length: workers }, worker)).then(() => undefined);
}
