// OpenAPI 3.2 tags as a tree (summary, parent, kind), and Redoc's x-tagGroups / x-displayName on the same tree.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { navigationOf, operationTagMarks, parseSpec, type ApiModel, type NavTag } from '../../src/index.js';
import { searchDocuments } from '../../src/search/documents.js';
import { apiModel, operation } from '../helpers/models.js';

const fixture = readFileSync(new URL('../fixtures/oas32/tags.yaml', import.meta.url), 'utf8');

type Tree = Array<[label: string, operations: string[], children?: Tree]>;

/** The sections as the page shows them: label, own operation ids, nested sections. */
function treeOf(tags: readonly NavTag[]): Tree {
  return tags.map((t) => {
    const node: [string, string[], Tree?] = [t.label, t.operations.map((o) => o.id)];
    if (t.children.length > 0) node[2] = treeOf(t.children);
    return node as Tree[number];
  });
}

const op = (operationId: string, tags: string[]) => ({ operationId, tags, responses: { '200': { description: 'ok' } } });

function parse32(tags: unknown[], paths: Record<string, unknown>, version = '3.2.0'): Promise<ApiModel> {
  return parseSpec(JSON.stringify({ openapi: version, info: { title: 'Tags', version: '1' }, tags, paths }));
}

const warningsAbout = (model: ApiModel, key: string) => model.warnings.filter((w) => w.key === key).map((w) => [w.params, w.location]);

describe('OpenAPI 3.2 tag tree', () => {
  it('nests tags by parent three deep, labelled by summary, in the reading order', async () => {
    const model = await parseSpec(fixture);
    const nav = navigationOf(model);
    assert.equal(nav.groups.length, 1);
    assert.equal(nav.groups[0]?.name, undefined);
    assert.deepEqual(treeOf(nav.groups[0]?.tags ?? []), [
      ['Store', ['storeInfo'], [
        ['Catalog', ['listCatalog'], [['Books and e-books', ['getBook']]]],
        ['Orders', ['createOrder']],
      ]],
      ['Accounts', ['getAccount']],
      ['default', ['preview']],
    ]);
    assert.deepEqual(nav.order.map((o) => o.id), ['storeInfo', 'listCatalog', 'getBook', 'createOrder', 'getAccount', 'preview']);
    assert.deepEqual(nav.allTags.map((t) => [t.name, t.depth, t.total]), [
      ['store', 0, 4], ['catalog', 1, 2], ['books', 2, 1], ['orders', 1, 1], ['accounts', 0, 1], ['default', 0, 1],
    ]);
    assert.deepEqual(nav.tagAncestors.get('books'), ['store', 'catalog']);
    assert.equal(nav.homeTag.get('getBook'), 'books', 'the name, not the summary, stays the id');
    const books = model.tags.find((t) => t.name === 'books');
    assert.deepEqual([books?.summary, books?.parent, books?.kind], ['Books and e-books', 'catalog', 'nav']);
    assert.deepEqual(model.warnings, []);
  });

  it('badge tags are badges and audience or other kinds are labels, none of them sections', async () => {
    const model = await parseSpec(fixture);
    const nav = navigationOf(model);
    const sections = nav.allTags.map((t) => t.name);
    for (const name of ['beta', 'partners', 'internal-only']) assert.ok(!sections.includes(name), `${name} is no section`);
    const marks = (id: string) => {
      const { badges, labels } = operationTagMarks(model, model.operations.find((o) => o.id === id)!);
      return { badges: badges.map((m) => [m.label, m.kind]), labels: labels.map((m) => [m.label, m.kind]) };
    };
    assert.deepEqual(marks('getBook'), { badges: [['Beta', 'badge']], labels: [['Partner integrations', 'audience']] });
    assert.deepEqual(marks('createOrder'), { badges: [], labels: [['Partner integrations', 'audience'], ['Internal', 'x-visibility']] });
    assert.deepEqual(marks('storeInfo'), { badges: [], labels: [] });
    // An operation with only a badge tag lands with the untagged ones.
    assert.equal(nav.homeTag.get('preview'), 'default');
    assert.deepEqual(marks('preview').badges, [['Beta', 'badge']]);
  });

  it('a parent that names no declared tag is a warning; the tag stays at the top level', async () => {
    const model = await parse32(
      [{ name: 'lost', summary: 'Lost and found', parent: 'nowhere' }, { name: 'kept', parent: 'lost' }],
      { '/lost': { get: op('lostItems', ['lost']) }, '/kept': { get: op('keptItems', ['kept']) } },
    );
    assert.deepEqual(warningsAbout(model, 'tagParentMissing'), [[['lost', 'nowhere'], '/tags/0/parent']]);
    assert.equal(model.warnings[0]?.code, 'invalid-document');
    assert.equal(model.tags[0]?.parent, undefined);
    assert.deepEqual(treeOf(navigationOf(model).groups[0]?.tags ?? []), [['Lost and found', ['lostItems'], [['kept', ['keptItems']]]]]);
  });

  it('a cycle of parents is a warning for each tag on it; they stay at the top level, tags hanging on them stay nested', async () => {
    const model = await parse32(
      [
        { name: 'a', parent: 'b' },
        { name: 'b', parent: 'a' },
        { name: 'leaf', parent: 'a' },
        { name: 'self', parent: 'self' },
      ],
      { '/a': { get: op('opA', ['a']) }, '/b': { get: op('opB', ['b']) }, '/leaf': { get: op('opLeaf', ['leaf']) }, '/self': { get: op('opSelf', ['self']) } },
    );
    assert.deepEqual(warningsAbout(model, 'tagParentCycle'), [
      [['a', 'a → b → a'], '/tags/0/parent'],
      [['b', 'a → b → a'], '/tags/1/parent'],
      [['self', 'self → self'], '/tags/3/parent'],
    ]);
    assert.deepEqual(treeOf(navigationOf(model).groups[0]?.tags ?? []), [
      ['a', ['opA'], [['leaf', ['opLeaf']]]],
      ['b', ['opB']],
      ['self', ['opSelf']],
    ]);
  });

  it('never loops on a hand-made model whose parents form a cycle', () => {
    const model = apiModel([operation({ id: 'x', tags: ['x'] }), operation({ id: 'y', tags: ['y'] })]);
    model.tags = [{ name: 'x', parent: 'y', operationIds: ['x'] }, { name: 'y', parent: 'x', operationIds: ['y'] }];
    const nav = navigationOf(model);
    assert.deepEqual(treeOf(nav.groups[0]?.tags ?? []), [['x', ['x'], [['y', ['y']]]]]);
    assert.deepEqual(nav.order.map((o) => o.id), ['x', 'y']);
  });

  it('x-tagGroups and x-displayName on a 3.1 document: groups are the first tier, x-displayName the label', async () => {
    const model = await parse32(
      [
        { name: 'pets', 'x-displayName': 'Pets and owners', summary: 'ignored before 3.2', parent: 'store' },
        { name: 'store', 'x-displayName': 'The store' },
        { name: 'misc', kind: 'badge' },
      ],
      { '/pets': { get: op('listPets', ['pets']) }, '/orders': { get: op('listOrders', ['store']) }, '/misc': { get: op('misc', ['misc']) } },
      '3.1.0',
    );
    const withGroups = await parseSpec(JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Groups', version: '1' },
      tags: [{ name: 'pets', 'x-displayName': 'Pets and owners' }, { name: 'store', 'x-displayName': 'The store' }, { name: 'misc' }],
      'x-tagGroups': [{ name: 'Shop', tags: ['store', 'pets'] }],
      paths: { '/pets': { get: op('listPets', ['pets']) }, '/orders': { get: op('listOrders', ['store']) }, '/misc': { get: op('misc', ['misc']) } },
    }));
    const nav = navigationOf(withGroups);
    assert.deepEqual(nav.groups.map((g) => [g.name, treeOf(g.tags)]), [
      ['Shop', [['The store', ['listOrders']], ['Pets and owners', ['listPets']]]],
      ['Other', [['misc', ['misc']]]],
    ]);
    assert.deepEqual(nav.allTags.map((t) => t.name), ['store', 'pets', 'misc']);
    // Before 3.2, summary, parent and kind are not tag fields: x-displayName labels, every tag is a flat section.
    assert.deepEqual(model.tags.map((t) => [t.name, t.summary, t.parent, t.kind]), [
      ['pets', 'Pets and owners', undefined, undefined],
      ['store', 'The store', undefined, undefined],
      ['misc', undefined, undefined, undefined],
    ]);
    assert.deepEqual(treeOf(navigationOf(model).groups[0]?.tags ?? []), [['Pets and owners', ['listPets']], ['The store', ['listOrders']], ['misc', ['misc']]]);
  });

  it('on a 3.2 document a nested tag stays under its parent wherever x-tagGroups lists it; summary wins over x-displayName', async () => {
    const model = await parseSpec(JSON.stringify({
      openapi: '3.2.0',
      info: { title: 'Both', version: '1' },
      tags: [{ name: 'store', summary: 'Store', 'x-displayName': 'Old name' }, { name: 'pets', parent: 'store', 'x-displayName': 'Pets' }],
      'x-tagGroups': [{ name: 'Shop', tags: ['store'] }, { name: 'Animals', tags: ['pets'] }],
      paths: { '/pets': { get: op('listPets', ['pets']) }, '/orders': { get: op('listOrders', ['store']) } },
    }));
    assert.deepEqual(navigationOf(model).groups.map((g) => [g.name, treeOf(g.tags)]), [['Shop', [['Store', ['listOrders'], [['Pets', ['listPets']]]]]]]);
  });

  it('a tag summary is searchable where tag names are', async () => {
    const model = await parseSpec(fixture);
    const docs = [...searchDocuments(model)].flat();
    const getBook = docs.find((d) => d.kind === 'operation' && d.id === 'getBook');
    for (const word of ['books', 'Books and e-books', 'Beta', 'Partner integrations']) assert.ok(getBook?.keywords.includes(word), word);
  });

  it('flat tag lists stay flat and cheap: no children, one pass', () => {
    const ops = Array.from({ length: 1000 }, (_, i) => operation({ id: `op${i}`, tags: [`tag${i % 40}`] }));
    const model = apiModel(ops);
    const started = performance.now();
    const nav = navigationOf(model);
    const elapsed = performance.now() - started;
    assert.equal(nav.groups[0]?.tags.length, 40);
    assert.ok(nav.allTags.every((t) => t.children.length === 0 && t.depth === 0));
    assert.equal(nav.order.length, 1000);
    assert.ok(elapsed < 100, `built in ${elapsed.toFixed(1)} ms`);
  });
});
