// A command record as WAL payload bytes: UTF-8 JSON. Readable by any tool, amounts already strings.
import type { CommandRecord } from './events.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeRecord(record: CommandRecord): Uint8Array {
  return encoder.encode(JSON.stringify(record));
}

export function decodeRecord(bytes: Uint8Array): CommandRecord {
  const record = JSON.parse(decoder.decode(bytes)) as CommandRecord;
  if (record.v !== 1 || !Array.isArray(record.events)) throw new Error('not a command record');
  return record;
}
