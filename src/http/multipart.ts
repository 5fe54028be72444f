// multipart/form-data bodies, for the few operations that take a file upload (a campaign's rows
// as a CSV file). The body is read whole first under the route's body limit (fastify's, so an
// oversized upload answers 413 as any body does), then split into parts here: text fields (some
// holding JSON text) and file parts, each file decoded as UTF-8 text into an input field. Routes
// without a multipart spec never get here (app.ts refuses the media type as any non-JSON body).
import { Readable } from 'node:stream';
import { isUtf8 } from 'node:buffer';
import { Busboy } from '@fastify/busboy';
import { DomainError } from '../errors/problem.ts';
import type { MultipartSpec } from '../ops/multipart-spec.ts';

const refused = (path: string, message: string) =>
  new DomainError('validation_failed', { errors: [{ path, message }] });

/**
 * The form as an input object: fields, JSON fields parsed, files as text. Throws validation_failed.
 */
export async function parseMultipart(
  body: Buffer,
  contentType: string,
  spec: MultipartSpec,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  let firstFileName: string | undefined;
  const pending: Promise<void>[] = [];
  const seen = new Set<string>();
  await new Promise<void>((resolve, reject) => {
    let bb: ReturnType<typeof Busboy>;
    try {
      bb = Busboy({
        headers: { 'content-type': contentType },
        limits: { fields: 50, files: 5, parts: 60, fieldSize: body.length },
      });
    } catch {
      return reject(refused('', 'a multipart body needs a boundary'));
    }
    bb.on('field', (name, value) => {
      if (name in out) return;
      if (spec.json.includes(name)) {
        try {
          out[name] = JSON.parse(value);
        } catch {
          return reject(refused(name, `${name} must be JSON text`));
        }
      } else out[name] = value;
    });
    bb.on('file', (name, stream, filename, _enc, mimeType) => {
      const target = spec.files[name];
      if (!target || seen.has(name)) {
        stream.resume();
        return reject(
          refused(name, target ? `one ${name} file only` : `unexpected file part ${name}`),
        );
      }
      seen.add(name);
      const type = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
      const ext = /\.[A-Za-z0-9]+$/.exec(filename ?? '')?.[0]?.toLowerCase() ?? '';
      const typeOk =
        spec.fileTypes.includes(type) ||
        ((type === '' || type === 'application/octet-stream') && spec.fileExtensions.includes(ext));
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            if (!typeOk)
              reject(
                refused(
                  name,
                  `${name} must be a CSV file (${spec.fileTypes[0]}), not ` +
                    `${type || 'an untyped file'}`,
                ),
              );
            else if (!isUtf8(bytes) || bytes.includes(0))
              reject(refused(name, `${name} must be UTF-8 text`));
            else {
              firstFileName ??= filename;
              out[target] = bytes.toString('utf8');
            }
            done();
          });
        }),
      );
    });
    bb.on('error', () => reject(refused('', 'malformed multipart body')));
    bb.on('finish', () => void Promise.all(pending).then(() => resolve()));
    Readable.from([body]).pipe(bb);
  });
  if (
    spec.nameFromFile &&
    (out[spec.nameFromFile] === undefined || out[spec.nameFromFile] === '') &&
    firstFileName
  ) {
    const base = firstFileName
      .replace(/^.*[\\/]/, '')
      .replace(/\.[A-Za-z0-9]+$/, '')
      .trim();
    if (base) out[spec.nameFromFile] = base.slice(0, 200);
  }
  return out;
}
