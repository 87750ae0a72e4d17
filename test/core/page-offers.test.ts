/** What a page offers that credentials are used in: decided from the model (operation kinds) and the Try-It switch. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { extendedFormats, pageOffers, parseSpec, type ApiModel } from '../../src/index.js';
import { loadCorpusSpec } from './spec-helpers.js';

const fixture = (name: string) => parseSpec(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
const expectOffers = (model: ApiModel, allowTryIt: boolean, tryIt: boolean, codeSamples: boolean) =>
  assert.deepEqual(pageOffers(model, allowTryIt), { tryIt, codeSamples });

describe('pageOffers', () => {
  it('AsyncAPI 2 and 3: neither Try-It nor code samples', async () => {
    expectOffers(await fixture('asyncapi-2-orders.yaml'), true, false, false);
    expectOffers(await loadCorpusSpec('asyncapi3-streetlights-operation-security.yml'), true, false, false);
  });
  it('OpenAPI: Try-It and code samples; code samples only when Try-It is turned off', async () => {
    const model = await fixture('auth-requirements.yaml');
    expectOffers(model, true, true, true);
    expectOffers(model, false, false, true);
  });
  it('a webhooks-only OpenAPI 3.1 document: nothing to call', async () => {
    expectOffers(await loadCorpusSpec('oas31-adyen-balanceplatform-webhooks.json'), true, false, false);
  });
  it('WSDL: SOAP operations can be called', async () => {
    expectOffers(await fixture('wsdl-echo.wsdl'), true, true, true);
  });
  it('GraphQL: root fields can be called (Try-It and code samples)', async () => {
    const model = await parseSpec('type Query { hello(name: String): String }', { formats: extendedFormats });
    expectOffers(model, true, true, true);
  });
});
