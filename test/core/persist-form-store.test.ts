// The Try-It form store: key pattern, timestamps, TTL semantics (docs/try-it.md#try-it-panel, Persistence), and the
// sessionStorage-only credential store.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { FormStore, formStoreKey, type StorageLike } from '../../src/persist/form-store.js';
import { CredentialStore } from '../../src/persist/credential-store.js';
import { initialFormState, toPersisted, type TryItFormState } from '../../src/request/form-state.js';

class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const KEY = formStoreKey({ title: 'Petstore', version: '1.0.0' }, 'get', '/pets/{petId}');
let storage: MemoryStorage;
let clock: number;
const store = (ttlSeconds?: number) => new FormStore({ storage, now: () => clock, ...(ttlSeconds === undefined ? {} : { ttlSeconds }) });
beforeEach(() => {
  storage = new MemoryStorage();
  clock = 1_700_000_000_000;
});

describe('FormStore', () => {
  it('uses the key pattern spec-viewer:tryit:{title@version}:{METHOD path}', () => {
    assert.equal(KEY, 'spec-viewer:tryit:Petstore@1.0.0:GET /pets/{petId}');
  });
  it('saves with a timestamp and restores', () => {
    store().save(KEY, { a: 1 });
    assert.deepEqual(JSON.parse(storage.getItem(KEY)!), { savedAt: clock, state: { a: 1 } });
    assert.deepEqual(store().load(KEY), { a: 1 });
  });
  it('TTL unset: entries never expire', () => {
    store().save(KEY, { a: 1 });
    clock += 10 * 365 * 24 * 3600 * 1000;
    assert.deepEqual(store().load(KEY), { a: 1 });
  });
  it('positive TTL: an entry is restored until it is older than TTL seconds, then discarded and removed', () => {
    store(60).save(KEY, { a: 1 });
    clock += 60_000;
    assert.deepEqual(store(60).load(KEY), { a: 1 });
    clock += 1;
    assert.equal(store(60).load(KEY), undefined);
    assert.equal(storage.getItem(KEY), null);
  });
  it('entries without a timestamp count as expired when a TTL is set, and are kept when none is', () => {
    storage.setItem(KEY, JSON.stringify({ state: { a: 1 } }));
    assert.deepEqual(store().load(KEY), { a: 1 });
    assert.equal(store(3600).load(KEY), undefined);
    assert.equal(storage.getItem(KEY), null);
    storage.setItem(KEY, JSON.stringify({ params: { 'query:q': 'legacy' } }));
    assert.equal(store(3600).load(KEY), undefined);
  });
  it('TTL 0: no save and no restore (an existing entry is left alone)', () => {
    store().save(KEY, { a: 1 });
    const disabled = store(0);
    assert.equal(disabled.enabled, false);
    assert.equal(disabled.load(KEY), undefined);
    disabled.save(KEY, { a: 2 });
    assert.deepEqual(store().load(KEY), { a: 1 });
  });
  it('clear removes the entry; corrupt JSON is ignored; a throwing storage never breaks the page', () => {
    store().save(KEY, { a: 1 });
    store().clear(KEY);
    assert.equal(storage.getItem(KEY), null);
    storage.setItem(KEY, '{oops');
    assert.equal(store().load(KEY), undefined);
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const s = new FormStore({ storage: throwing });
    assert.equal(s.load(KEY), undefined);
    s.save(KEY, { a: 1 });
    s.clear(KEY);
  });
});

describe('CredentialStore', () => {
  it('keeps credentials per spec and scheme', () => {
    const creds = new CredentialStore({ title: 'Petstore', version: '1' }, storage);
    creds.set('api_key', { value: 'secret' });
    assert.deepEqual(creds.get('api_key'), { value: 'secret' });
    assert.ok(storage.getItem('spec-viewer:auth:Petstore@1:api_key'));
    creds.remove('api_key');
    assert.equal(creds.get('api_key'), undefined);
  });
  it('refuses localStorage', () => {
    const g = globalThis as { localStorage?: unknown };
    const previous = g.localStorage;
    g.localStorage = storage;
    try {
      assert.throws(() => new CredentialStore({ title: 't', version: '1' }, storage), /sessionStorage only/);
    } finally {
      g.localStorage = previous;
    }
  });
});

describe('toPersisted never keeps credentials', () => {
  const form = (customHeaders: Array<{ name: string; value: string }>, params: Record<string, unknown> = {}) =>
    ({ ...initialFormState({ id: 'x', kind: 'http', method: 'get', path: '/', deprecated: false, tags: [], parameters: [], responses: [], callbacks: [] }), customHeaders, params }) as TryItFormState;
  const cases: Array<[string, boolean]> = [
    ['Authorization', true], ['proxy-authorization', true], ['Cookie', true], ['X-API-Key', true], ['api_key', true],
    ['X-Auth-Token', true], ['X-Access-Token', true], ['X-Client-Secret', true], ['X-Request-Id', false], ['Accept-Language', false],
  ];
  for (const [name, secret] of cases) {
    it(`${name}: ${secret ? 'value dropped' : 'kept'}`, () => {
      const saved = toPersisted(form([{ name, value: 's3cr3t-value' }], { [`header:${name}`]: 's3cr3t-param' }));
      assert.equal(JSON.stringify(saved).includes('s3cr3t'), !secret);
      assert.equal(saved.customHeaders[0]?.name, name);
    });
  }
});
