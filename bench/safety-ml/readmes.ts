// Ordinary English that is no task: the paragraphs of the installed packages' READMEs (as
// bench/safety-collisions.ts reads them, code blocks left out), many authors, none of it harmful.
// The first reader and the voice-trained one held a third and three quarters of them: they had
// only learnt that text unlike our allowed errands is harm (docs/safety.md, "Fifth round"). Cut in
// two by an FNV hash of the paragraph: one half may be trained on as allowed text, the other is
// only measured. Deterministic for one node_modules (files sorted, duplicates dropped).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Row } from './learn.ts';

const fnv = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

export function readmeRows(root: string): { train: Row[]; held: Row[] } {
  const find = "find node_modules -maxdepth 3 -iname 'README.md' | sort | head -400";
  const files = execSync(find, { cwd: root }).toString().trim().split('\n');
  const seen = new Set<string>();
  const train: Row[] = [];
  const held: Row[] = [];
  for (const file of files) {
    const text = readFileSync(`${root}/${file}`, 'utf8').replace(/```[\s\S]*?```/g, ' ');
    for (const paragraph of text.split(/\n\s*\n/)) {
      if (paragraph.length < 40 || paragraph.length > 3000 || seen.has(paragraph)) continue;
      seen.add(paragraph);
      const h = fnv(paragraph);
      const row: Row = {
        id: `readme-${h.toString(16)}`,
        label: 'allow',
        category: null,
        lang: 'en',
        evasion: 'none',
        title: '',
        instructions: paragraph,
      };
      (h % 2 === 0 ? train : held).push(row);
    }
  }
  return { train, held };
}
