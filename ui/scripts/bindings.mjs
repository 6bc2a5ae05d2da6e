// Generates src/lib/bindings/ipc.ts from ipc.schema.json, which a Rust test writes from the
// IPC types (crates/app/tests/bindings.rs). CI regenerates both and fails on any difference.
import { readFile, writeFile } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';

const dir = new URL('../src/lib/bindings/', import.meta.url);
const schema = JSON.parse(await readFile(new URL('ipc.schema.json', dir), 'utf8'));

// A `$ref` with a sibling (schemars puts the field's doc comment there) makes the compiler
// declare a fresh copy of the referenced type; keep the reference alone.
function bareRefs(node) {
  if (Array.isArray(node)) return node.map(bareRefs);
  if (node === null || typeof node !== 'object') return node;
  if ('$ref' in node) return { $ref: node.$ref };
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, bareRefs(v)]));
}
const ts = await compile(bareRefs(schema), 'Ipc', {
  bannerComment:
    '/* Generated from ipc.schema.json by `npm run bindings`; do not edit by hand. */',
  additionalProperties: false,
  unreachableDefinitions: true,
  strictIndexSignatures: true,
  format: true,
  style: { singleQuote: true, printWidth: 100 },
});
await writeFile(new URL('ipc.ts', dir), ts);
