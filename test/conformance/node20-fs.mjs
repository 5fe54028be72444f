// Node 20's fs has no globSync, which @modelcontextprotocol/conformance imports by name: this
// module is `fs` plus the glob package's globSync, served to the suite in place of `fs`.
export * from 'node:fs';
export { default } from 'node:fs';
export { globSync } from 'glob';
