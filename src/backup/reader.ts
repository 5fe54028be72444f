// Reads a backup stream and checks everything it can before anyone acts on it: magic and format,
// every section's and the whole file's sha256, entry counts, each log record's frame crc, sequence
// and hash chain up to the head the header names, each photo's sha256 against its name, and the
// end marker (a file cut short never passes). Used while a backup arrives, and twice by restore:
// once before writing anything, once while writing.
import { createHash, type Hash } from 'node:crypto';
import { decodeRecord, GENESIS_HASH_BYTES, hashFrame } from '../../wal/codec.ts';
import { recordKey } from '../../wal/leveldb-wal.ts';
import {
  BACKUP_FORMAT,
  BACKUP_MAGIC,
  BackupDamagedError,
  BLOCK_BYTES_MAX,
  DATA_FILES,
  SECTION_KINDS,
  type BackupHeader,
  type SectionStart,
} from './format.ts';

export type BackupItem =
  | { readonly type: 'header'; readonly header: BackupHeader }
  | {
      readonly type: 'entry';
      readonly section: SectionStart;
      readonly key: string;
      readonly value: Buffer;
    };

/** Pulls exact byte counts out of a stream of chunks. */
class ByteSource {
  private chunk: Buffer = Buffer.alloc(0);
  private at = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  bytes = 0;

  constructor(source: AsyncIterable<Buffer | string>) {
    this.iterator = (async function* () {
      for await (const c of source) yield typeof c === 'string' ? Buffer.from(c) : c;
    })();
  }

  /** Exactly n bytes, or undefined at a clean end of the stream before the first of them. */
  async take(n: number): Promise<Buffer | undefined> {
    const parts: Buffer[] = [];
    let need = n;
    while (need > 0) {
      if (this.at >= this.chunk.length) {
        const next = await this.iterator.next();
        if (next.done) {
          if (need === n) return undefined;
          throw new BackupDamagedError(
            `it ends in the middle of a block (byte ${this.bytes + n - need})`,
          );
        }
        this.chunk = next.value;
        this.at = 0;
        continue;
      }
      const piece = this.chunk.subarray(this.at, this.at + need);
      this.at += piece.length;
      need -= piece.length;
      parts.push(piece);
    }
    this.bytes += n;
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }
}

function json<T>(payload: Buffer, what: string): T {
  try {
    return JSON.parse(payload.toString('utf8')) as T;
  } catch {
    throw new BackupDamagedError(`${what} is not readable JSON`);
  }
}

interface Open {
  start: SectionStart | BackupHeader;
  hash: Hash;
  entries: number;
  /** records sections: the next seq and the link it must carry. */
  nextSeq: number;
  prevHash: Buffer;
}

export async function* readBackup(
  source: AsyncIterable<Buffer | string>,
): AsyncGenerator<BackupItem> {
  const input = new ByteSource(source);
  const file = createHash('sha256');
  const preamble = await input.take(BACKUP_MAGIC.length + 4);
  if (preamble === undefined || !preamble.subarray(0, BACKUP_MAGIC.length).equals(BACKUP_MAGIC)) {
    throw new BackupDamagedError('it does not start like an errand backup');
  }
  const version = preamble.readUInt32BE(BACKUP_MAGIC.length);
  if (version !== BACKUP_FORMAT)
    throw new BackupDamagedError(
      `backup format ${version} is not one this errand reads (${BACKUP_FORMAT})`,
    );
  file.update(preamble);
  let header: BackupHeader | undefined;
  let open: Open | undefined;
  let sections = 0;
  const shardsSeen = new Set<number>();
  for (;;) {
    const head = await input.take(5);
    if (head === undefined) throw new BackupDamagedError('it ends before its end marker');
    const tag = String.fromCharCode(head[0]!);
    const length = head.readUInt32BE(1);
    if (length > BLOCK_BYTES_MAX) throw new BackupDamagedError(`a block claims ${length} bytes`);
    const payload = (await input.take(length)) ?? Buffer.alloc(0);
    if (payload.length !== length) throw new BackupDamagedError('it ends in the middle of a block');
    if (tag === 'Z') {
      if (open || !header)
        throw new BackupDamagedError(open ? 'it ends inside a section' : 'it has no header');
      const end = json<{ sections: number; sha256: string }>(payload, 'the end marker');
      if (end.sha256 !== file.digest('hex'))
        throw new BackupDamagedError('the file checksum does not match');
      if (end.sections !== sections)
        throw new BackupDamagedError(
          `the end marker counts ${end.sections} sections, the file has ${sections}`,
        );
      if ((await input.take(1)) !== undefined)
        throw new BackupDamagedError('bytes follow the end marker');
      for (const shard of Object.keys(header.heads)) {
        if (!shardsSeen.has(Number(shard)))
          throw new BackupDamagedError(`the records of shard ${shard} are missing`);
      }
      return;
    }
    file.update(head);
    file.update(payload);
    if (tag === 'S') {
      if (open) throw new BackupDamagedError('a section starts inside another');
      const start = json<SectionStart | BackupHeader>(payload, 'a section header');
      if (!SECTION_KINDS.includes(start.kind))
        throw new BackupDamagedError(`unknown section kind ${String(start.kind)}`);
      if ((start.kind === 'header') !== (header === undefined))
        throw new BackupDamagedError('the header must be the first section, and only it');
      open = {
        start,
        hash: createHash('sha256').update(head).update(payload),
        entries: 0,
        nextSeq: 1,
        prevHash: GENESIS_HASH_BYTES,
      };
      if (start.kind === 'header') {
        header = checkHeader(start);
        yield { type: 'header', header };
      } else if (start.kind === 'records') {
        const shard = start.shard;
        if (
          !Number.isInteger(shard) ||
          header!.heads[String(shard)] === undefined ||
          shardsSeen.has(shard!)
        ) {
          throw new BackupDamagedError(
            `a records section for shard ${String(shard)} that the header does not name once`,
          );
        }
        shardsSeen.add(shard!);
      }
      continue;
    }
    if (!open) throw new BackupDamagedError(`a '${tag}' block outside any section`);
    if (tag === 'E') {
      if (open.start.kind === 'header')
        throw new BackupDamagedError('the header section holds entries');
      open.hash.update(head).update(payload);
      open.entries += 1;
      const keyLength = payload.length >= 4 ? payload.readUInt32BE(0) : Infinity;
      if (4 + keyLength > payload.length)
        throw new BackupDamagedError('an entry is shorter than its key');
      const key = payload.subarray(4, 4 + keyLength).toString('utf8');
      const value = payload.subarray(4 + keyLength);
      checkEntry(open, key, value);
      yield { type: 'entry', section: open.start as SectionStart, key, value };
      continue;
    }
    if (tag === 'C') {
      const close = json<{ entries: number; sha256: string }>(payload, 'a section close');
      const what =
        open.start.kind === 'records'
          ? `the records of shard ${open.start.shard}`
          : `the ${open.start.kind} section`;
      if (close.sha256 !== open.hash.digest('hex'))
        throw new BackupDamagedError(`the checksum of ${what} does not match`);
      if (close.entries !== open.entries)
        throw new BackupDamagedError(
          `${what} should hold ${close.entries} entries, it holds ${open.entries}`,
        );
      if (open.start.kind === 'records') {
        const want = header!.heads[String(open.start.shard)]!;
        if (open.nextSeq - 1 !== want.seq || open.prevHash.toString('hex') !== want.hash) {
          throw new BackupDamagedError(
            `the records of shard ${open.start.shard} end at seq ${open.nextSeq - 1}, the ` +
              `header says ${want.seq}`,
          );
        }
      }
      open = undefined;
      sections += 1;
      continue;
    }
    throw new BackupDamagedError(`unknown block '${tag}'`);
  }
}

function checkHeader(h: BackupHeader): BackupHeader {
  const heads = h.heads ?? {};
  const ok =
    h.format === BACKUP_FORMAT &&
    Number.isInteger(h.shard_count) &&
    h.shard_count > 0 &&
    typeof heads === 'object' &&
    Object.entries(heads).every(
      ([s, p]) =>
        Number.isInteger(Number(s)) &&
        Number.isSafeInteger(p.seq) &&
        p.seq > 0 &&
        /^[0-9a-f]{64}$/.test(p.hash),
    ) &&
    Object.values(heads).reduce((n, p) => n + p.seq, 0) === h.records;
  if (!ok) throw new BackupDamagedError('the header does not describe a log position');
  return h;
}

/** Checks one entry of the open section; advances a records section's chain. */
function checkEntry(open: Open, key: string, value: Buffer): void {
  const start = open.start as SectionStart;
  if (start.kind === 'records') {
    const shard = start.shard!;
    const decoded = decodeRecord(value);
    if (!decoded.ok)
      throw new BackupDamagedError(`record ${open.nextSeq} of shard ${shard}: ${decoded.error}`);
    if (
      key !== recordKey(shard, open.nextSeq) ||
      decoded.shard !== shard ||
      decoded.seq !== open.nextSeq
    ) {
      throw new BackupDamagedError(`shard ${shard} expected record ${open.nextSeq}, found ${key}`);
    }
    if (!decoded.prevHash.equals(open.prevHash))
      throw new BackupDamagedError(
        `the hash chain of shard ${shard} breaks at record ${open.nextSeq}`,
      );
    open.prevHash = hashFrame(value);
    open.nextSeq += 1;
  } else if (start.kind === 'media') {
    const m = /^([0-9a-f]{64})\.jpg$/.exec(key);
    if (!m || createHash('sha256').update(value).digest('hex') !== m[1])
      throw new BackupDamagedError(`photo ${key} does not match its name`);
  } else if (start.kind === 'files') {
    if (!DATA_FILES.includes(key))
      throw new BackupDamagedError(`file ${key} is not one a backup carries`);
  } else if (start.kind === 'console' || start.kind === 'operator_app') {
    // A side store's own keys, copied as they are.
  } else if (
    start.kind === 'meta'
      ? !key.startsWith('m!')
      : start.kind === 'snapshots'
        ? !key.startsWith('s!')
        : /^[mrs]!/.test(key)
  ) {
    throw new BackupDamagedError(`key ${key} does not belong in the ${start.kind} section`);
  }
}
