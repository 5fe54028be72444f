// The backup file. A stream of blocks, so it can be written while it is read from a running
// service and checked while it arrives, without ever holding it whole in memory:
//
//   "ERRAND-BACKUP\n" [u32 BE format version]
//   block: [u8 tag][u32 BE payload length][payload]
//     'S' section start    payload: JSON {kind, shard?}; the first section is the header
//     'E' entry            payload: [u32 BE key length][key UTF-8][value bytes]
// 'C' section close    payload: JSON {entries, sha256}: sha256 of the section's S and E blocks as
// written
//     'Z' end              payload: JSON {sections, sha256}: sha256 of every byte before this block
//
// Sections: `header` (no entries; JSON in the S block: BackupHeader), then the log's LevelDB keys
// at
// one point in time, grouped as `meta` (m!), `records` (r!, one section per shard), `snapshots`
// (s!)
// and `other` (any other key, copied as is), then `media` (proof photos: key = file name), then
// `console` (the console store's LevelDB, DATA_DIR/console, read at its own point in time),
// `operator_app` (the Operator app's store, DATA_DIR/operator-app, likewise: accounts, sessions,
// payout details; an errand older than it refuses a file with this section) and `files`
// (DATA_DIR's small files by name: the console's signing secret).
import { createHash, type Hash } from 'node:crypto';

export const BACKUP_MAGIC = Buffer.from('ERRAND-BACKUP\n', 'ascii');
/** Bumped when the layout above changes; restore refuses a number it does not know. */
export const BACKUP_FORMAT = 1;
/** No block is larger: a length beyond it is damage, not a reason to allocate gigabytes. */
export const BLOCK_BYTES_MAX = 256 * 1024 * 1024;

export type SectionKind =
  | 'header'
  | 'meta'
  | 'records'
  | 'snapshots'
  | 'other'
  | 'media'
  | 'console'
  | 'operator_app'
  | 'files';
export const SECTION_KINDS: readonly SectionKind[] = [
  'header',
  'meta',
  'records',
  'snapshots',
  'other',
  'media',
  'console',
  'operator_app',
  'files',
];
/** The stores beside the log a backup carries whole, by section kind: their DATA_DIR folder. */
export const SIDE_STORES: Readonly<Record<'console' | 'operator_app', string>> = {
  console: 'console',
  operator_app: 'operator-app',
};
/** The files of DATA_DIR a backup carries (`files` section). */
export const DATA_FILES: readonly string[] = ['console.secret'];

export interface BackupHeader {
  readonly kind: 'header';
  readonly format: number;
  readonly created_at: string;
  /** Where the copy was read: through the running service's socket, or the stopped directory. */
  readonly source: 'service' | 'directory';
  readonly shard_count: number;
  /** The log position of the copy: per shard with records, the last seq and its chain hash. */
  readonly heads: Record<string, { seq: number; hash: string }>;
  readonly records: number;
}

export interface SectionStart {
  readonly kind: Exclude<SectionKind, 'header'>;
  readonly shard?: number;
}

export class BackupDamagedError extends Error {
  constructor(reason: string) {
    super(`the backup file is damaged or incomplete: ${reason}`);
    this.name = 'BackupDamagedError';
  }
}

function block(tag: string, payload: Buffer): Buffer {
  const head = Buffer.allocUnsafe(5);
  head.write(tag, 0, 'ascii');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/** Builds the file's bytes block by block, keeping the section and file checksums as it goes. */
export class BackupWriter {
  private readonly file: Hash = createHash('sha256');
  private section: { hash: Hash; entries: number } | undefined;
  private sections = 0;

  start(): Buffer {
    const version = Buffer.allocUnsafe(4);
    version.writeUInt32BE(BACKUP_FORMAT);
    return this.out(Buffer.concat([BACKUP_MAGIC, version]));
  }

  open(start: BackupHeader | SectionStart): Buffer {
    if (this.section) throw new Error('a backup section is already open');
    this.section = { hash: createHash('sha256'), entries: 0 };
    return this.inSection(block('S', Buffer.from(JSON.stringify(start))));
  }

  entry(key: string, value: Buffer): Buffer {
    if (!this.section) throw new Error('an entry outside a backup section');
    const keyBytes = Buffer.from(key, 'utf8');
    const keyLength = Buffer.allocUnsafe(4);
    keyLength.writeUInt32BE(keyBytes.length);
    this.section.entries += 1;
    return this.inSection(block('E', Buffer.concat([keyLength, keyBytes, value])));
  }

  close(): Buffer {
    if (!this.section) throw new Error('no backup section to close');
    const { hash, entries } = this.section;
    this.section = undefined;
    this.sections += 1;
    return this.out(
      block('C', Buffer.from(JSON.stringify({ entries, sha256: hash.digest('hex') }))),
    );
  }

  end(): Buffer {
    if (this.section) throw new Error('a backup section is still open');
    return block(
      'Z',
      Buffer.from(
        JSON.stringify({ sections: this.sections, sha256: this.file.copy().digest('hex') }),
      ),
    );
  }

  private inSection(bytes: Buffer): Buffer {
    this.section!.hash.update(bytes);
    return this.out(bytes);
  }

  private out(bytes: Buffer): Buffer {
    this.file.update(bytes);
    return bytes;
  }
}
