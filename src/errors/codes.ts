// The one registry of error codes: status, title and when each is returned. /docs/errors/<code>,
// the OpenAPI document, llms.txt and the tests that pin this list are generated from it.
export const ERROR_CODES = {
  validation_failed: {
    status: 400,
    title: 'Request failed validation',
    when: 'The body, query or path fails its schema; detail.errors lists {path, message}.',
    retry: 'Fix the request; do not retry as is.',
  },
  idempotency_key_missing: {
    status: 400,
    title: 'Idempotency-Key header is required',
    when:
      'A mutating POST (or a create_task/approve_task tool call) came without an idempotency ' +
      'key.',
    retry: 'Send again with a key.',
  },
  unauthorized: {
    status: 401,
    title: 'Missing, malformed, unknown or revoked API key',
    when:
      'The bearer key is missing, malformed, unknown, rotated or revoked (or an admin ' +
      'token/partner signature is wrong).',
    retry: 'Use a valid key.',
  },
  insufficient_escrow_balance: {
    status: 402,
    title: 'Wallet balance is below the amount to lock',
    when:
      'The wallet cannot cover reward + fee; detail.required and detail.available are ' +
      'minor-unit digit strings. Nothing was created.',
    retry: 'Fund the wallet, then retry with the same Idempotency-Key.',
  },
  spend_policy_exceeded: {
    status: 403,
    title: 'Daily or per-task spend cap exceeded',
    when:
      "The amount to lock exceeds the agent's per-task cap or what is left of its daily cap " +
      '(UTC day); detail.cap says which. No escrow was reserved.',
    retry: 'Lower the amount, wait for the next UTC day, or ask an admin to raise the cap.',
  },
  delegation_denied: {
    status: 403,
    title: 'Agent lacks the delegation flag for this action',
    when: 'The agent was not granted the flag the operation needs (detail.flag).',
    retry: 'Ask an admin to grant the flag.',
  },
  agent_frozen: {
    status: 403,
    title: 'Agent is frozen by its kill switch',
    when: "The agent's kill switch is on: its writes are refused.",
    retry: 'Wait until an admin unfreezes the agent.',
  },
  feature_disabled: {
    status: 403,
    title: 'This feature is disabled for the organisation',
    when:
      'A flag-gated surface (Loops: flags.loop.engine) is off for the org, or the test clock ' +
      'on a real clock.',
    retry: 'Ask an admin to enable the flag.',
  },
  not_found: {
    status: 404,
    title: 'No such resource',
    when:
      'Unknown id, unknown route, or an id that belongs to another org (existence is never ' +
      'revealed).',
    retry: 'Check the id.',
  },
  idempotency_conflict: {
    status: 409,
    title: 'Idempotency-Key reused with a different request',
    when: 'The key was used within 24 h for a request with other parameters.',
    retry: 'Use a new key for a new request.',
  },
  idempotency_in_progress: {
    status: 409,
    title: 'A request with this Idempotency-Key is in progress',
    when:
      'Never returned: a concurrent duplicate waits for the first request and receives its ' +
      'response.',
    retry: 'Not applicable.',
  },
  invalid_state: {
    status: 409,
    title: 'Action not valid in the current state',
    when:
      "The action is not allowed from the resource's current state; detail.state and " +
      'detail.action say which.',
    retry: 'Read the resource and act on its state.',
  },
  request_timeout: {
    status: 408,
    title: 'Request was not received in time',
    when:
      'The request headers (15 s by default) or the whole request (60 s) did not arrive in ' +
      'time; the connection is closed. Nothing was applied.',
    retry: 'Send again, with the same Idempotency-Key.',
  },
  payload_too_large: {
    status: 413,
    title: 'Request body is too large',
    when:
      'The body exceeds the limit (64 KiB by default, 16 MiB for proof uploads); ' +
      'detail.limit_bytes states it. The rest of the body is read and discarded, so the answer ' +
      'arrives in full.',
    retry: 'Send a smaller body.',
  },
  safety_filter_blocked: {
    status: 422,
    title: 'The safety policy refuses this work',
    when:
      'The task asks for work the safety policy refuses outright (docs/safety.md): ' +
      'credential-class ' +
      'work (account creation, CAPTCHA solving, OTP handling), illegal goods and services, ' +
      'violence, surveillance of private persons, harassment, trespass, impersonation and fraud, ' +
      'sexual services, exploitation of minors, hate. detail.category names which; the text is ' +
      'never echoed. Borderline work (dangerous work among it) is not refused: the task is ' +
      'created ' +
      'and held in screening for staff review.',
    retry: 'Do not retry: such work is never accepted. Rewrite the task if it was misread.',
  },
  zone_not_serviceable: {
    status: 422,
    title: 'Zone is unknown or not live',
    when: 'zone_ref is unknown or not live; detail.zone_ref and detail.status.',
    retry: 'Pick a live zone from GET /v1/zones.',
  },
  task_type_unavailable: {
    status: 422,
    title: 'Task type is unknown or not enabled',
    when: 'The type is unknown, or Gated and not enabled for the org.',
    retry: 'Pick a type from GET /v1/content.',
  },
  rate_limited: {
    status: 429,
    title: 'Too many requests for this agent',
    when: 'The agent exceeded its request budget; the Retry-After header gives seconds to wait.',
    retry:
      'Wait Retry-After seconds plus jitter, back off exponentially, reuse the same ' +
      'Idempotency-Key.',
  },
  internal: {
    status: 500,
    title: 'Internal error; safe to retry',
    when: 'A server fault; nothing was acknowledged.',
    retry: 'Retry with the same Idempotency-Key.',
  },
  outcome_unknown: {
    status: 500,
    title: 'The outcome of this command is unknown; retry with the same Idempotency-Key',
    when:
      "A write failed while this command's record was on its way to disk (or the answer was " +
      'computed from records that were): it may or may not have been applied, and the service ' +
      'refuses writes until it restarts. With several nodes on a shared log, also: the shard ' +
      "changed hands while this command's record was being written (the node that took it may " +
      'have applied it), and that node serves the retry at once. Nothing is known to be applied ' +
      'or not applied.',
    retry:
      'Retry with the same Idempotency-Key: once the service has restarted (on a shared log: ' +
      'at once, through any node), the retry gets the stored answer if the command was ' +
      'applied, or applies it once if it was not.',
  },
  unavailable: {
    status: 503,
    title: 'Service is overloaded or shutting down; retry later',
    when:
      'Too many requests are in flight (overloaded), a shard mailbox is full (shard_busy), the ' +
      'service is shutting down (shutting_down), a write failed and writes are refused until ' +
      'restart (writes_stopped), or, with several nodes on a shared log, the shard is changing ' +
      'hands (shard_moving), a command forwarded to its owner got no answer in time ' +
      '(forward_timeout) or this node had not yet caught up with the answer (catching_up); ' +
      'detail.reason says which, and all but writes_stopped carry a Retry-After header ' +
      '(detail.retry_after_seconds). Nothing was applied (a command that may have been is ' +
      'answered 500 outcome_unknown instead), except perhaps after forward_timeout or ' +
      'catching_up, where a retry with the same Idempotency-Key gets the stored answer.',
    retry: 'Retry with backoff and the same Idempotency-Key.',
  },
} as const satisfies Record<string, { status: number; title: string; when: string; retry: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
