// A command record as WAL payload bytes. Two formats, told apart by the first byte:
//
// v1 (0x7B, '{'): UTF-8 JSON of the record. Every log written before the binary format holds
//   these; they are still read, and a record the binary format cannot carry is still written so.
// v2 (0x02): binary, about a third of the JSON's size, because replay reads the whole log at start:
//   [0x02][flags: 1 = idem, 2 = idem.result][num atMs]
//   [uint n][u8 event code × n]                  codes of EVENT_TYPES, | 0x80 when the body is JSON
//   [uint k][uint length × k][uint bytes][UTF-8]  string table: every string of the record once,
//                                                 lengths in UTF-16 units, texts back to back
//   [uint command code | 0 then str command]
//   [event body × n]                             per-type layout (record-layouts.ts), or one str
//                                                 holding the event as JSON text
//   [str idem.scope][str idem.fingerprint][str JSON of idem.result]   when flagged
// uint: 7 bits a byte, low first, up to 2^53. num: uint(v + 1) for a non-negative safe integer,
// else 0 and a float64 LE. str: uint index into the string table. Amounts stay digit strings.
// The event codes up front let recordHasEvent answer without decoding.
//
// recordToJson shows either format as the JSON text a human reads (`errand dump`).
import type { CommandRecord, DomainEvent } from './events.ts';
import { NotCompact, RecordReader, RecordWriter, VarintReader } from './record-bytes.ts';
import {
  COMMAND_CODE,
  COMMANDS,
  COMPACT,
  COMPACT_BY_CODE,
  COMPACT_KEYS,
  EVENT_CODE,
  JSON_BODY,
  onlyKeys,
} from './record-layouts.ts';

const JSON_FIRST_BYTE = 0x7b;
const BINARY_VERSION = 0x02;
const FLAG_IDEM = 1;
const FLAG_RESULT = 2;
const RECORD_KEYS = new Set(['v', 'atMs', 'command', 'idem', 'events']);
const IDEM_KEYS = new Set(['scope', 'fingerprint', 'result']);

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const body = new RecordWriter();
const head = new RecordWriter();

/** The v1 format, kept for records the binary layout cannot carry and for tests of old logs. */
export function encodeRecordJson(record: CommandRecord): Uint8Array {
  return encoder.encode(JSON.stringify(record));
}

export function encodeRecord(record: CommandRecord): Uint8Array {
  return encodeBinary(record) ?? encodeRecordJson(record);
}

function encodeBinary(record: CommandRecord): Uint8Array | undefined {
  if (
    !onlyKeys(record, RECORD_KEYS) ||
    record.v !== 1 ||
    typeof record.atMs !== 'number' ||
    typeof record.command !== 'string' ||
    !Array.isArray(record.events)
  )
    return undefined;
  const idem = record.idem;
  if (
    idem !== undefined &&
    (!onlyKeys(idem, IDEM_KEYS) ||
      typeof idem.scope !== 'string' ||
      typeof idem.fingerprint !== 'string')
  )
    return undefined;
  const result =
    idem === undefined ? undefined : (JSON.stringify(idem.result) as string | undefined);
  body.reset();
  head.reset();
  head.u8(BINARY_VERSION);
  head.u8((idem !== undefined ? FLAG_IDEM : 0) | (result !== undefined ? FLAG_RESULT : 0));
  head.num(record.atMs);
  head.uint(record.events.length);
  const code = COMMAND_CODE.get(record.command);
  if (code !== undefined) body.uint(code);
  else {
    body.uint(0);
    body.str(record.command);
  }
  for (const event of record.events) head.u8(writeEvent(event));
  if (idem !== undefined) {
    body.str(idem.scope);
    body.str(idem.fingerprint);
    if (result !== undefined) body.str(result);
  }
  return body.finish(head.bytesSoFar());
}

/** Writes one event body and answers its code. */
function writeEvent(event: DomainEvent): number {
  const type = (event as { type?: unknown } | null)?.type;
  const code = typeof type === 'string' ? (EVENT_CODE.get(type) ?? 0) : 0;
  const compact = code === 0 ? undefined : COMPACT[type as DomainEvent['type']];
  if (compact !== undefined && onlyKeys(event, COMPACT_KEYS.get(type as string)!)) {
    const start = body.pos;
    try {
      // The layout looked up by this event's type: it writes exactly this event's fields.
      compact.write(body, event);
      return code;
    } catch (error) {
      if (!(error instanceof NotCompact)) throw error;
      body.pos = start; // strings it added stay in the table, unused: harmless and rare
    }
  }
  const json = JSON.stringify(event) as string | undefined;
  if (json === undefined) throw new Error('an event must be a JSON value');
  body.str(json);
  return code | JSON_BODY;
}

export function decodeRecord(bytes: Uint8Array): CommandRecord {
  const buf = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === BINARY_VERSION) return decodeBinary(buf);
  if (buf[0] !== JSON_FIRST_BYTE) throw new Error(`not a command record (first byte ${buf[0]})`);
  const record = JSON.parse(decoder.decode(bytes)) as CommandRecord;
  if (record.v !== 1 || !Array.isArray(record.events)) throw new Error('not a command record');
  return record;
}

function decodeBinary(buf: Buffer): CommandRecord {
  // The head holds no strings: it is read before the string table.
  let pos = 1;
  const flags = buf[pos++]!;
  const pre = new VarintReader(buf, pos);
  const atMs = pre.num();
  const count = pre.uint();
  const codes = buf.subarray(pre.pos, pre.pos + count);
  const r = new RecordReader(buf, pre.pos + count);
  const commandCode = r.uint();
  const command = commandCode === 0 ? r.str() : COMMANDS[commandCode - 1];
  if (command === undefined) throw new Error(`unknown command code ${commandCode}`);
  const events: DomainEvent[] = [];
  for (let i = 0; i < count; i++) {
    const code = codes[i]!;
    if (code & JSON_BODY) {
      events.push(JSON.parse(r.str()) as DomainEvent);
      continue;
    }
    const compact = COMPACT_BY_CODE[code];
    if (compact === undefined) throw new Error(`unknown event code ${code}`);
    events.push(compact.read(r));
  }
  const record: CommandRecord = { v: 1, atMs, command, events };
  if (flags & FLAG_IDEM) {
    const scope = r.str();
    const fingerprint = r.str();
    record.idem =
      flags & FLAG_RESULT
        ? { scope, fingerprint, result: JSON.parse(r.str()) as unknown }
        : ({ scope, fingerprint } as CommandRecord['idem']);
  }
  if (!r.done) throw new Error('command record has trailing bytes');
  return record;
}

/**
 * Whether a record holds an event of `type`, without decoding it: a prefilter for readers that
 * skip most records. For v1 a text search, which may say yes wrongly (the name inside a title)
 * but never no wrongly.
 */
export function recordHasEvent(bytes: Uint8Array, type: DomainEvent['type']): boolean {
  const buf = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] !== BINARY_VERSION) return buf.includes(`"${type}"`);
  const code = EVENT_CODE.get(type);
  if (code === undefined) return decodeRecord(buf).events.some((e) => e.type === type);
  const pre = new VarintReader(buf, 2);
  pre.num();
  const count = pre.uint();
  for (let i = 0; i < count; i++) if (((buf[pre.pos + i] ?? 0) & ~JSON_BODY) === code) return true;
  return false;
}

/** Either format as the JSON a human reads. */
export function recordToJson(bytes: Uint8Array): string {
  return JSON.stringify(decodeRecord(bytes));
}
