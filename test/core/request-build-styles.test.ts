// Every parameter of the corpus' style matrix (oas30/oas31-parameters-style.yaml), loaded through the real
// loader (which applies style/explode defaults), serialized by buildRequest into the URL, headers and cookies,
// and compared with the OpenAPI Style Examples table.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseSpec } from '../../src/index.js';
import type { Operation, Parameter } from '../../src/model/index.js';
import { buildRequest } from '../../src/request/build-request.js';
import { initialFormState, paramKey, type TryItFormState } from '../../src/request/form-state.js';

const specs = new URL('../../../shared/specs/', import.meta.url);
const load = (file: string) => parseSpec(readFileSync(new URL(file, specs), 'utf8'), { sourceUrl: `https://docs.example.com/${file}` });

type Kind = 'primitive' | 'array' | 'object';
const inputs: Record<Kind, string | string[]> = {
  primitive: 'blue',
  array: ['blue', 'black', 'brown'],
  object: JSON.stringify({ R: 100, G: 200, B: 150 }),
};
const kindOf = (p: Parameter): Kind => (p.schema?.type?.includes('array') ? 'array' : p.schema?.type?.includes('object') ? 'object' : 'primitive');

// [style, explode] → serialized primitive / array / object (the table; path and query rows).
const table: Record<string, Partial<Record<Kind, string>>> = {
  'matrix,false': { primitive: ';primitive=blue', array: ';array=blue,black,brown', object: ';object=R,100,G,200,B,150' },
  'matrix,true': { primitive: ';primitive=blue', array: ';array=blue;array=black;array=brown', object: ';R=100;G=200;B=150' },
  'label,false': { primitive: '.blue', array: '.blue,black,brown', object: '.R,100,G,200,B,150' },
  'label,true': { primitive: '.blue', array: '.blue.black.brown', object: '.R=100.G=200.B=150' },
  'simple,false': { primitive: 'blue', array: 'blue,black,brown', object: 'R,100,G,200,B,150' },
  'simple,true': { primitive: 'blue', array: 'blue,black,brown', object: 'R=100,G=200,B=150' },
  'form,false': { primitive: 'primitive=blue', array: 'array=blue,black,brown', object: 'object=R,100,G,200,B,150' },
  'form,true': { primitive: 'primitive=blue', array: 'array=blue&array=black&array=brown', object: 'R=100&G=200&B=150' },
  'spaceDelimited,false': { array: 'array=blue%20black%20brown', object: 'object=R%20100%20G%20200%20B%20150' },
  'pipeDelimited,false': { array: 'array=blue%7Cblack%7Cbrown', object: 'object=R%7C100%7CG%7C200%7CB%7C150' },
  'deepObject,true': { object: 'object%5BR%5D=100&object%5BG%5D=200&object%5BB%5D=150' },
};
// Cookies (form style): name/value pairs.
const cookieTable: Record<string, Record<Kind, Array<[string, string]>>> = {
  false: { primitive: [['primitive', 'blue']], array: [['array', 'blue,black,brown']], object: [['object', 'R,100,G,200,B,150']] },
  true: {
    primitive: [['primitive', 'blue']],
    array: [['array', 'blue'], ['array', 'black'], ['array', 'brown']],
    object: [['R', '100'], ['G', '200'], ['B', '150']],
  },
};

function filled(op: Operation): TryItFormState {
  const state = initialFormState(op);
  for (const p of op.parameters) state.params[paramKey(p)] = inputs[kindOf(p)];
  return state;
}

for (const file of ['oas30-parameters-style.yaml', 'oas31-parameters-style.yaml']) {
  describe(`${file}: every parameter serialized as the style table says`, async () => {
    const model = await load(file);
    const ops = model.operations.filter((o) => o.parameters.length > 0);
    it('covers path, query, header and cookie operations', () => {
      const locations = new Set(ops.flatMap((o) => o.parameters.map((p) => p.in)));
      assert.deepEqual([...locations].sort(), ['cookie', 'header', 'path', 'query']);
      assert.ok(ops.length >= 15, `${ops.length} operations with parameters`);
    });
    for (const op of ops) {
      it(`${op.id}`, () => {
        const request = buildRequest(op, filled(op), { model });
        const url = new URL(request.url);
        assert.equal(url.origin, 'https://httpbin.org');
        for (const p of op.parameters) {
          const kind = kindOf(p);
          const label = `${p.in} ${p.name} ${p.style} explode=${p.explode}`;
          if (p.in === 'cookie') {
            const want = cookieTable[String(p.explode)]![kind];
            for (const pair of want) assert.ok(request.cookies?.some((c) => c[0] === pair[0] && c[1] === pair[1]), `${label}: ${pair.join('=')}`);
            continue;
          }
          if (p.in === 'header') {
            const header = request.headers.find(([n]) => n === p.name)?.[1];
            assert.equal(header, table[`simple,${p.explode}`]![kind], label);
            continue;
          }
          const want = table[`${p.style},${p.explode}`]?.[kind];
          if (want === undefined) continue; // combinations the table marks n/a (e.g. deepObject of a primitive)
          if (p.in === 'path') assert.ok(url.pathname.includes(`/${want}`), `${label}: ${url.pathname} should contain ${want}`);
          else assert.ok(`&${url.search.slice(1)}&`.includes(`&${want}&`), `${label}: ${url.search} should contain ${want}`);
        }
      });
    }
  });
}
