// parseMultipart over real multipart bodies (as fetch's FormData encodes them): fields, JSON
// fields, file parts into their input field, the media types a browser gives a .csv, and every
// refusal naming its part.
import { describe, expect, it } from 'vitest';
import { parseMultipart } from '../../src/http/multipart.ts';
import type { MultipartSpec } from '../../src/ops/multipart-spec.ts';
import { DomainError } from '../../src/errors/problem.ts';

const SPEC: MultipartSpec = {
  json: ['template'],
  files: { rows: 'rows_csv' },
  fileTypes: ['text/csv', 'application/vnd.ms-excel'],
  fileExtensions: ['.csv'],
  nameFromFile: 'name',
};

async function encode(form: FormData): Promise<{ body: Buffer; type: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

async function parse(build: (f: FormData) => void, spec = SPEC) {
  const f = new FormData();
  build(f);
  const { body, type } = await encode(f);
  return parseMultipart(body, type, spec);
}

async function refusal(build: (f: FormData) => void): Promise<{ path: string; message: string }> {
  const error = await parse(build).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('validation_failed');
  return ((error as DomainError).detail as { errors: Array<{ path: string; message: string }> })
    .errors[0]!;
}

describe('parseMultipart', () => {
  it(
    'maps fields, JSON fields and the file; ' + 'names the input after the file unless named',
    async () => {
      const out = await parse((f) => {
        f.append('template', '{"type":"t"}');
        f.append(
          'rows',
          new Blob(['zone_ref\nng.lagos.ikeja\n'], { type: 'text/csv' }),
          'C:\\data\\Ikeja shops.csv',
        );
      });
      expect(out).toEqual({
        template: { type: 't' },
        rows_csv: 'zone_ref\nng.lagos.ikeja\n',
        name: 'Ikeja shops',
      });
      const named = await parse((f) => {
        f.append('name', 'Mine');
        f.append('rows', new Blob(['a'], { type: 'application/vnd.ms-excel' }), 'x.csv');
      });
      expect(named.name).toBe('Mine');
      // An untyped file is taken by its extension.
      const untyped = await parse((f) =>
        f.append('rows', new Blob(['a'], { type: 'application/octet-stream' }), 'x.csv'),
      );
      expect(untyped.rows_csv).toBe('a');
    },
  );

  it(
    'refuses another file type, non-UTF-8 bytes, bad JSON, an unknown or second file, and a ' +
      'body without a boundary',
    async () => {
      expect(
        (await refusal((f) => f.append('rows', new Blob(['a'], { type: 'image/png' }), 'x.png')))
          .path,
      ).toBe('rows');
      expect(
        (
          await refusal((f) =>
            f.append('rows', new Blob(['a'], { type: 'application/octet-stream' }), 'x.xlsx'),
          )
        ).path,
      ).toBe('rows');
      expect(
        (
          await refusal((f) =>
            f.append(
              'rows',
              new Blob([new Uint8Array([0xff, 0xfe, 0x41])], { type: 'text/csv' }),
              'x.csv',
            ),
          )
        ).message,
      ).toContain('UTF-8');
      expect((await refusal((f) => f.append('template', '{nope'))).path).toBe('template');
      expect(
        (await refusal((f) => f.append('photo', new Blob(['a'], { type: 'text/csv' }), 'x.csv')))
          .message,
      ).toContain('unexpected file part');
      expect(
        (
          await refusal((f) => {
            f.append('rows', new Blob(['a'], { type: 'text/csv' }), 'x.csv');
            f.append('rows', new Blob(['b'], { type: 'text/csv' }), 'y.csv');
          })
        ).message,
      ).toContain('one rows file only');
      await expect(
        parseMultipart(Buffer.from('x'), 'multipart/form-data', SPEC),
      ).rejects.toMatchObject({ code: 'validation_failed' });
    },
  );
});
