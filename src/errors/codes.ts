// The one registry of error codes: status and a title per code. /docs/errors/<code>, the OpenAPI
// document and the tests that pin this list are generated from it.
export const ERROR_CODES = {
  insufficient_escrow_balance: { status: 402, title: 'Wallet balance is below the amount to lock' },
  spend_policy_exceeded: { status: 403, title: 'Daily or per-task spend cap exceeded' },
  delegation_denied: { status: 403, title: 'Agent lacks the delegation flag for this action' },
  agent_frozen: { status: 403, title: 'Agent is frozen by its kill switch' },
  feature_disabled: { status: 403, title: 'This feature is disabled for the organisation' },
  idempotency_conflict: { status: 409, title: 'Idempotency-Key reused with a different request' },
  idempotency_in_progress: { status: 409, title: 'A request with this Idempotency-Key is in progress' },
  invalid_state: { status: 409, title: 'Action not valid in the current state' },
  rate_limited: { status: 429, title: 'Too many requests for this agent' },
  internal: { status: 500, title: 'Internal error; safe to retry' },
  safety_filter_blocked: { status: 422, title: 'Credential-class work is refused' },
  zone_not_serviceable: { status: 422, title: 'Zone is unknown or not live' },
  task_type_unavailable: { status: 422, title: 'Task type is unknown or not enabled' },
  unauthorized: { status: 401, title: 'Missing, malformed, unknown or revoked API key' },
  validation_failed: { status: 400, title: 'Request failed validation' },
  idempotency_key_missing: { status: 400, title: 'Idempotency-Key header is required' },
  not_found: { status: 404, title: 'No such resource' },
  payload_too_large: { status: 413, title: 'Request body is too large' },
  unavailable: { status: 503, title: 'Service is overloaded or shutting down; retry later' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
