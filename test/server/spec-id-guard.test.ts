import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createDemoServer, DEFAULT_SPEC, type DemoServer } from '../../demo/server/create-demo-server.js';
import { parseSpecId } from '../../demo/server/spec-id.js';
import { rawRequest } from './raw-request.js';

/** Raw path segments standing where `{id}` goes in /api/specs/{id}/content. */
const hostileIds = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '..%2f..%2fpackage.json',
  '..%5c..%5cpackage.json',
  '%2fetc%2fpasswd',
  '/etc/passwd',
  '../../../../etc/passwd',
  'default%00',
  '%00',
  'C:%5cWindows%5cwin.ini',
  '%252e%252e',
  '.hidden',
  'a/b',
  '%',
  '',
];

describe('spec ids that try to leave the registry', () => {
  let server: DemoServer;
  before(async () => {
    server = await createDemoServer({ specs: [DEFAULT_SPEC], port: 0 });
  });
  after(() => server.close());

  for (const id of hostileIds) {
    it(`rejects "${id}" with 400 and a JSON error`, async () => {
      // `/api/specs/` (empty id, no /content) is the list itself.
      const paths = id === '' ? ['/api/specs//content'] : [`/api/specs/${id}/content`, `/api/specs/${id}`];
      for (const path of paths) {
        const res = await rawRequest(server.port, path);
        assert.equal(res.status, 400, path);
        assert.match(String(res.headers['content-type']), /^application\/json/, path);
        const body = res.json() as { error: { code: string; message: string } };
        assert.equal(body.error.code, 'invalid-spec-id', path);
        assert.ok(body.error.message.length > 0);
      }
    });
  }

  it('still serves a well-formed id', async () => {
    const res = await rawRequest(server.port, '/api/specs/default/content');
    assert.equal(res.status, 200);
  });
});

describe('parseSpecId', () => {
  const expectValid = (raw: string, id: string) => assert.deepEqual(parseSpecId(raw), { ok: true, id });
  const expectInvalid = (raw: string) => assert.equal(parseSpecId(raw).ok, false, raw);

  it('accepts the id alphabet, percent-decoded', () => {
    expectValid('default', 'default');
    expectValid('oas30-github-api', 'oas30-github-api');
    expectValid('api_v2.json', 'api_v2.json');
    expectValid('my%2Dapi', 'my-api');
  });

  it('refuses traversal, separators, NUL, spaces and over-long ids', () => {
    for (const raw of ['..', 'a..b', '.env', '%2e%2e', 'a%2fb', 'a%5cb', '%00', 'a b', 'ä', 'x'.repeat(129), '%E0%A4%A']) {
      expectInvalid(raw);
    }
  });
});
