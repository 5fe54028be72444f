// One webhook delivery on the wire: the Standard Webhooks signature headers, a POST that never
// follows a redirect, and the answer read as delivered (2xx), gone (410) or failed. Apart from
// the queue (delivery-queue.ts), which decides when to send and what to do with the answer.
import { Webhook } from 'standardwebhooks';
import type { WebhookEndpoint } from '../core/state.ts';

export interface SendAnswer {
  outcome: 'delivered' | 'gone' | 'failed';
  /** The receiver's HTTP status; null when there was no answer (timeout, refused, reset). */
  status: number | null;
  /** Why there was no answer, in a word or two. */
  error: string | null;
  /** The start of the receiver's answer body (for the console's delivery log), when it sent one. */
  response?: string;
}

/** How much of a receiver's answer is kept: enough to read an error message, never a dump. */
const RESPONSE_KEPT_CHARS = 1_000;

async function answerStart(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < RESPONSE_KEPT_CHARS * 4) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEPT_CHARS);
}

/** Never throws: no answer, or a secret that cannot sign, is a failed attempt like any other. */
export async function sendSigned(
  fetchFn: typeof fetch,
  endpoint: Pick<WebhookEndpoint, 'url' | 'secret'>,
  eventId: string,
  body: string,
  at: Date,
  signal: AbortSignal,
): Promise<SendAnswer> {
  try {
    const signature = new Webhook(endpoint.secret).sign(eventId, at, body);
    const res = await fetchFn(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'errand-webhooks/1',
        'webhook-id': eventId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      redirect: 'manual', // a redirect is a failure, never a way to another host
      signal,
    });
    const response = await answerStart(res).catch(() => '');
    return {
      status: res.status,
      outcome:
        res.status >= 200 && res.status < 300
          ? 'delivered'
          : res.status === 410
            ? 'gone'
            : 'failed',
      error: null,
      ...(response ? { response } : {}),
    };
  } catch (err) {
    // timeout, refused, reset
    return {
      status: null,
      outcome: 'failed',
      error:
        (err as Error).name === 'TimeoutError'
          ? 'timeout'
          : ((err as { cause?: { code?: string } }).cause?.code ?? 'no answer'),
    };
  }
}
