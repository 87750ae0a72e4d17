// Search results land on exact rows (issue 21): every property document's id is the id of a row the schema tree can
// reach (routeTo mirrors the tree's rendering), and every parameter/response id resolves to a row target.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sectionId, type ApiModel, type Schema } from '../../src/index.js';
import { searchDocuments } from '../../src/search/index.js';
import { routeTo } from '../../components/schema-tree/route-to.js';
import { resolveTarget } from '../../components/content/resolve-target.js';
import { loadCorpusSpec } from './spec-helpers.js';

/** The schemas a section shows, by the section id its tree is anchored at. */
function anchoredSchemas(model: ApiModel): Map<string, Schema[]> {
  const anchors = new Map<string, Schema[]>();
  const add = (id: string, schema: Schema | undefined) => schema && anchors.set(id, [...(anchors.get(id) ?? []), schema]);
  for (const [name, schema] of model.schemas) add(sectionId.schema(name), schema);
  for (const op of model.operations) {
    for (const m of op.requestBody?.content ?? []) add(sectionId.requestBody(op.id), m.schema);
    for (const r of op.responses) for (const m of r.content) add(sectionId.response(op.id, r.status), m.schema);
  }
  return anchors;
}

for (const file of ['oas30-redoc-petstore.yaml', 'oas30-box.json', 'oas30-petstore.yaml']) {
  describe(`search row ids: ${file}`, () => {
    it('every property id is a row of its section\'s schema tree, every row id a target', async () => {
      const model = await loadCorpusSpec(file);
      const anchors = anchoredSchemas(model);
      let properties = 0;
      for (const docs of searchDocuments(model)) {
        for (const d of docs) {
          if (d.kind !== 'property' && d.kind !== 'parameter' && d.kind !== 'response') continue;
          const target = resolveTarget(d.id, model);
          assert.ok(target, `${d.kind} ${d.id} resolves`);
          if (d.kind !== 'property' || target.member === undefined) continue; // callback cards: the operation's card
          properties++;
          const section = [...anchors.keys()].find((a) => d.id.startsWith(`${a}/`) && anchors.get(a)!.some((s) => routeTo(s, a, d.id)));
          assert.ok(section, `no schema tree row for ${d.id}`);
        }
      }
      assert.ok(properties > 0);
    });
  });
}
