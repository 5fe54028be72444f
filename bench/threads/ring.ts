// A single-producer single-consumer byte ring on a SharedArrayBuffer, for bench/threads/handoff:
// strings in, strings out, the writer publishing what it wrote once per tick (publish()) and
// waking the reader only when it sleeps, through Atomics.waitAsync or a message (the caller's
// choice), so neither side blocks its event loop. A pending waitAsync does not keep Node's event
// loop alive: a thread waiting on it needs a handle of its own (docs/threads.md). A bench's ring:
// a full ring is an error, not back-pressure (the benches keep a bounded number in flight).
const HEAD = 0;
const TAIL = 1;
const SLEEPING = 2;
const SIGNAL = 3;
const HEADER_BYTES = 16;
const WRAP = 0xffff_ffff;

interface WaitAsync {
  waitAsync(
    array: Int32Array,
    index: number,
    value: number,
  ): { async: false; value: string } | { async: true; value: Promise<string> };
}

export class Ring {
  private readonly index: Int32Array;
  private readonly bytes: Buffer;
  private readonly words: DataView;
  private readonly capacity: number;
  /** Times the reader found the ring empty and waited to be woken. */
  sleeps = 0;
  /** The writer's unpublished tail, or the reader's unpublished head. */
  private at: number;

  constructor(readonly shared: SharedArrayBuffer) {
    this.index = new Int32Array(shared, 0, 4);
    this.capacity = shared.byteLength - HEADER_BYTES;
    this.bytes = Buffer.from(shared, HEADER_BYTES, this.capacity);
    this.words = new DataView(shared, HEADER_BYTES, this.capacity);
    this.at = 0;
  }

  static create(capacity = 1 << 20): Ring {
    if (capacity % 4 !== 0) throw new Error('capacity must be a multiple of 4');
    return new Ring(new SharedArrayBuffer(HEADER_BYTES + capacity));
  }

  /** Writer: appends one message; readers see it after publish(). */
  write(text: string): void {
    const length = Buffer.byteLength(text);
    const need = 4 + ((length + 3) & ~3);
    const head = Atomics.load(this.index, HEAD);
    if (this.at + need > this.capacity) {
      if (head > this.at || head <= need) throw new Error('ring full');
      this.words.setUint32(this.at, WRAP);
      this.at = 0;
    }
    if (head > this.at && head - this.at <= need) throw new Error('ring full');
    // Ending exactly at the end wraps the tail to 0, which must not meet an unread head there.
    if (this.at + need === this.capacity && head === 0) throw new Error('ring full');
    this.words.setUint32(this.at, length);
    this.bytes.write(text, this.at + 4, length, 'utf8');
    this.at = (this.at + need) % this.capacity;
  }

  /**
   * Writer: makes what was written visible (once per tick, not per message), and rings `wake`
   * only if the reader said it was going to sleep.
   */
  publish(wake: () => void = () => this.notify()): void {
    if (Atomics.load(this.index, TAIL) === this.at) return;
    Atomics.store(this.index, TAIL, this.at);
    if (Atomics.exchange(this.index, SLEEPING, 0) === 1) wake();
  }

  private notify(): void {
    Atomics.add(this.index, SIGNAL, 1);
    Atomics.notify(this.index, SIGNAL);
  }

  /**
   * Reader: every published message, in order; resolves once some were read. When the ring is
   * empty it says it is sleeping and awaits `woken` (the writer's wake message). Both sides use
   * sequentially consistent atomics, so either the reader sees the new tail or the writer sees
   * the flag; a wake that arrives after the reader found data itself is harmless.
   */
  async read(onMessage: (text: string) => void, woken?: () => Promise<void>): Promise<void> {
    for (;;) {
      const tail = Atomics.load(this.index, TAIL);
      let drained = 0;
      while (this.at !== tail) {
        const length = this.words.getUint32(this.at);
        if (length === WRAP) {
          this.at = 0;
          continue;
        }
        onMessage(this.bytes.toString('utf8', this.at + 4, this.at + 4 + length));
        this.at = (this.at + 4 + ((length + 3) & ~3)) % this.capacity;
        drained += 1;
      }
      Atomics.store(this.index, HEAD, this.at);
      if (drained > 0) return;
      // Read before saying so: a notify after this point changes it and waitAsync returns.
      const seen = Atomics.load(this.index, SIGNAL);
      Atomics.store(this.index, SLEEPING, 1);
      if (Atomics.load(this.index, TAIL) !== this.at) {
        Atomics.store(this.index, SLEEPING, 0);
        continue;
      }
      this.sleeps += 1;
      if (woken !== undefined) await woken();
      else {
        // Node has had Atomics.waitAsync since 16; TypeScript's lib here predates it.
        const wait = (Atomics as unknown as WaitAsync).waitAsync(this.index, SIGNAL, seen);
        if (wait.async) await wait.value;
      }
    }
  }
}
