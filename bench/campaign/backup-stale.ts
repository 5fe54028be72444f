// The backup campaign's negative control: a copy of a backup file that keeps only the oldest tenth
// of each shard's records and is re-sealed (heads, checksums) so that restore and verify accept it.
// It is what a backup taken at an earlier point, or one that silently dropped its newest records,
// would look like; the campaign's acknowledged-command check must report loss on it.
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { hashFrame } from '../../wal/codec.ts';
import { BackupWriter, type BackupHeader, type SectionStart } from '../../src/backup/format.ts';
import { readBackup } from '../../src/backup/reader.ts';

export async function staleCopy(file: string, out: string): Promise<void> {
  let header: BackupHeader | undefined;
  const sections: { start: SectionStart; entries: [string, Buffer][] }[] = [];
  for await (const item of readBackup(createReadStream(file))) {
    if (item.type === 'header') {
      header = item.header;
      continue;
    }
    const last = sections.at(-1);
    if (!last || last.start.kind !== item.section.kind || last.start.shard !== item.section.shard)
      sections.push({ start: item.section, entries: [] });
    sections.at(-1)!.entries.push([item.key, Buffer.from(item.value)]);
  }
  const heads: BackupHeader['heads'] = {};
  for (const s of sections) {
    if (s.start.kind !== 'records') continue;
    s.entries = s.entries.slice(0, Math.max(1, Math.floor(s.entries.length / 10)));
    heads[String(s.start.shard)] = {
      seq: s.entries.length,
      hash: hashFrame(s.entries.at(-1)![1]).toString('hex'),
    };
  }
  const w = new BackupWriter();
  const parts = [
    w.start(),
    w.open({ ...header!, heads, records: Object.values(heads).reduce((n, h) => n + h.seq, 0) }),
    w.close(),
  ];
  for (const s of sections) {
    parts.push(w.open(s.start));
    for (const [k, v] of s.entries) parts.push(w.entry(k, v));
    parts.push(w.close());
  }
  parts.push(w.end());
  await writeFile(out, Buffer.concat(parts));
}
