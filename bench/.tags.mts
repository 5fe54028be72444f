import { parseDoc } from '../src/domain/safety-normalise.ts';
import { tagDocument } from '../src/domain/safety-tags.ts';
const d = parseDoc(process.argv[2]!); const tags = tagDocument(d);
for (const k of process.argv.slice(3)) console.log(k, tags(k).map((t) => d.text.slice(t.s, t.e)));
