// The verified report of a finished workflow, as data (the JSON format and the attestation's
// payload) and rendered as Markdown and HTML from that same data, so every format says the same.
// Evidence is hashes, capture times and answers: never an Operator's identity or coordinates.
// Only what is final once the workflow is finished goes in (no task states: settlement would
// change them), so an attestation stays equal to the JSON report for good.
import type { WorkflowParts } from './workflow-view.ts';
import { STEP_FAILED, STEP_RELEASED } from '../core/decide-workflows.ts';
import { findProduct } from '../domain/workflow-products.ts';

export const REPORT_FORMATS = ['json', 'markdown', 'html', 'attestation'] as const;

interface StepReport {
  index: number;
  type: string;
  title: string;
  outcome: 'verified' | 'failed' | 'not_run';
  task_id: string | null;
  verification: {
    outcome: string;
    confidence: number;
    checks: Array<{ name: string; result: string; reason: string }>;
    verifier_version: string;
  } | null;
  evidence: {
    captured_at: string;
    submitted_at: string;
    media_sha256: string[];
    answers: Record<string, string>;
  } | null;
}

export interface WorkflowReport {
  report_version: '1';
  issuer: string;
  workflow_id: string;
  product: string;
  product_title: string;
  zone_ref: string;
  subject: Record<string, unknown>;
  state: string;
  verified: boolean;
  ordered_at: string;
  finished_at: string | null;
  summary: { steps_total: number; steps_verified: number };
  money: { currency: string; price_minor: string; released_minor: string; refunded_minor: string };
  steps: StepReport[];
}

const iso = (ms: number) => new Date(ms).toISOString();

export function buildReport(parts: WorkflowParts, issuer: string): WorkflowReport {
  const wf = parts.workflow;
  let released = 0n;
  const steps = wf.steps.map((s, index): StepReport => {
    const task = s.taskId === null ? undefined : parts.tasks.get(s.taskId);
    const verified = task !== undefined && STEP_RELEASED.has(task.state);
    if (verified) released += s.rewardMinor + s.feeMinor;
    const v = task?.proof?.verification ?? null;
    return {
      index,
      type: s.type,
      title: s.title,
      outcome: verified
        ? 'verified'
        : task && (STEP_FAILED.has(task.state) || wf.state === 'failed')
          ? 'failed'
          : 'not_run',
      task_id: s.taskId,
      verification: v && {
        outcome: v.outcome,
        confidence: v.confidence,
        checks: v.checks.map((c) => ({ name: c.name, result: c.result, reason: c.reason })),
        verifier_version: v.verifierVersion,
      },
      evidence: task?.proof
        ? {
            captured_at: task.proof.capturedAt,
            submitted_at: iso(task.proof.submittedAtMs),
            media_sha256: [...task.proof.mediaSha256],
            answers: textAnswers(task.proof.answers),
          }
        : null,
    };
  });
  return {
    report_version: '1',
    issuer,
    workflow_id: wf.id,
    product: wf.product,
    product_title: findProduct(wf.product)?.title ?? wf.product,
    zone_ref: wf.zoneRef,
    subject: { ...wf.inputs },
    state: wf.state,
    verified: wf.state === 'completed',
    ordered_at: iso(wf.createdAtMs),
    finished_at: wf.finishedAtMs === null ? null : iso(wf.finishedAtMs),
    summary: {
      steps_total: steps.length,
      steps_verified: steps.filter((s) => s.outcome === 'verified').length,
    },
    money: {
      currency: wf.currency,
      price_minor: wf.totalMinor.toString(),
      released_minor: released.toString(),
      refunded_minor: wf.state === 'failed' ? (wf.totalMinor - released).toString() : '0',
    },
    steps,
  };
}

function subjectLines(subject: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(subject).map(([k, v]) => [
    k.replace(/_/g, ' '),
    Array.isArray(v) ? v.join(', ') : String(v),
  ]);
}

/**
 * Inline Markdown escaped, so order inputs and answers cannot restructure the report: every line
 * starts with our own prefix, so only inline syntax (emphasis, code, links, HTML, table pipes)
 * and line breaks need escaping.
 */
function md(text: string): string {
  return text.replace(/([\\`*_[\]<>|#])/g, '\\$1').replace(/\r?\n/g, ' ');
}

export function renderMarkdown(r: WorkflowReport): string {
  const out: string[] = [
    `# ${md(r.product_title)}: ${r.verified ? 'verified' : md(r.state)}`,
    '',
    `Workflow \`${r.workflow_id}\` in \`${r.zone_ref}\`, ordered ${r.ordered_at}, finished ` +
      `${r.finished_at ?? 'not yet'}.`,
    `Steps verified: ${r.summary.steps_verified} of ${r.summary.steps_total}. Price ` +
      `${r.money.price_minor} ${r.money.currency} (minor units); released ` +
      `${r.money.released_minor}, refunded ${r.money.refunded_minor}.`,
    '',
    '## Subject',
    '',
    ...subjectLines(r.subject).map(([k, v]) => `- **${md(k)}**: ${md(v)}`),
  ];
  for (const s of r.steps) {
    out.push('', `## Step ${s.index + 1}: ${md(s.title)} — ${s.outcome}`, '');
    if (s.verification) {
      out.push(
        `Verification: ${s.verification.outcome}, confidence ${s.verification.confidence}.`,
        '',
        '| check | result | reason |',
        '|---|---|---|',
      );
      for (const c of s.verification.checks)
        out.push(`| ${md(c.name)} | ${c.result} | ${md(c.reason)} |`);
    }
    if (s.evidence) {
      out.push('', `Captured ${md(s.evidence.captured_at)}, submitted ${s.evidence.submitted_at}.`);
      for (const h of s.evidence.media_sha256) out.push(`- photo sha256 \`${h}\``);
      for (const [q, a] of Object.entries(s.evidence.answers)) out.push(`- ${md(q)}: ${md(a)}`);
    }
  }
  out.push(
    '',
    `Issued by ${md(r.issuer)}. The attestation format of this report is a JWS (EdDSA) ` +
      `verifiable with /v1/jwks.json.`,
    '',
  );
  return out.join('\n');
}

function h(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function renderHtml(r: WorkflowReport): string {
  const steps = r.steps.map((s) => {
    const checks = s.verification
      ? `<p>Verification: ${h(s.verification.outcome)}, confidence ` +
        `${s.verification.confidence}</p><table><thead><tr><th>check</th><th>result</th>` +
        `<th>reason</th></tr></thead><tbody>${s.verification.checks.map(checkRow).join('')}` +
        '</tbody></table>'
      : '';
    const evidence = s.evidence
      ? `<p>Captured ${h(s.evidence.captured_at)}, submitted ${h(s.evidence.submitted_at)}</p>` +
        `<ul>${s.evidence.media_sha256.map(photoRow).join('')}` +
        `${Object.entries(s.evidence.answers)
          .map(([q, a]) => `<li>${h(q)}: ${h(a)}</li>`)
          .join('')}</ul>`
      : '';
    return (
      `<section><h2>Step ${s.index + 1}: ${h(s.title)} — ${h(s.outcome)}</h2>` +
      `${checks}${evidence}</section>`
    );
  });
  const title = `${h(r.product_title)} — ${h(r.workflow_id)}`;
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>`,
    `<h1>${h(r.product_title)}: ${r.verified ? 'verified' : h(r.state)}</h1>`,
    `<p>Workflow <code>${h(r.workflow_id)}</code> in <code>${h(r.zone_ref)}</code>, ordered ` +
      `${h(r.ordered_at)}, finished ${h(r.finished_at ?? 'not yet')}.</p>`,
    `<p>Steps verified: ${r.summary.steps_verified} of ${r.summary.steps_total}. Price ` +
      `${h(r.money.price_minor)} ${h(r.money.currency)} (minor units); released ` +
      `${h(r.money.released_minor)}, refunded ${h(r.money.refunded_minor)}.</p>`,
    `<h2>Subject</h2><dl>${subjectLines(r.subject)
      .map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(v)}</dd>`)
      .join('')}</dl>`,
    ...steps,
    `<footer>Issued by ${h(r.issuer)}. The attestation format of this report is a JWS (EdDSA) ` +
      'verifiable with /v1/jwks.json.</footer>',
    '</body></html>',
    '',
  ].join('\n');
}

const photoRow = (x: string) => `<li>photo sha256 <code>${h(x)}</code></li>`;
const checkRow = (c: { name: string; result: string; reason: string }) =>
  `<tr><td>${h(c.name)}</td><td>${h(c.result)}</td><td>${h(c.reason)}</td></tr>`;

/** A workflow step's answers are free text; a typed answer (never on a step today) as its text. */
function textAnswers(
  answers: Readonly<Record<string, string | number | boolean>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, String(v)]));
}
