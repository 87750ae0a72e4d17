// OpenAPI 3.2 security additions: `deprecated` schemes (listed after the others, in the panel and in the
// requirements), `oauth2MetadataUrl` (RFC 8414 metadata read like discovery, against oidc-provider's own
// /.well-known/oauth-authorization-server), and the `deviceAuthorization` flow keeping both of its URLs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { evaluateSecurity, inDisplayOrder, parseSpec, type ApiModel, type SecurityScheme } from '../../src/index.js';
import { fetchServerMetadata, mapServerMetadata, type DiscoveryErrorCode } from '../../src/auth/oauth/index.js';
import { startIdentityProvider } from '../servers/identity-provider.mjs';

const fixture = readFileSync(new URL('../fixtures/oas32/security.yaml', import.meta.url), 'utf8');
const load = (): Promise<ApiModel> => parseSpec(fixture, { sourceUrl: 'https://docs.example.com/security.yaml' });
const scheme = (model: ApiModel, key: string): SecurityScheme => model.securitySchemes.find((s) => s.key === key)!;

const METADATA_URL = 'https://id.example.com/.well-known/oauth-authorization-server';
const expectMetadataError = (doc: unknown, code: DiscoveryErrorCode, fragment: string) => {
  const r = mapServerMetadata(doc, METADATA_URL);
  assert.ok(!r.ok, 'fails');
  if (!r.ok) {
    assert.equal(r.error.code, code);
    assert.ok(r.error.message.includes(fragment), r.error.message);
  }
};

describe('security schemes of OpenAPI 3.2', () => {
  it('deprecated schemes come after the others, each group in document order', async () => {
    const model = await load();
    assert.deepEqual(model.securitySchemes.map((s) => [s.key, s.deprecated ?? false]), [
      ['oauth', false],
      ['device', false],
      ['bearer', false],
      ['legacyKey', true],
    ]);
  });

  it('requirements list deprecated schemes last: within an alternative, and alternatives using one', async () => {
    const model = await load();
    const shown = (id: string) =>
      inDisplayOrder(evaluateSecurity(model.operations.find((o) => o.operationId === id)!, model, {}).groups).map((g) => g.entries.map((e) => e.key));
    assert.deepEqual(shown('listPets'), [['oauth'], ['legacyKey']]);
    assert.deepEqual(shown('listDevices'), [['device'], ['device', 'legacyKey']]);
    const evaluation = evaluateSecurity(model.operations.find((o) => o.operationId === 'listPets')!, model, {});
    assert.deepEqual(evaluation.groups.map((g) => Object.keys(g.requirement)), [['legacyKey'], ['oauth']], 'the evaluation keeps document order');
  });

  it('oauth2MetadataUrl, and the device flow with its device authorization URL and token URL', async () => {
    const model = await load();
    const oauth = scheme(model, 'oauth');
    assert.ok(oauth.kind === 'oauth2');
    assert.equal(oauth.oauth2MetadataUrl, METADATA_URL);
    const device = scheme(model, 'device');
    assert.ok(device.kind === 'oauth2');
    assert.deepEqual(device.flows, [
      { type: 'deviceAuthorization', deviceAuthorizationUrl: '/oauth/device', tokenUrl: '/oauth/token', scopes: { 'devices:read': 'Read the devices' } },
    ]);
  });
});

describe('authorization server metadata (RFC 8414)', () => {
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  before(async () => {
    idp = await startIdentityProvider({ redirectUris: ['http://127.0.0.1/oauth-callback.html'] });
  });
  after(() => idp.close());

  it('reads oidc-provider’s metadata: its endpoints, scopes and flows', async () => {
    const r = await fetchServerMetadata(`${idp.issuer}/.well-known/oauth-authorization-server`);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    assert.equal(r.provider.issuer, idp.issuer);
    assert.deepEqual(r.provider.endpoints, {
      token_endpoint: `${idp.issuer}/token`,
      authorization_endpoint: `${idp.issuer}/auth`,
      device_authorization_endpoint: `${idp.issuer}/device/auth`,
    });
    assert.ok(r.provider.scopes?.includes('api:read'));
    assert.deepEqual(r.provider.flows.map((f) => f.type), ['authorizationCode', 'clientCredentials', 'deviceAuthorization']);
  });

  it('failures: unreachable, malformed, an endpoint on a disallowed origin', async () => {
    const down = await fetchServerMetadata('http://127.0.0.1:9/.well-known/oauth-authorization-server');
    assert.ok(!down.ok && down.error.code === 'unreachable');
    const missing = await fetchServerMetadata(`${idp.issuer}/nothing/.well-known/oauth-authorization-server`);
    assert.ok(!missing.ok && missing.error.code === 'unreachable');
    expectMetadataError([], 'malformed', 'not a JSON object');
    expectMetadataError({ issuer: 'https://id.example.com' }, 'malformed', 'token_endpoint');
    expectMetadataError(
      { issuer: 'https://id.example.com', token_endpoint: 'https://id.example.com/token', device_authorization_endpoint: 'http://evil.example.net/device' },
      'disallowed-origin',
      'device_authorization_endpoint',
    );
    const deviceOnly = mapServerMetadata({ issuer: 'https://id.example.com', token_endpoint: 'https://id.example.com/token', device_authorization_endpoint: 'https://id.example.com/device' }, METADATA_URL);
    assert.ok(deviceOnly.ok, 'no authorization endpoint needed');
  });
});
