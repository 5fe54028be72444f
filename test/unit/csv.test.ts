// Proves the CSV reader of campaign rows: quotes, doubled quotes, commas and line breaks inside
// quotes, CRLF, a BOM and a trailing newline; malformed input is reported by data row number.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv.ts';

describe('parseCsv', () => {
  it('reads RFC 4180 text keyed by its header', () => {
    const text =
      '\uFEFFzone_ref,shop,address\r\nng.lagos.ikeja,"Mama ""Put"" Kitchen","12 Allen ' +
      'Avenue,\nIkeja"\r\nng.lagos.yaba,Shop 2,\n';
    expect(parseCsv(text, 10)).toEqual({
      ok: true,
      header: ['zone_ref', 'shop', 'address'],
      rows: [
        ['ng.lagos.ikeja', 'Mama "Put" Kitchen', '12 Allen Avenue,\nIkeja'],
        ['ng.lagos.yaba', 'Shop 2', ''],
      ],
    });
  });

  it('names the row of a malformed line, and refuses too many rows', () => {
    expect(parseCsv('zone_ref,shop\na,b\nc\n', 10)).toEqual({
      ok: false,
      row: 2,
      message: '1 fields, the header has 2',
    });
    expect(parseCsv('zone_ref,shop\na,"b\n', 10)).toMatchObject({
      ok: false,
      message: 'a quoted field is not closed',
    });
    expect(parseCsv('zone_ref,shop\na,"b"x\n', 10)).toMatchObject({
      ok: false,
      row: 1,
      message: 'text after a closing quote',
    });
    expect(parseCsv('zone_ref\na\nb\nc\n', 2)).toMatchObject({
      ok: false,
      message: 'more than 2 rows',
    });
    expect(parseCsv('', 2)).toMatchObject({ ok: false, message: 'no header line' });
  });
});
