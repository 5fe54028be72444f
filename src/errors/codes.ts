// The one registry of error codes: status, title and when each is returned. /docs/errors/<code>,
// the OpenAPI document, llms.txt and the tests that pin this list are generated from it.
export const ERROR_CODES = {
  validation_failed: { status: 400, title: 'Request failed validation', when: 'The body, query or path fails its schema; detail.errors lists {path, message}.', retry: 'Fix the request; do not retry as is.' },
  idempotency_key_missing: { status: 400, title: 'Idempotency-Key header is required', when: 'A mutating POST (or a create_task/approve_task tool call) came without an idempotency key.', retry: 'Send again with a key.' },
  unauthorized: { status: 401, title: 'Missing, malformed, unknown or revoked API key', when: 'The bearer key is missing, malformed, unknown, rotated or revoked (or an admin token/partner signature is wrong).', retry: 'Use a valid key.' },
  insufficient_escrow_balance: { status: 402, title: 'Wallet balance is below the amount to lock', when: 'The wallet cannot cover reward + fee; detail.required and detail.available are minor-unit digit strings. Nothing was created.', retry: 'Fund the wallet, then retry with the same Idempotency-Key.' },
  spend_policy_exceeded: { status: 403, title: 'Daily or per-task spend cap exceeded', when: 'The amount to lock exceeds the agent\'s per-task cap or what is left of its daily cap (UTC day); detail.cap says which. No escrow was reserved.', retry: 'Lower the amount, wait for the next UTC day, or ask an admin to raise the cap.' },
  delegation_denied: { status: 403, title: 'Agent lacks the delegation flag for this action', when: 'The agent was not granted the flag the operation needs (detail.flag).', retry: 'Ask an admin to grant the flag.' },
  agent_frozen: { status: 403, title: 'Agent is frozen by its kill switch', when: 'The agent\'s kill switch is on: its writes are refused.', retry: 'Wait until an admin unfreezes the agent.' },
  feature_disabled: { status: 403, title: 'This feature is disabled for the organisation', when: 'A flag-gated surface (Loops: flags.loop.engine) is off for the org, or the test clock on a real clock.', retry: 'Ask an admin to enable the flag.' },
  not_found: { status: 404, title: 'No such resource', when: 'Unknown id, unknown route, or an id that belongs to another org (existence is never revealed).', retry: 'Check the id.' },
  idempotency_conflict: { status: 409, title: 'Idempotency-Key reused with a different request', when: 'The key was used within 24 h for a request with other parameters.', retry: 'Use a new key for a new request.' },
  idempotency_in_progress: { status: 409, title: 'A request with this Idempotency-Key is in progress', when: 'Never returned: a concurrent duplicate waits for the first request and receives its response.', retry: 'Not applicable.' },
  invalid_state: { status: 409, title: 'Action not valid in the current state', when: 'The action is not allowed from the resource\'s current state; detail.state and detail.action say which.', retry: 'Read the resource and act on its state.' },
  payload_too_large: { status: 413, title: 'Request body is too large', when: 'The body exceeds the configured limit (64 KiB by default).', retry: 'Send a smaller body.' },
  safety_filter_blocked: { status: 422, title: 'Credential-class work is refused', when: 'The task asks for account creation, CAPTCHA solving or OTP/verification-code handling; detail.category names which. The text is never echoed.', retry: 'Do not retry: such work is never accepted.' },
  zone_not_serviceable: { status: 422, title: 'Zone is unknown or not live', when: 'zone_ref is unknown or not live; detail.zone_ref and detail.status.', retry: 'Pick a live zone from GET /v1/zones.' },
  task_type_unavailable: { status: 422, title: 'Task type is unknown or not enabled', when: 'The type is unknown, or Gated and not enabled for the org.', retry: 'Pick a type from GET /v1/content.' },
  rate_limited: { status: 429, title: 'Too many requests for this agent', when: 'The agent exceeded its request budget; the Retry-After header gives seconds to wait.', retry: 'Wait Retry-After seconds plus jitter, back off exponentially, reuse the same Idempotency-Key.' },
  internal: { status: 500, title: 'Internal error; safe to retry', when: 'A server fault; nothing was acknowledged.', retry: 'Retry with the same Idempotency-Key.' },
  unavailable: { status: 503, title: 'Service is overloaded or shutting down; retry later', when: 'A shard mailbox is full, the service is shutting down, or a write failed and writes are refused until restart (detail.reason says which; nothing was applied).', retry: 'Retry with backoff and the same Idempotency-Key.' },
} as const satisfies Record<string, { status: number; title: string; when: string; retry: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
