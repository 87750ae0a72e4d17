// The page's reading order (src/model/navigation.ts), shared by the sidebar, the content and deep links.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { navigationOf, parseSpec } from '../../src/index.js';

const op = (operationId: string, tags?: string[]) => ({ operationId, ...(tags ? { tags } : {}), responses: { '200': { description: 'ok' } } });

describe('navigationOf', () => {
  it('orders tag groups, tags, operations (full card under the first tag), then orphans and webhooks', async () => {
    const model = await parseSpec(
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Nav', version: '1' },
        tags: [{ name: 'pets' }, { name: 'store' }, { name: 'misc' }],
        'x-tagGroups': [{ name: 'Shop', tags: ['store', 'pets'] }],
        paths: {
          '/pets': { get: op('listPets', ['pets', 'store']) },
          '/orders': { get: op('listOrders', ['store']) },
          '/misc': { get: op('misc', ['misc']) },
          '/plain': { get: op('untagged') },
        },
        webhooks: { newPet: { post: op('newPet') } },
      }),
    );
    const nav = navigationOf(model);
    assert.equal(navigationOf(model), nav, 'built once per model');
    assert.deepEqual(
      nav.groups.map((g) => [g.name, g.tags.map((t) => t.name)]),
      [['Shop', ['store', 'pets']], ['Other', ['misc', 'default']]],
    );
    assert.deepEqual(nav.order.map((o) => o.id), ['listPets', 'listOrders', 'misc', 'untagged', 'newPet']);
    assert.equal(nav.homeTag.get('listPets'), 'store');
    assert.deepEqual(nav.webhooks.map((o) => o.id), ['newPet']);
    assert.equal(nav.operationCount, 5);
  });
});
