// Proof photos on disk, named by their SHA-256 and written (and fsynced) before the proof's WAL
// record: after a crash the verification of a committed proof can always run again.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export class MediaStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Stores the bytes (idempotently) and returns their SHA-256 hex. */
  async put(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file = await open(join(this.dir, `${sha256}.jpg`), 'w');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    return sha256;
  }

  async get(sha256: string): Promise<Buffer> {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha256');
    return readFile(join(this.dir, `${sha256}.jpg`));
  }
}
