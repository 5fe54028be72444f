// Resolve hook: the conformance suite's `import … from "fs"` gets node20-fs.mjs (fs + globSync).
export async function resolve(specifier, context, next) {
  const fromSuite = context.parentURL?.includes('/@modelcontextprotocol/conformance/');
  if (fromSuite && (specifier === 'fs' || specifier === 'node:fs')) {
    return { url: new URL('./node20-fs.mjs', import.meta.url).href, shortCircuit: true };
  }
  return next(specifier, context);
}
