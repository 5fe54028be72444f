// The primitives of the binary command record (see record-codec.ts for the layout): varints,
// numbers, and strings as references into one per-record string table. Replay decodes every
// record of the log, so the reader makes one native string call per record, not one per field.

/** Thrown by the writer when a value does not fit its slot; the caller then writes JSON instead. */
export class NotCompact extends Error {}
const notCompact = new NotCompact('value does not fit the compact layout');

const encoder = new TextEncoder();
/** Lone surrogates would not survive UTF-8; such records stay JSON, which escapes them. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

let tableWriter: RecordWriter | undefined;
const SCAN_MAX = 48;

export class RecordWriter {
  private bytes = new Uint8Array(1024);
  private view = new DataView(this.bytes.buffer);
  pos = 0;
  private strings: string[] = [];
  private index = new Map<string, number>();

  reset(): void {
    this.pos = 0;
    if (this.strings.length > SCAN_MAX) this.index.clear();
    this.strings = [];
  }

  private room(n: number): void {
    if (this.pos + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.pos + n));
    grown.set(this.bytes.subarray(0, this.pos));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  /** A view of what was written, valid until the next write. */
  bytesSoFar(): Uint8Array {
    return this.bytes.subarray(0, this.pos);
  }

  u8(v: number): void {
    this.room(1);
    this.bytes[this.pos++] = v;
  }

  /** Unsigned integer up to 2^53 - 1, seven bits a byte. */
  uint(v: number): void {
    this.room(8);
    while (v >= 0x80) {
      this.bytes[this.pos++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.pos++] = v;
  }

  /**
   * Non-negative safe integers as uint(v + 1); anything else (negative, fractional, NaN) as 0 +
   * float64.
   */
  num(v: unknown): void {
    if (typeof v !== 'number') throw notCompact;
    if (Number.isSafeInteger(v) && v >= 0 && v < Number.MAX_SAFE_INTEGER && !Object.is(v, -0)) {
      this.uint(v + 1);
      return;
    }
    this.uint(0);
    this.room(8);
    this.view.setFloat64(this.pos, v, true);
    this.pos += 8;
  }

  bool(v: unknown): void {
    if (typeof v !== 'boolean') throw notCompact;
    this.u8(v ? 1 : 0);
  }

  /**
   * A record holds a few dozen strings, most of them the same objects (ids): a linear scan with
   * === beats hashing each string into a map. Past SCAN_MAX strings the map takes over.
   */
  private ref(v: string): number {
    const strings = this.strings;
    const n = strings.length;
    if (n <= SCAN_MAX) {
      for (let i = 0; i < n; i++) if (strings[i] === v) return i;
      strings.push(v);
      if (n === SCAN_MAX) for (let i = 0; i <= n; i++) this.index.set(strings[i]!, i);
      return n;
    }
    let i = this.index.get(v);
    if (i === undefined) {
      i = n;
      strings.push(v);
      this.index.set(v, i);
    }
    return i;
  }

  str(v: unknown): void {
    if (typeof v !== 'string') throw notCompact;
    this.uint(this.ref(v));
  }

  /** string | null: 0 is null. */
  nullableStr(v: unknown): void {
    if (v === null) this.uint(0);
    else if (typeof v === 'string') this.uint(this.ref(v) + 1);
    else throw notCompact;
  }

  strs(v: unknown): void {
    if (!Array.isArray(v)) throw notCompact;
    this.uint(v.length);
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) throw notCompact;
      this.str(v[i]);
    }
  }

  /**
   * The finished record: `head` bytes, then the string table (count, each length in UTF-16 units,
   * byte length of the text, the text as UTF-8), then the body written so far.
   * Undefined when a string cannot be carried as UTF-8.
   */
  finish(head: Uint8Array): Uint8Array | undefined {
    const text = this.strings.join('');
    if (LONE_SURROGATE.test(text)) return undefined;
    // One table writer for every record: a fresh one (buffer, view, map) per record showed in GC.
    tableWriter ??= new RecordWriter();
    const table = tableWriter;
    table.reset();
    table.uint(this.strings.length);
    for (const s of this.strings) table.uint(s.length);
    table.room(text.length * 3 + 8);
    const at = table.pos + 8; // room for the byte length, moved down below
    const { written } = encoder.encodeInto(text, table.bytes.subarray(at));
    table.uint(written);
    table.bytes.copyWithin(table.pos, at, at + written);
    table.pos += written;
    const out = new Uint8Array(head.length + table.pos + this.pos);
    out.set(head, 0);
    out.set(table.bytes.subarray(0, table.pos), head.length);
    out.set(this.bytes.subarray(0, this.pos), head.length + table.pos);
    return out;
  }
}

/** Varints and numbers from `pos` on: the record's head, and the base of RecordReader. */
export class VarintReader {
  constructor(
    protected readonly buf: Buffer,
    public pos: number,
  ) {}

  u8(): number {
    if (this.pos >= this.buf.length) throw new Error('record ends early');
    return this.buf[this.pos++]!;
  }

  uint(): number {
    const b = this.u8();
    if (b < 0x80) return b;
    let v = b & 0x7f;
    let scale = 0x80;
    for (;;) {
      const c = this.u8();
      v += (c & 0x7f) * scale;
      if (c < 0x80) return v;
      scale *= 0x80;
      if (scale > 2 ** 56) throw new Error('record varint too long');
    }
  }

  num(): number {
    const v = this.uint();
    if (v > 0) return v - 1;
    if (this.pos + 8 > this.buf.length) throw new Error('record ends early');
    const f = this.buf.readDoubleLE(this.pos);
    this.pos += 8;
    return f;
  }
}

export class RecordReader extends VarintReader {
  private readonly strings: string[];

  /** Reads the string table at `pos`; the reader then stands at the body. */
  constructor(buf: Buffer, pos: number) {
    super(buf, pos);
    const count = this.uint();
    const lengths: number[] = [];
    let chars = 0;
    for (let i = 0; i < count; i++) {
      const n = this.uint();
      lengths.push(n);
      chars += n;
    }
    const bytes = this.uint();
    const end = this.pos + bytes;
    if (end > buf.length) throw new Error('record string table runs past the payload');
    // Equal lengths mean pure ASCII, whose latin1 decoding is the cheapest there is.
    const text = buf.toString(bytes === chars ? 'latin1' : 'utf8', this.pos, end);
    if (text.length !== chars) throw new Error('record string table lengths do not add up');
    this.pos = end;
    const strings: string[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      const n = lengths[i]!;
      strings.push(text.substring(at, at + n));
      at += n;
    }
    this.strings = strings;
  }

  get done(): boolean {
    return this.pos === this.buf.length;
  }

  bool(): boolean {
    return this.u8() !== 0;
  }

  str(): string {
    const s = this.strings[this.uint()];
    if (s === undefined) throw new Error('record string reference out of range');
    return s;
  }

  nullableStr(): string | null {
    const i = this.uint();
    if (i === 0) return null;
    const s = this.strings[i - 1];
    if (s === undefined) throw new Error('record string reference out of range');
    return s;
  }

  strs(): string[] {
    const n = this.uint();
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.str());
    return out;
  }

  /**
   * A string that repeats across records and stays in state (an org, a currency, a task type, a
   * template's instructions): the copy already held, so a million tasks of one org hold one.
   */
  istr(): string {
    return intern(this.str());
  }

  istrs(): string[] {
    const n = this.uint();
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.istr());
    return out;
  }
}

/**
 * Bounded to a few MiB: strings up to INTERNED_CHARS_MAX, and past INTERNED_MAX distinct ones it
 * starts again (a miss only costs a copy). Long texts (a unique brief) are never held here.
 */
const INTERNED_MAX = 16_384;
const INTERNED_CHARS_MAX = 128;
let interned = new Map<string, string>();

function intern(s: string): string {
  if (s.length > INTERNED_CHARS_MAX) return s;
  const held = interned.get(s);
  if (held !== undefined) return held;
  if (interned.size >= INTERNED_MAX) interned = new Map();
  interned.set(s, s);
  return s;
}
