// The import graph of src/, wal/ and machines/ keeps the layout of CONTRIBUTING.md: no cycle, the
// doors (http, mcp, console, operator-app) side by side, nothing below them imports a door, and
// the multi-node code (src/cluster/) is known to the composition alone.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOORS = ['src/http', 'src/mcp', 'src/console', 'src/operator-app'];
/** The composition: process entries and the root that mounts the doors. They may import doors. */
const ABOVE = ['src/service.ts', 'src/server', 'src/cli'];

interface Edge {
  readonly from: string;
  readonly to: string;
  readonly circular: boolean;
}

/** The folder (or top-level file) a module belongs to: `src/http`, `src/service.ts`, `wal`. */
function area(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'src') return parts[0]!;
  return parts.length > 2 ? `src/${parts[1]}` : path;
}

const isDoor = (path: string) => DOORS.includes(area(path));
const isAbove = (path: string) => ABOVE.includes(area(path));

function sources(): string[] {
  return ['src', 'wal', 'machines'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`),
  );
}

let edges: Edge[] = [];

beforeAll(async () => {
  const { output } = await cruise(sources(), {
    baseDir: ROOT,
    doNotFollow: { path: 'node_modules' },
  });
  edges = (output as ICruiseResult).modules.flatMap((module) =>
    module.dependencies
      .filter((d) => d.dependencyTypes.includes('local'))
      .map((d) => ({ from: module.source, to: d.resolved, circular: d.circular })),
  );
}, 60_000);

const show = (list: readonly Edge[]) => list.map((e) => `${e.from} -> ${e.to}`);

describe('the import graph', () => {
  it('is read whole: every area has modules and imports', () => {
    const areas = new Set(edges.flatMap((e) => [area(e.from), area(e.to)]));
    for (const expected of [...DOORS, 'src/ops', 'src/core', 'wal', 'machines', 'src/backup']) {
      expect(areas).toContain(expected);
    }
  });

  it('has no cycle', () => {
    expect(show(edges.filter((e) => e.circular))).toEqual([]);
  });

  it('keeps the doors side by side: no door imports another', () => {
    const crossing = edges.filter(
      (e) => isDoor(e.from) && isDoor(e.to) && area(e.from) !== area(e.to),
    );
    expect(show(crossing)).toEqual([]);
  });

  it('has nothing below the doors import a door or the composition', () => {
    const upward = edges.filter(
      (e) => !isDoor(e.from) && !isAbove(e.from) && (isDoor(e.to) || isAbove(e.to)),
    );
    expect(show(upward)).toEqual([]);
  });

  it('has no door decode log records: they ask operations and projections', () => {
    const decoding = edges.filter((e) => isDoor(e.from) && e.to === 'src/core/record-codec.ts');
    expect(show(decoding)).toEqual([]);
  });

  it('keeps the multi-node code to the composition: only it imports src/cluster/', () => {
    const knowing = edges.filter(
      (e) => area(e.to) === 'src/cluster' && area(e.from) !== 'src/cluster' && !isAbove(e.from),
    );
    expect(show(knowing)).toEqual([]);
  });

  it('has backup/ know no console/', () => {
    const known = edges.filter(
      (e) => area(e.from) === 'src/backup' && area(e.to) === 'src/console',
    );
    expect(show(known)).toEqual([]);
  });

  it('keeps wal/ and machines/ free of src/', () => {
    const reaching = edges.filter(
      (e) => (area(e.from) === 'wal' || area(e.from) === 'machines') && e.to.startsWith('src/'),
    );
    expect(show(reaching)).toEqual([]);
  });
});
