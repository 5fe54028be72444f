// The agent's objects as MCP resources: a task, workflow, campaign or Loop is
// `errand://<kind>/<id>`
// (a template each), read through the same operation as its REST GET, so it shows exactly what
// get_task & co. show and answers not_found for another org's id. Zones and pricing are fixed
// resources. Which committed records change which URI is changes.ts's (docs/mcp.md, "Resources").
import type { ListResourceTemplatesResult, Resource } from '@modelcontextprotocol/server';

type ResourceTemplate = ListResourceTemplatesResult['resourceTemplates'][number];
import type { Operation } from '../ops/operation.ts';
import { operation } from '../ops/registry.ts';
import { RESOURCE_SCHEME, type ResourceKind } from '../views/resource-uri.ts';
import type { ToolRunner } from './tool-call.ts';
import type { ProofImageLoader } from './proof-images.ts';

interface Kind {
  readonly kind: ResourceKind;
  readonly op: string;
  readonly title: string;
  readonly description: string;
}

const KINDS: readonly Kind[] = [
  {
    kind: 'tasks',
    op: 'get_task',
    title: 'Task',
    description:
      'A task: state, escrow, proof summary and Pass, as get_task shows it. ' +
      'Subscribe to be told when its state changes.',
  },
  {
    kind: 'workflows',
    op: 'get_workflow',
    title: 'Workflow',
    description:
      'A workflow and its steps, as get_workflow shows it. Subscribe to be told when it moves.',
  },
  {
    kind: 'campaigns',
    op: 'get_campaign',
    title: 'Campaign',
    description:
      'A campaign: status, budget and progress. Subscribe to be told when its status changes.',
  },
  {
    kind: 'loops',
    op: 'get_loop',
    title: 'Loop',
    description:
      'A Loop: status, envelope and runs, as get_loop shows it. ' +
      'Subscribe to be told when it moves or proposes a run.',
  },
];

const FIXED: ReadonlyArray<Resource & { op: string }> = [
  {
    uri: 'errand://zones',
    name: 'zones',
    title: 'Zones',
    description: 'Launch zones and their status (list_zones).',
    mimeType: 'application/json',
    op: 'list_zones',
  },
  {
    uri: 'errand://pricing',
    name: 'pricing',
    title: 'Pricing',
    description: 'Task types, reward floors and the platform fee (GET /v1/pricing).',
    mimeType: 'application/json',
    op: 'get_pricing',
  },
];

/** The operation that reads `uri`, and its arguments; undefined for a URI that is none of ours. */
export function resolveUri(
  uri: string,
): { op: Operation; args: Record<string, unknown> } | undefined {
  const fixed = FIXED.find((r) => r.uri === uri);
  if (fixed) return { op: operation(fixed.op), args: {} };
  const match = /^errand:\/\/(tasks|workflows|campaigns|loops)\/([^/?#]+)$/.exec(uri);
  if (!match) return undefined;
  const kind = KINDS.find((k) => k.kind === match[1])!;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
  return { op: operation(kind.op), args: { id } };
}

const SUB_TEMPLATES: readonly ResourceTemplate[] = [
  {
    uriTemplate: 'errand://tasks/{id}/proof/{n}',
    name: 'proof_photo',
    title: 'Proof photo',
    description:
      "The n-th photo (1-based) of a task's proof, as get_proof's evidence lists them: " +
      'JPEG, at most 1024 px a side, no metadata.',
    mimeType: 'image/jpeg',
  },
  {
    uriTemplate: 'errand://workflows/{id}/report',
    name: 'workflow_report',
    title: 'Workflow report',
    description: 'The verified report of a finished workflow, in Markdown (get_workflow_report).',
    mimeType: 'text/markdown',
  },
];

export const RESOURCE_TEMPLATES: readonly ResourceTemplate[] = [
  ...KINDS.map((k) => ({
    uriTemplate: `${RESOURCE_SCHEME}://${k.kind}/{id}`,
    name: k.kind.slice(0, -1),
    title: k.title,
    description: k.description,
    mimeType: 'application/json',
  })),
  ...SUB_TEMPLATES,
];

export const FIXED_RESOURCES: readonly Resource[] = FIXED.map(({ op: _op, ...r }) => r);

type Contents =
  | { uri: string; mimeType: string; text: string }
  | { uri: string; mimeType: string; blob: string };

const PROOF_PHOTO = /^errand:\/\/tasks\/([^/?#]+)\/proof\/([1-9]\d{0,2})$/;
const REPORT = /^errand:\/\/workflows\/([^/?#]+)\/report$/;

/** Reads `uri` as the calling agent: its contents, or throws the operation's DomainError. */
export async function readResource(
  run: ToolRunner,
  uri: string,
  images?: ProofImageLoader,
): Promise<Contents> {
  const photo = PROOF_PHOTO.exec(uri);
  if (photo) {
    const proof = await run({ op: operation('get_proof'), args: { id: decode(uri, photo[1]!) } });
    const sha = proof.evidence.media_sha256[Number(photo[2]) - 1];
    if (!sha || !images) throw new UnknownResource(uri);
    return { uri, mimeType: 'image/jpeg', blob: (await images(sha)).data };
  }
  const report = REPORT.exec(uri);
  if (report) {
    const args = { id: decode(uri, report[1]!), format: 'markdown' };
    const rendered = await run({ op: operation('get_workflow_report'), args });
    // format markdown answers the rendered shape of the output's union (ops/workflows.ts).
    if (!('content_type' in rendered) || typeof rendered.content !== 'string')
      throw new Error('get_workflow_report: markdown expected');
    return { uri, mimeType: 'text/markdown', text: rendered.content };
  }
  const target = resolveUri(uri);
  if (!target) throw new UnknownResource(uri);
  const data = await run({ op: target.op, args: target.args });
  return { uri, mimeType: 'application/json', text: JSON.stringify(data) };
}

function decode(uri: string, part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new UnknownResource(uri);
  }
}

export class UnknownResource extends Error {
  constructor(readonly uri: string) {
    super(`Resource not found: ${uri}`);
  }
}
