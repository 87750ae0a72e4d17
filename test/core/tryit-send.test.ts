// The callback objects (TryItRequest) and how a callback's changes reach the sent request.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HttpRequest } from '../../src/model/index.js';
import { fromTryItRequest, toTryItRequest } from '../../src/tryit/send.js';

const request: HttpRequest = {
  method: 'POST',
  url: 'https://api.example.com/pets?x=1',
  headers: [['Content-Type', 'application/json'], ['X-A', '1']],
  body: { kind: 'text', contentType: 'application/json', text: '{}' },
  cookies: [['s', '1']],
};

describe('TryItRequest', () => {
  it('carries operationId, method, url, headers as a map, body, cookies and mode, each once (no nested copy)', () => {
    const r = toTryItRequest(request, 'addPet', 'proxy');
    assert.deepEqual(r, {
      operationId: 'addPet',
      method: 'POST',
      url: 'https://api.example.com/pets?x=1',
      headers: { 'Content-Type': 'application/json', 'X-A': '1' },
      body: request.body,
      cookies: [['s', '1']],
      mode: 'proxy',
    });
    assert.equal(r.body, request.body);
  });
  it('changes a callback makes to method, url and headers are sent; untouched requests round-trip', () => {
    assert.deepEqual(fromTryItRequest(toTryItRequest(request, 'op', 'direct')), request);
    const r = toTryItRequest(request, 'op', 'direct');
    r.headers['X-Signature'] = 'abc';
    delete r.headers['X-A'];
    r.url += '&signed=1';
    r.method = 'put';
    const sent = fromTryItRequest(r);
    assert.equal(sent.method, 'PUT');
    assert.equal(sent.url, 'https://api.example.com/pets?x=1&signed=1');
    assert.deepEqual(sent.headers, [['Content-Type', 'application/json'], ['X-Signature', 'abc']]);
    assert.deepEqual(sent.cookies, [['s', '1']]);
  });
});
