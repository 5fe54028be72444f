// Scratch A/B of the safety filter's cost: two source trees' filters bundled with esbuild (as the
// service loads them), loaded into one process, timed alternately on the same 2 KB briefs.
// usage: node ab.mjs /path/to/treeA /path/to/treeB [rounds=15]  (run from any directory)
import { build } from 'esbuild';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [A, B, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 15);
async function load(tree) {
  const dir = join(tree, 'src', `.bundle-ab-${process.pid}`);
  await build({ entryPoints: [join(tree, 'src/domain/safety-filter.ts')], outdir: dir,
    outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm',
    target: 'node20', packages: 'external', tsconfig: join(tree, 'tsconfig.json'), logLevel: 'silent' });
  const mod = await import(pathToFileURL(join(dir, 'safety-filter.mjs')).href);
  return { mod, dir };
}
const a = await load(A);
const b = await load(B);
const dataDir = join(B, 'bench/data/safety');
const rows = [];
for (const f of readdirSync(dataDir).filter((f) => f.endsWith('.jsonl')).sort())
  for (const l of readFileSync(join(dataDir, f), 'utf8').split('\n')) if (l.trim()) rows.push(JSON.parse(l));
const texts = rows.map((r) => `${r.title}\n${r.instructions}`);
const briefs = [];
for (let i = 0; i < 200; i += 1) {
  let brief = '';
  for (let j = i * 53; brief.length < 2048; j += 7) brief += `${texts[j % texts.length]}\n`;
  briefs.push(brief.slice(0, 2048));
}
const screenA = (t) => a.mod.screenTask({ type: 'field_verification', title: '', instructions: t });
const screenB = (t) => b.mod.screenTask({ type: 'field_verification', title: '', instructions: t });
for (let r = 0; r < 3; r += 1) for (const t of briefs) { screenA(t); screenB(t); }
const ta = briefs.map(() => []); const tb = briefs.map(() => []);
let differ = 0;
for (let r = 0; r < rounds; r += 1) {
  briefs.forEach((t, i) => {
    const first = (r + i) % 2 === 0;
    for (const side of first ? ['a', 'b'] : ['b', 'a']) {
      const t0 = process.hrtime.bigint();
      const v = side === 'a' ? screenA(t) : screenB(t);
      const us = Number(process.hrtime.bigint() - t0) / 1000;
      (side === 'a' ? ta : tb)[i].push(us);
      if (r === 0 && side === 'b' && JSON.stringify(v) !== JSON.stringify(screenA(t))) differ += 1;
    }
  });
}
const min = (xs) => Math.min(...xs);
const med = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
const pct = (xs, p) => { const s = [...xs].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]; };
const all = (t) => t.flat();
const sum = (xs) => xs.reduce((x, y) => x + y, 0);
const fig = (t) => ({ p50: +pct(all(t), 50).toFixed(1), p99: +pct(all(t), 99).toFixed(1),
  p99_of_medians: +pct(t.map(med), 99).toFixed(1), sum_of_mins_ms: +(sum(t.map(min)) / 1000).toFixed(2) });
const fa = fig(ta); const fb = fig(tb);
console.log(JSON.stringify({ a: A, b: B, rounds, briefs: briefs.length, briefs_with_other_verdicts: differ, A: fa, B: fb,
  ratio_sum_of_mins: +(fb.sum_of_mins_ms / fa.sum_of_mins_ms).toFixed(3) }));
rmSync(a.dir, { recursive: true, force: true }); rmSync(b.dir, { recursive: true, force: true });
