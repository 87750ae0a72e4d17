// x-flowVariables substitution, then relative token/authorization/refresh URLs resolved against the selected
// server (variables interpolated), never rebasing absolute URLs, the page origin when there are no servers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveFlowUrl, substituteFlowVariables, type FlowUrlContext, type FlowVariables } from '../../src/auth/oauth/index.js';
import { resolveServerUrl } from '../../src/request/servers.js';

const declared: FlowVariables = { tenant: { default: 'acme', enum: ['acme', 'globex'] }, region: { default: 'eu' } };
const expectUrl = (url: string, context: FlowUrlContext, want: string) => assert.equal(resolveFlowUrl(url, context), want, url);

describe('substituteFlowVariables', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['https://{tenant}.example.com/token', {}, 'https://acme.example.com/token'],
    ['https://{tenant}.example.com/token', { tenant: 'globex' }, 'https://globex.example.com/token'],
    ['https://{tenant}.example.com/{region}/token', { region: 'us' }, 'https://acme.example.com/us/token'],
    ['https://{tenant}.example.com/token', { tenant: '' }, 'https://acme.example.com/token'],
    ['https://{unknown}.example.com/{tenant}', {}, 'https://{unknown}.example.com/acme'],
    ['/{region}/oauth/token', { region: 'ap' }, '/ap/oauth/token'],
  ];
  for (const [url, values, want] of cases) {
    it(`${url} with ${JSON.stringify(values)} → ${want}`, () => assert.equal(substituteFlowVariables(url, values, declared), want));
  }
});

describe('resolveFlowUrl', () => {
  const server = 'https://api.example.com/v1';
  it('absolute URLs are never rebased', () => {
    expectUrl('https://id.example.com/token', { serverUrl: server }, 'https://id.example.com/token');
    expectUrl('http://localhost:9000/token', { serverUrl: server, pageOrigin: 'https://docs.example.com' }, 'http://localhost:9000/token');
  });
  it('relative URLs resolve against the selected server (a directory)', () => {
    expectUrl('/oauth/token', { serverUrl: server }, 'https://api.example.com/oauth/token');
    expectUrl('oauth/token', { serverUrl: server }, 'https://api.example.com/v1/oauth/token');
    expectUrl('oauth/token', { serverUrl: `${server}/` }, 'https://api.example.com/v1/oauth/token');
    expectUrl('../auth/token', { serverUrl: server }, 'https://api.example.com/auth/token');
    expectUrl('//id.example.com/token', { serverUrl: server }, 'https://id.example.com/token');
  });
  it('substitution runs before resolution; an absolute result is not rebased', () => {
    expectUrl('{idp}/token', { declared: { idp: { default: 'https://id.example.com' } }, serverUrl: server }, 'https://id.example.com/token');
    expectUrl('/{region}/token', { declared, variables: { region: 'us' }, serverUrl: server }, 'https://api.example.com/us/token');
  });
  it('the server with its variables interpolated', () => {
    const serverUrl = resolveServerUrl(
      { url: 'https://{env}.example.com/{base}', variables: [{ name: 'env', default: 'prod' }, { name: 'base', default: 'v2' }] },
      { env: 'staging' },
    );
    expectUrl('/oauth/token', { serverUrl }, 'https://staging.example.com/oauth/token');
    expectUrl('oauth/token', { serverUrl }, 'https://staging.example.com/v2/oauth/token');
  });
  it('no servers: against the page origin', () => {
    expectUrl('/oauth/token', { pageOrigin: 'https://docs.example.com' }, 'https://docs.example.com/oauth/token');
    expectUrl('oauth/token', { pageOrigin: 'https://docs.example.com' }, 'https://docs.example.com/oauth/token');
  });
  it('unknown placeholders stay as written after resolution', () => {
    expectUrl('/{unknown}/token', { serverUrl: server }, 'https://api.example.com/{unknown}/token');
  });
  it('nothing to resolve against: left as written', () => {
    expectUrl('/oauth/token', {}, '/oauth/token');
  });
});
