// Where the safety filter runs. Screening a create's text is pure, needs no shard state, and was
// the largest single item of a durable create's main-thread time (~15 % in bench/engine, ~8 % over
// HTTP), so the service runs it on a worker thread: the texts of the creates that arrive in one
// turn of the event loop go over in chunks of up to 64 and come back as verdicts, and the main
// thread pays only for handing them over. A 10,000-row campaign no longer holds the main thread while
// its rows are screened either.
//
// If the worker fails (it should not: the filter is bounded and pure), the batch is screened on
// this thread instead: the verdict is the same function of the text wherever it runs.
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { screenTask, type SafetyVerdict, type TaskText } from '../domain/safety-filter.ts';
import type { Command } from '../core/commands.ts';
import { screeningOf, withVerdicts } from './prepare.ts';

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

/** Texts a message: small enough that verdicts stream back while later ones are screened. */
const CHUNK_TEXTS = 64;

const WORKER_ENTRY = fileURLToPath(new URL('../workers/screen-entry.mjs', import.meta.url));

interface Waiter {
  readonly from: number;
  readonly count: number;
  readonly resolve: (verdicts: SafetyVerdict[]) => void;
}

export class PooledScreener implements Screener {
  readonly #pool: Piscina<readonly TaskText[], SafetyVerdict[]>;
  #texts: TaskText[] = [];
  #waiters: Waiter[] = [];
  #scheduled = false;

  /** One thread by default: the other core of a 2-core machine is shared with LevelDB's writes. */
  constructor(options: { threads?: number } = {}) {
    const threads = options.threads ?? 1;
    this.#pool = new Piscina({ filename: WORKER_ENTRY, minThreads: threads, maxThreads: threads, idleTimeout: 60_000 });
  }

  screen(texts: readonly TaskText[]): Promise<SafetyVerdict[]> {
    if (texts.length === 0) return Promise.resolve([]);
    return new Promise((resolve) => {
      this.#waiters.push({ from: this.#texts.length, count: texts.length, resolve });
      for (const t of texts) this.#texts.push(t);
      if (!this.#scheduled) {
        this.#scheduled = true;
        // After this turn's I/O callbacks: every request parsed in it joins the one batch.
        setImmediate(() => this.#flush());
      }
    });
  }

  /** Chunks of about CHUNK_TEXTS texts, each its own message, so the first verdicts come back before the last are done. */
  #flush(): void {
    const texts = this.#texts;
    const waiters = this.#waiters;
    this.#texts = [];
    this.#waiters = [];
    this.#scheduled = false;
    for (let first = 0; first < waiters.length; ) {
      let last = first;
      while (last + 1 < waiters.length && waiters[last + 1]!.from + waiters[last + 1]!.count - waiters[first]!.from <= CHUNK_TEXTS) last += 1;
      const from = waiters[first]!.from;
      const chunk = texts.slice(from, waiters[last]!.from + waiters[last]!.count);
      const answered = waiters.slice(first, last + 1);
      const answer = (verdicts: SafetyVerdict[]) => {
        for (const w of answered) w.resolve(verdicts.slice(w.from - from, w.from - from + w.count));
      };
      this.#pool.run(chunk).then(answer, () => answer(chunk.map(screenTask)));
      first = last + 1;
    }
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

  submit(shard: { submit(command: Command): Promise<unknown> }, command: Command): Promise<unknown> {
    const screening = screeningOf(command);
    if (screening === undefined) return shard.submit(command);
    const verdicts = this.screener.screen(screening.texts);
    if (Array.isArray(verdicts)) return shard.submit(withVerdicts(screening, verdicts));
    this.#underway += 1;
    return verdicts.then((v) => {
      this.#underway -= 1;
      if (this.#underway === 0) for (const wake of this.#idle.splice(0)) wake();
      return shard.submit(withVerdicts(screening, v));
    });
  }

  /** Resolves once every create being screened has reached its shard. */
  settled(): Promise<void> {
    return this.#underway === 0 ? Promise.resolve() : new Promise((resolve) => this.#idle.push(resolve));
  }
}
