import { screenTask } from '../src/domain/safety-filter.ts';
import { parseDoc } from '../src/domain/safety-normalise.ts';
import { tagDocument } from '../src/domain/safety-tags.ts';
import { policyFindings } from '../src/domain/safety-policy.ts';
for (const t of process.argv.slice(2)) {
  const doc = parseDoc(t); const tags = tagDocument(doc);
  console.log(JSON.stringify(screenTask({type:'x',title:'',instructions:t})), doc.text);
  console.log(policyFindings(doc.text, tags));
}
