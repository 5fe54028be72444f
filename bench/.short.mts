import { policyLexicon } from '../src/domain/safety-lexicon-policy.ts';
import { fold } from '../src/domain/safety-normalise.ts';
for (const g of policyLexicon()) {
  if (g.kind.endsWith('/safe') || g.kind.endsWith('/excuse') || g.kind.startsWith('policy/')) continue;
  for (const t of g.terms) {
    const letters = t.split(/\s+/).filter((p) => p !== '...' && p !== '#').map((p) => fold(p.replace(/\*$/, '')).replace(/[^a-z0-9]/g, '')).join('').replace(/l/g, 'i').replace(/(.)\1+/g, '$1');
    if (letters.length <= 3) console.log(g.kind, JSON.stringify(t), letters);
  }
}
