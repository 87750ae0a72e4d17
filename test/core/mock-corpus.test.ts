/**
 * The mock's answers from every corpus OpenAPI document (issue 45 point 2): for every operation and every
 * documented status, asked for with `Prefer: code=…`, the answer carries that status, the declared headers and a
 * Content-Type the response declares; a body generated from the schema validates against it (a standard JSON
 * Schema validator, see json-schema-checker.ts); and the same request gets the same answer.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { documentedAnswer } from '../../src/mock/openapi-answer.js';
import { isMockStream, type MockAnswer } from '../../src/mock/types.js';
import { isJsonMediaType, mediaTypeEssence, type Operation, type Response } from '../../src/index.js';
import { SchemaChecker } from './json-schema-checker.js';
import { loadCorpusSpec, specFiles } from './spec-helpers.js';
import { UNSATISFIABLE } from './unsatisfiable-schemas.js';

const request = (code: string) => ({ method: 'GET', headers: new Headers({ Prefer: `code=${code}` }) });
const codeOf = (status: string) => (/^\d{3}$/.test(status) ? status : /^[1-5]XX$/i.test(status) ? `${status[0]}00` : '599');
const header = (answer: MockAnswer, name: string) => answer.headers.find(([n]) => n.toLowerCase() === name)?.[1];

function hasWrittenExample(response: Response, mediaType: string): boolean {
  const media = response.content.find((m) => m.mediaType === mediaType);
  return !!media && ((media.examples?.length ?? 0) > 0 || media.example !== undefined);
}

describe('mock answers of every corpus OpenAPI document', () => {
  for (const file of specFiles().filter((f) => /^oas(2|3\d)-/.test(f))) {
    it(file, async (t) => {
      const model = await loadCorpusSpec(file);
      const checker = new SchemaChecker();
      const failures: Array<{ where: string; errors: string[] }> = [];
      let checked = 0;
      const ops: Operation[] = model.operations.filter((op) => op.kind === 'http');
      for (const op of ops) {
        for (const response of op.responses) {
          const code = codeOf(response.status);
          const answer = await documentedAnswer(op, request(code));
          const again = await documentedAnswer(op, request(code));
          assert.deepEqual(again, answer, `${op.id} ${response.status}: the same request, the same answer`);
          const status = Number(code) < 200 ? 200 : Number(code);
          if (Number(code) >= 200) assert.equal(answer.status, status, `${op.id} ${response.status}`);
          for (const declared of response.headers) {
            if (declared.name.toLowerCase() === 'content-type' || (!declared.schema && declared.example === undefined)) continue;
            assert.ok(header(answer, declared.name.toLowerCase()) !== undefined, `${op.id} ${response.status}: header ${declared.name}`);
          }
          if (answer.body === undefined) continue;
          const contentType = header(answer, 'content-type') ?? '';
          const media = response.content.find((m) => m.mediaType === contentType) ??
            response.content.find((m) => mediaTypeEssence(m.mediaType).endsWith('*'));
          assert.ok(media, `${op.id} ${response.status}: ${contentType} is declared`);
          if (isMockStream(answer.body) || !media.schema || !isJsonMediaType(contentType) || hasWrittenExample(response, media.mediaType)) continue;
          checked++;
          const errors = checker.errors(media.schema, JSON.parse(answer.body as string));
          if (errors.length > 0) failures.push({ where: `${op.id} ${response.status} ${media.mediaType}`, errors });
        }
      }
      t.diagnostic(`${ops.length} operations, ${checked} generated bodies checked`);
      const known = UNSATISFIABLE.filter((u) => u.file === file);
      const unexplained = failures.filter((f) => !known.some((u) => u.at.test(f.where)));
      assert.deepEqual(unexplained.map((f) => `${f.where}: ${f.errors.join('; ')}`), [], 'generated answers that do not validate');
    });
  }
});
