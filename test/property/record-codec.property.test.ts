// Proves the record codec loses nothing: random command records of every event type (optional
// fields absent or present, any strings, any idempotency result) decode to exactly what was
// encoded, and recordHasEvent agrees with the decoded events.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommandRecord, DomainEvent } from '../../src/core/events.ts';
import {
  decodeRecord,
  encodeRecord,
  encodeRecordJson,
  recordHasEvent,
  recordToJson,
} from '../../src/core/record-codec.ts';
import { COMMANDS, EVENT_TYPES } from '../../src/core/record-layouts.ts';

/**
 * Mostly ids and ASCII, sometimes any code point, sometimes a lone surrogate (JSON must carry that
 * record).
 */
const str = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', 'a\uDC00b', '\uD83D\uDE00', 'é', '') },
);
const digits = fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String);
const ms = fc.oneof(
  fc.integer({ min: 0, max: 4_102_444_800_000 }),
  fc.maxSafeNat(),
  fc.integer({ min: -1_000_000, max: -1 }),
);
const nullableStr = fc.option(str, { nil: null });
/** What JSON can hold: fc.jsonValue also makes -0, which JSON text writes as 0. */
const json = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const obj = fc.dictionary(str, json, { maxKeys: 4, noNullPrototype: true });
const strs = fc.array(str, { maxLength: 4 });

const task = fc.record(
  {
    id: str,
    orgId: str,
    agentId: str,
    type: str,
    title: str,
    instructions: str,
    rewardMinor: digits,
    feeMinor: digits,
    totalMinor: digits,
    currency: str,
    deadlineMs: ms,
    proofRequirements: strs,
    zoneRef: str,
    lockId: str,
    createdAtMs: ms,
    language: str,
    workflowId: str,
    workflowStep: fc.nat(20),
    campaignId: str,
    campaignRow: fc.nat(20000),
    // A typed-answer form is not in the compact layout: such a record goes as JSON, losing nothing.
    answerSchema: obj,
  },
  {
    requiredKeys: [
      'id',
      'orgId',
      'agentId',
      'type',
      'title',
      'instructions',
      'rewardMinor',
      'feeMinor',
      'totalMinor',
      'currency',
      'deadlineMs',
      'proofRequirements',
      'zoneRef',
      'lockId',
      'createdAtMs',
    ],
    noNullPrototype: true,
  },
);
const transfer = fc.record(
  { debit: str, credit: str, amountMinor: digits, currency: str },
  { noNullPrototype: true },
);
const ev = <T extends DomainEvent['type']>(
  type: T,
  fields: Record<string, fc.Arbitrary<unknown>>,
  requiredKeys?: string[],
) =>
  fc.record(
    { type: fc.constant(type), ...fields },
    {
      noNullPrototype: true,
      ...(requiredKeys ? { requiredKeys: ['type', ...requiredKeys] as never } : {}),
    },
  ) as unknown as fc.Arbitrary<DomainEvent>;

const coordinate = (bound: number) =>
  fc
    .double({ min: -bound, max: bound, noNaN: true, noDefaultInfinity: true })
    .map((x) => (x === 0 ? 0 : x));

const events: Record<DomainEvent['type'], fc.Arbitrary<DomainEvent>> = {
  OrgCreated: ev('OrgCreated', { orgId: str, name: str, mode: str, currency: str }),
  AgentCreated: ev('AgentCreated', { agentId: str, orgId: str, name: str }),
  AgentKeySet: ev('AgentKeySet', { agentId: str, keyHash: nullableStr }),
  AgentKeyAdded: ev('AgentKeyAdded', { agentId: str, keyId: str, label: str, keyHash: str }),
  AgentKeyExpirySet: ev('AgentKeyExpirySet', { agentId: str, keyId: str, expiresAtMs: ms }),
  AgentKeyRevoked: ev('AgentKeyRevoked', { agentId: str, keyId: str }),
  DelegationSet: ev('DelegationSet', {
    agentId: str,
    delegation: fc.dictionary(str, fc.boolean(), { maxKeys: 5, noNullPrototype: true }),
  }),
  SpendPolicySet: ev('SpendPolicySet', {
    agentId: str,
    dailyCapMinor: fc.option(digits, { nil: null }),
    perTaskCapMinor: fc.option(digits, { nil: null }),
  }),
  AgentFrozenSet: ev('AgentFrozenSet', { agentId: str, frozen: fc.boolean() }),
  OrgFlagsSet: ev('OrgFlagsSet', {
    orgId: str,
    flags: fc.dictionary(str, fc.boolean(), { maxKeys: 3, noNullPrototype: true }),
  }),
  ZoneStatusSet: ev('ZoneStatusSet', { zoneRef: str, status: str }),
  DepositReceived: ev('DepositReceived', {
    orgId: str,
    depositId: str,
    amountMinor: digits,
    currency: str,
  }),
  TaskCreated: ev('TaskCreated', { task, state: str }),
  EscrowLocked: ev('EscrowLocked', {
    lockId: str,
    taskId: str,
    orgId: str,
    amountMinor: digits,
    currency: str,
    state: str,
  }),
  TaskMoved: ev('TaskMoved', { taskId: str, event: str, from: str, to: str, operatorId: str }, [
    'taskId',
    'event',
    'from',
    'to',
  ]),
  EscrowMoved: ev('EscrowMoved', { lockId: str, event: str, from: str, to: str }),
  Posted: ev('Posted', {
    entryId: str,
    memo: str,
    transfers: fc.array(transfer, { maxLength: 3 }),
  }),
  SpendCounted: ev('SpendCounted', { agentId: str, day: str, amountMinor: digits }),
  OperatorRegistered: ev('OperatorRegistered', { operator: obj }),
  OperatorPhotoSet: ev('OperatorPhotoSet', { operatorId: str, photoId: str, mediaSha256: str }),
  PassIssued: ev('PassIssued', {
    taskId: str,
    passId: str,
    token: str,
    issuedAtMs: ms,
    expiresAtMs: ms,
  }),
  PassScanned: ev('PassScanned', { taskId: str }),
  ProofSubmitted: ev('ProofSubmitted', { taskId: str, proof: obj }),
  ProofVerified: ev('ProofVerified', { taskId: str, verification: obj }),
  PayoutRecorded: ev('PayoutRecorded', { taskId: str, reference: str }),
  WorkflowCreated: ev('WorkflowCreated', { workflow: obj, state: str }),
  CampaignCreated: ev('CampaignCreated', { campaign: obj, state: str }),
  CampaignMoved: ev(
    'CampaignMoved',
    { campaignId: str, event: str, from: str, to: str, refundedMinor: digits },
    ['campaignId', 'event', 'from', 'to'],
  ),
  WorkflowMoved: ev('WorkflowMoved', { workflowId: str, event: str, from: str, to: str }),
  LoopCreated: ev('LoopCreated', { loop: obj }),
  LoopMoved: ev('LoopMoved', { loopId: str, event: str, from: str, to: str }),
  LoopRunProposed: ev('LoopRunProposed', { loopId: str, runId: str, dueMs: ms }),
  LoopRunDecided: ev(
    'LoopRunDecided',
    { loopId: str, runId: str, status: str, spentMinor: digits, taskId: str, workflowId: str },
    ['loopId', 'runId', 'status', 'spentMinor'],
  ),
  WebhookEndpointCreated: ev('WebhookEndpointCreated', { orgId: str, endpoint: obj }),
  WebhookEndpointDeleted: ev('WebhookEndpointDeleted', { orgId: str, endpointId: str }),
  WebhookEndpointDisabled: ev('WebhookEndpointDisabled', { orgId: str, endpointId: str }),
  TaskHeld: ev('TaskHeld', { taskId: str, hold: obj }),
  HoldDecided: ev('HoldDecided', { taskId: str, decision: str, note: str }, ['taskId', 'decision']),
  SafetyRefusalNoted: ev('SafetyRefusalNoted', { orgId: str, category: str }),
  OrgFrozenSet: ev('OrgFrozenSet', { orgId: str, frozen: fc.boolean() }),
  WebhookEndpointUpdated: ev('WebhookEndpointUpdated', {
    orgId: str,
    endpointId: str,
    url: str,
    events: fc.array(str, { maxLength: 4 }),
  }),
  WebhookEndpointEnabled: ev('WebhookEndpointEnabled', { orgId: str, endpointId: str }),
  ProofRejected: ev('ProofRejected', { taskId: str, by: str, reason: str }, ['taskId', 'by']),
  AppealOpened: ev('AppealOpened', { taskId: str, operatorId: str, note: str }, ['taskId']),
  // A check-in's position is a real coordinate (the decider refuses others): no NaN, ±Infinity or
  // -0, which JSON cannot carry.
  CheckedIn: ev('CheckedIn', { taskId: str, lat: coordinate(90), lng: coordinate(180) }),
  OperatorFrozenSet: ev('OperatorFrozenSet', { operatorId: str, frozen: fc.boolean() }),
  GoldTaskDefined: ev('GoldTaskDefined', {
    orgId: str,
    taskId: str,
    knownAnswer: fc.dictionary(str, fc.oneof(str, fc.boolean(), fc.integer()), {
      maxKeys: 3,
      noNullPrototype: true,
    }),
  }),
  OperatorQualityReviewed: ev('OperatorQualityReviewed', {
    operatorId: str,
    decision: fc.constantFrom('reinstate', 'pause'),
    outcomes: fc.nat(),
  }),
  PayoutFailed: ev('PayoutFailed', { taskId: str, reason: str }),
  AppealDecided: ev('AppealDecided', { taskId: str, decision: str, note: str }, ['taskId']),
  ConsensusDecided: ev(
    'ConsensusDecided',
    {
      taskId: str,
      outcome: str,
      answers: obj,
      agreed: fc.array(str),
      answered: fc.array(str),
      confidence: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
    },
    ['taskId', 'outcome', 'answers', 'agreed', 'answered', 'confidence'],
  ),
};

const record: fc.Arbitrary<CommandRecord> = fc.record(
  {
    v: fc.constant(1 as const),
    atMs: ms,
    command: fc.oneof(fc.constantFrom(...COMMANDS), str),
    idem: fc.record(
      { scope: str, fingerprint: str, result: json },
      { requiredKeys: ['scope', 'fingerprint'], noNullPrototype: true },
    ),
    events: fc.array(fc.oneof(...Object.values(events)), { maxLength: 6 }),
  },
  { requiredKeys: ['v', 'atMs', 'command', 'events'], noNullPrototype: true },
) as fc.Arbitrary<CommandRecord>;

function hasLoneSurrogate(v: unknown): boolean {
  if (typeof v === 'string') return /[\uD800-\uDFFF]/u.test(v);
  if (typeof v !== 'object' || v === null) return false;
  return Object.entries(v).some(([k, x]) => hasLoneSurrogate(k) || hasLoneSurrogate(x));
}

describe('record codec', () => {
  it('has an arbitrary for every event type it numbers', () => {
    expect(Object.keys(events).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it(
    'property: decodeRecord(encodeRecord(r)) equals r, and recordHasEvent agrees with the ' +
      'events',
    () => {
      fc.assert(
        fc.property(record, (r) => {
          const bytes = encodeRecord(r);
          expect(decodeRecord(bytes)).toStrictEqual(r);
          expect(JSON.parse(recordToJson(bytes))).toEqual(JSON.parse(JSON.stringify(r)));
          for (const type of EVENT_TYPES)
            expect(recordHasEvent(bytes, type)).toBe(r.events.some((e) => e.type === type));
        }),
        { numRuns: 2000 },
      );
    },
  );

  it(
    'property: a record with only well-formed strings is written binary, and never larger than ' +
      'its JSON',
    () => {
      const wellFormed = record.filter((r) => !hasLoneSurrogate(r));
      fc.assert(
        fc.property(wellFormed, (r) => {
          const bytes = encodeRecord(r);
          expect(bytes[0]).toBe(0x02);
          expect(bytes.length).toBeLessThanOrEqual(encodeRecordJson(r).length + 16);
        }),
        { numRuns: 500 },
      );
    },
  );

  it('still decodes JSON (v1) payloads, and refuses bytes that are neither format', () => {
    fc.assert(
      fc.property(record, (r) => {
        expect(decodeRecord(encodeRecordJson(r))).toEqual(JSON.parse(JSON.stringify(r)));
      }),
      { numRuns: 300 },
    );
    expect(() => decodeRecord(new Uint8Array([0x01, 0x00]))).toThrow(/not a command record/);
  });
});
