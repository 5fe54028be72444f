// RFC 4180 CSV into records keyed by the header line: quoted fields ("" for a quote inside),
// commas and line breaks inside quotes, CRLF or LF, a leading UTF-8 BOM ignored. Pure; a
// malformed line is reported by its data row number (1 = the first line after the header).
export type CsvResult =
  | { ok: true; header: string[]; rows: string[][] }
  | { ok: false; row: number; message: string };

/**
 * With `sameFieldCount` off, a line with another number of fields than the header is returned as it
 * is, for the caller to refuse by its number.
 */
export function parseCsv(text: string, maxRows: number, sameFieldCount = true): CsvResult {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    field = '';
    // A blank line (one empty field) is skipped, as spreadsheets write a trailing newline.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        if (i < src.length && src[i] !== ',' && src[i] !== '\n' && src[i] !== '\r')
          return { ok: false, row: records.length, message: 'text after a closing quote' };
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      endRecord();
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      if (records.length > maxRows + 1)
        return { ok: false, row: records.length - 1, message: `more than ${maxRows} rows` };
    } else field += c;
    i += 1;
  }
  if (quoted)
    return { ok: false, row: Math.max(1, records.length), message: 'a quoted field is not closed' };
  if (field !== '' || record.length > 0) endRecord();
  const [header, ...rows] = records;
  if (!header) return { ok: false, row: 0, message: 'no header line' };
  if (rows.length > maxRows)
    return { ok: false, row: maxRows + 1, message: `more than ${maxRows} rows` };
  if (sameFieldCount)
    for (const [n, r] of rows.entries())
      if (r.length !== header.length)
        return {
          ok: false,
          row: n + 1,
          message: `${r.length} fields, the header has ${header.length}`,
        };
  return { ok: true, header: header.map((h) => h.trim()), rows };
}
