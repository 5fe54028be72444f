import { readFileSync } from 'node:fs';
import { screenTask } from '../src/domain/safety-filter.ts';
import { parseDoc } from '../src/domain/safety-normalise.ts';
import { tagDocument } from '../src/domain/safety-tags.ts';
import { policyFindings } from '../src/domain/safety-policy.ts';
const rows = readFileSync('/work/wt-31-evalset/bench/data/safety/dev.jsonl','utf8').trim().split('\n').map((l)=>JSON.parse(l));
const texts = rows.map((r)=>`${r.title}\n${r.instructions}`);
const briefs: string[] = [];
for (let i=0;i<100;i++){ let b=''; for(let j=i;b.length<2048;j+=7) b+=texts[j%texts.length]+'\n'; briefs.push(b.slice(0,2048)); }
const t = (name: string, f: (s: string)=>unknown) => { for (const b of briefs) f(b); const all: number[] = []; for (let r=0;r<10;r++) for (const b of briefs){ const t0=performance.now(); f(b); all.push((performance.now()-t0)*1000);} all.sort((a,b)=>a-b); console.log(name, 'p50', all[all.length>>1].toFixed(0), 'p99', all[Math.floor(all.length*0.99)].toFixed(0), 'max', all[all.length-1].toFixed(0)); };
t('parse', (b)=>parseDoc(b));
t('parse+tag', (b)=>tagDocument(parseDoc(b)));
t('parse+tag+policy', (b)=>{const d=parseDoc(b); policyFindings(d.text, tagDocument(d), 10);});
t('screen', (b)=>screenTask({type:'x',title:'',instructions:b}));
