import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AuthSession, credentialFields, fragmentFor, idFromHash, type SecurityScheme, type StorageLike } from '../../src/index.js';

const memoryStorage = (): StorageLike & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};

const schemes: SecurityScheme[] = [
  { kind: 'apiKey', key: 'api_key', name: 'X-Key', in: 'header' },
  { kind: 'http', key: 'basic', scheme: 'basic' },
];
const model = { info: { title: 'T', version: '1' }, securitySchemes: schemes };

describe('AuthSession (the Authorize panel state, plain TS)', () => {
  it('applies a complete credential, saves it and notifies; refuses an incomplete one', () => {
    const storage = memoryStorage();
    const session = new AuthSession(model, storage);
    let calls = 0;
    session.subscribe(() => calls++);
    assert.equal(session.apply('api_key', { value: '' }), false);
    assert.equal(session.apply('unknown', { value: 'x' }), false);
    assert.equal(calls, 0);
    const before = session.credentials;
    assert.equal(session.apply('api_key', { value: 'abc' }), true);
    assert.deepEqual(session.credentials, { api_key: { value: 'abc' } });
    assert.notEqual(session.credentials, before, 'a new object on every change');
    assert.ok(Object.isFrozen(session.credentials));
    assert.equal(calls, 1);
    assert.equal(storage.data.size, 1);
  });
  it('restores saved credentials for the same spec and clears them', () => {
    const storage = memoryStorage();
    new AuthSession(model, storage).apply('basic', { username: 'u', password: '' });
    const restored = new AuthSession(model, storage);
    assert.ok(restored.isApplied('basic'));
    restored.clear('basic');
    assert.ok(!restored.isApplied('basic'));
    assert.equal(storage.data.size, 0);
    assert.ok(!new AuthSession({ ...model, info: { title: 'Other', version: '1' } }, storage).isApplied('basic'));
  });
  it('relays open requests to the panel until unsubscribed', () => {
    const session = new AuthSession(model, memoryStorage());
    const asked: Array<string | undefined> = [];
    const off = session.onOpenRequest((key) => asked.push(key));
    session.requestOpen('api_key');
    session.requestOpen();
    off();
    session.requestOpen('basic');
    assert.deepEqual(asked, ['api_key', undefined]);
  });
});

describe('deep-link fragments', () => {
  it('encodes what a fragment cannot hold and decodes it back', () => {
    assert.equal(fragmentFor('get-pets'), 'get-pets');
    assert.equal(fragmentFor('schema-Pet Store#1'), 'schema-Pet%20Store%231');
    assert.equal(idFromHash(`#${fragmentFor('schema-Pet Store#1')}`), 'schema-Pet Store#1');
    assert.equal(idFromHash(''), undefined);
    assert.equal(idFromHash('#bad%E0'), 'bad%E0');
  });
});

describe('AsyncAPI broker schemes in the Authorize panel', () => {
  it('a user and password for userPassword, PLAIN and SCRAM; a value for an API key given as user or password; none for X509', () => {
    const broker = (type: string, details?: Record<string, unknown>): SecurityScheme => ({ kind: 'other', key: type, type, ...(details ? { details } : {}) });
    for (const type of ['userPassword', 'plain', 'scramSha256', 'scramSha512']) assert.deepEqual(credentialFields(broker(type)), ['username', 'password'], type);
    assert.deepEqual(credentialFields(broker('apiKey', { in: 'user' })), ['value']);
    assert.deepEqual(credentialFields(broker('X509')), []);
    const session = new AuthSession({ info: { title: 'B', version: '1' }, securitySchemes: [broker('userPassword')] }, memoryStorage());
    assert.equal(session.apply('userPassword', { username: 'lamp', password: 'pw' }), true);
    assert.deepEqual(session.credentials, { userPassword: { username: 'lamp', password: 'pw' } });
  });
});
