// The numbers of the binary command record: event types and command names are numbered by their
// place in the lists below. Append only, never reorder or remove, or old logs decode wrongly.
import type { CommandRecord, DomainEvent } from './events.ts';

/** Event type codes 1..n; 0 is a type not in this list (its body is always JSON). */
export const EVENT_TYPES = [
  'OrgCreated',
  'AgentCreated',
  'AgentKeySet',
  'DelegationSet',
  'SpendPolicySet',
  'AgentFrozenSet',
  'OrgFlagsSet',
  'ZoneStatusSet',
  'DepositReceived',
  'TaskCreated',
  'EscrowLocked',
  'TaskMoved',
  'EscrowMoved',
  'Posted',
  'SpendCounted',
  'OperatorRegistered',
  'PassIssued',
  'PassScanned',
  'ProofSubmitted',
  'ProofVerified',
  'PayoutRecorded',
  'WorkflowCreated',
  'WorkflowMoved',
  'LoopCreated',
  'LoopMoved',
  'LoopRunProposed',
  'LoopRunDecided',
  'WebhookEndpointCreated',
  'WebhookEndpointDeleted',
  'WebhookEndpointDisabled',
  'AgentKeyAdded',
  'AgentKeyExpirySet',
  'AgentKeyRevoked',
  'OperatorPhotoSet',
  'CampaignCreated',
  'CampaignMoved',
  'TaskHeld',
  'HoldDecided',
  'SafetyRefusalNoted',
  'OrgFrozenSet',
  'WebhookEndpointUpdated',
  'WebhookEndpointEnabled',
] as const satisfies readonly DomainEvent['type'][];

// Every event type has a code: a type added to DomainEvent but not here fails to compile.
const everyTypeListed: [Exclude<DomainEvent['type'], (typeof EVENT_TYPES)[number]>] extends [never]
  ? true
  : never = true;
void everyTypeListed;

/** Command name codes 1..n; 0 means the name follows as a string. */
export const COMMANDS = [
  'ApproveTask',
  'CancelTask',
  'CreateAgent',
  'CreateLoop',
  'CreateOrg',
  'CreateTask',
  'CreateWebhookEndpoint',
  'CreateWorkflow',
  'DecideLoopRun',
  'DeleteWebhookEndpoint',
  'Deposit',
  'DisableWebhookEndpoint',
  'ExpireTask',
  'MoveLoop',
  'ProposeLoopRun',
  'RecordVerification',
  'RegisterOperator',
  'RegisterOrg',
  'RejectTask',
  'ResolveDispute',
  'ReviewTask',
  'ScanPass',
  'ScreenTasks',
  'SetAgentKey',
  'SetDelegation',
  'SetFrozen',
  'SetOrgFlags',
  'SetSpendPolicy',
  'SetZoneStatus',
  'SettleTask',
  'StartWorkflow',
  'StepTask',
  'SubmitProof',
  'AddAgentKey',
  'RollAgentKey',
  'RevokeAgentKey',
  'SetOperatorPhoto',
  'CreateCampaign',
  'StartCampaignRows',
  'MoveCampaign',
  'FinishCampaign',
  'DecideHold',
  'WithdrawUnsafe',
  'NoteSafetyRefusal',
  'SetOrgFrozen',
  'UpdateWebhookEndpoint',
  'EnableWebhookEndpoint',
] as const satisfies readonly CommandRecord['command'][];

export const EVENT_CODE = new Map<string, number>(EVENT_TYPES.map((t, i) => [t, i + 1]));
export const COMMAND_CODE = new Map<string, number>(COMMANDS.map((c, i) => [c, i + 1]));

/** Set on an event code when its body is the event as JSON text (one string reference). */
export const JSON_BODY = 0x80;
