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
    await res.body?.cancel().catch(() => {});
    return { status: res.status, outcome: res.status >= 200 && res.status < 300 ? 'delivered' : res.status === 410 ? 'gone' : 'failed', error: null };
  } catch (err) {
    // timeout, refused, reset
    return { status: null, outcome: 'failed', error: (err as Error).name === 'TimeoutError' ? 'timeout' : ((err as { cause?: { code?: string } }).cause?.code ?? 'no answer') };
  }
}
