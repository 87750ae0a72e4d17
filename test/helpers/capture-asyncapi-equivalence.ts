/**
 * Writes test/fixtures/asyncapi-equivalence/<file>.json: the summary of every AsyncAPI document of the corpus
 * (and the AsyncAPI test fixtures) as the load path renders it. Run once with the @asyncapi/parser-based path
 * (the baseline the equivalence test holds the normalizer to): `node --import tsx test/helpers/capture-asyncapi-equivalence.ts`.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { parseSpec } from '../../src/index.js';
import { summarizeAsyncApi } from './asyncapi-summary.js';

const specs = new URL('../../../shared/specs/', import.meta.url);
const fixtures = new URL('../fixtures/', import.meta.url);
const out = new URL('../fixtures/asyncapi-equivalence/', import.meta.url);

const documents: Array<[string, URL]> = [
  ...readdirSync(specs).filter((f) => f.startsWith('asyncapi')).map((f): [string, URL] => [f, new URL(f, specs)]),
  ...readdirSync(fixtures).filter((f) => f.startsWith('asyncapi-') && f.endsWith('.yaml')).map((f): [string, URL] => [`fixture-${f}`, new URL(f, fixtures)]),
];
for (const [name, url] of documents) {
  const model = await parseSpec(readFileSync(url, 'utf8'), { sourceUrl: `https://specs.example.com/${name}` });
  writeFileSync(new URL(`${name}.json`, out), `${JSON.stringify(summarizeAsyncApi(model), null, 1)}\n`);
  console.log(`${name}: ${model.operations.length} operations, ${model.messages?.length ?? 0} messages, ${model.warnings.length} warnings`);
}
