// Where the safety filter runs. Screening a create's text is pure, needs no shard state, and was
// the largest single item of a durable create's main-thread time (~15 % in bench/engine, ~8 % over
// HTTP), so the service runs it on a worker thread: the texts of the creates go over in messages
// and come back as verdicts, and the main thread pays only for handing them over (PooledScreener
// says how they are grouped). A 10,000-row campaign no longer holds the main thread while its rows
// are screened either.
//
// If the worker fails (it should not: the filter is bounded and pure), the batch is screened on
// this thread instead: the verdict is the same function of the text wherever it runs.
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { screenTask, type SafetyVerdict, type TaskText } from '../domain/safety-filter.ts';
import { cachedSafetyTrie } from './safety-trie-cache.ts';
import type { Command } from '../core/commands.ts';
import type { ResultOf } from '../core/results.ts';
import { screeningOf, withVerdicts } from './prepare.ts';
import { flatTexts, verdictsOf } from '../workers/screen.ts';

export interface Screener {
  /** Verdicts in the order of `texts`: at once when screened on this thread. */
  screen(texts: readonly TaskText[]): SafetyVerdict[] | Promise<SafetyVerdict[]>;
  close(): Promise<void>;
}

/**
 * Screens on the calling thread, at once, so commands reach their shards in the order they were
 * executed: for tests (the pipelined-vs-serial property test relies on that order), the CLI and
 * a bare Engine.
 */
export const inlineScreener: Screener = {
  screen: (texts) => texts.map(screenTask),
  close: () => Promise.resolve(),
};

/**
 * Texts a message at most: a 10,000-row campaign's rows go over in several, other creates' between
 * them.
 */
const MESSAGE_TEXTS_MAX = 256;

const WORKER_ENTRY = fileURLToPath(new URL('../workers/screen-entry.cjs', import.meta.url));

interface Waiter {
  readonly texts: readonly TaskText[];
  readonly resolve: (verdicts: SafetyVerdict[]) => void;
}

/**
 * Self-clocked like the WAL's group commit: a message goes only when the threads have room (two
 * messages a thread), and carries every text that arrived while they were busy. A message costs
 * the main thread the clone and the wake of the worker (72 µs a call at the median on this VM,
 * docs/performance.md); sending each turn's few texts as their own message, queued behind the busy
 * worker, was ~4 % of a create's main-thread time in bench/engine. On a quiet service a text still
 * goes at the end of the turn it arrived in.
 */
export class PooledScreener implements Screener {
  readonly #pool: Piscina<string[], Uint8Array>;
  /** Messages at the threads at once: two a thread, so the next is there when one is done. */
  readonly #inFlightMax: number;
  #waiting: Waiter[] = [];
  #scheduled = false;
  #sending = 0;

  /** One thread by default: the other core of a 2-core machine is shared with LevelDB's writes. */
  constructor(options: { threads?: number } = {}) {
    const threads = options.threads ?? 1;
    this.#inFlightMax = 2 * threads;
    this.#pool = new Piscina({
      filename: WORKER_ENTRY,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: 2,
      idleTimeout: 60_000,
      // This thread's trie, shared (read from its file when it can be): the worker adopts it.
      workerData: { safetyTrie: cachedSafetyTrie() },
    });
  }

  screen(texts: readonly TaskText[]): Promise<SafetyVerdict[]> {
    if (texts.length === 0) return Promise.resolve([]);
    return new Promise((resolve) => {
      this.#waiting.push({ texts, resolve });
      if (!this.#scheduled && this.#sending < this.#inFlightMax) {
        this.#scheduled = true;
        // After this turn's I/O callbacks: every request parsed in it joins the one message.
        setImmediate(() => {
          this.#scheduled = false;
          this.#pump();
        });
      }
    });
  }

  #pump(): void {
    while (this.#sending < this.#inFlightMax && this.#waiting.length > 0) this.#send();
  }

  /**
   * The waiters at the front, up to MESSAGE_TEXTS_MAX texts (one waiter at least), as one message.
   */
  #send(): void {
    let count = 0;
    let taken = 0;
    while (
      taken < this.#waiting.length &&
      (taken === 0 || count + this.#waiting[taken]!.texts.length <= MESSAGE_TEXTS_MAX)
    ) {
      count += this.#waiting[taken]!.texts.length;
      taken += 1;
    }
    const answered = this.#waiting.splice(0, taken);
    const answer = (verdicts: SafetyVerdict[]) => {
      let at = 0;
      for (const w of answered) {
        w.resolve(verdicts.slice(at, at + w.texts.length));
        at += w.texts.length;
      }
    };
    this.#sending += 1;
    void this.#pool
      .run(flatTexts(answered.flatMap((w) => w.texts)))
      .then((codes) => answer(verdictsOf(codes)))
      .catch(() => answer(answered.flatMap((w) => w.texts.map(screenTask))))
      .finally(() => {
        this.#sending -= 1;
        this.#pump();
      });
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }
}

/**
 * Commands on their way to their shards: a create goes once its text is screened (prepare.ts),
 * anything else at once. Screened on another thread, creates reach their shards in the order they
 * were sent, but after other commands sent in the same turn, as concurrent requests may anyway.
 */
export class ScreenedSubmit {
  #underway = 0;
  #idle: Array<() => void> = [];

  constructor(private readonly screener: Screener) {}

  submit<C extends Command>(
    shard: { submit<D extends Command>(command: D): Promise<ResultOf<D>> },
    command: C,
  ): Promise<ResultOf<C>> {
    const screening = screeningOf(command);
    if (screening === undefined) return shard.submit(command);
    // withVerdicts gives back this command with its verdicts added: its answer is the same.
    const screened = (v: readonly SafetyVerdict[]) => withVerdicts(screening, v) as C;
    const verdicts = this.screener.screen(screening.texts);
    if (Array.isArray(verdicts)) return shard.submit(screened(verdicts));
    this.#underway += 1;
    return verdicts.then((v) => {
      this.#underway -= 1;
      if (this.#underway === 0) for (const wake of this.#idle.splice(0)) wake();
      return shard.submit(screened(v));
    });
  }

  /** Resolves once every create being screened has reached its shard. */
  settled(): Promise<void> {
    return this.#underway === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.#idle.push(resolve));
  }
}
