/**
 * An OpenAPI page never downloads the AsyncAPI chunk, and an AsyncAPI page without `validate` never downloads
 * @asyncapi/parser (checked in the page's resource timing).
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import '../../components/base.js';
import { mountViewer } from '../helpers/viewer.js';

// The default buffer (250 entries) fills up with the test page's own modules; keep every later entry.
performance.setResourceTimingBufferSize(100_000);

const loaded = (pattern: RegExp) =>
  performance.getEntriesByType('resource').map((e) => e.name).filter((name) => pattern.test(name));

describe('AsyncAPI code is lazy', () => {
  afterEach(() => fixtureCleanup());

  it('an OpenAPI spec loads without any AsyncAPI parser module', async () => {
    const { el, outcome } = await mountViewer('/specs/oas30-petstore-expanded.yaml');
    expect(outcome.kind).to.equal('load');
    expect(el.model?.specType).to.equal('openapi-3');
    expect(loaded(/parse-openapi/), 'the OpenAPI parser was fetched (the check sees lazy modules)').to.not.be.empty;
    expect(loaded(/asyncapi\/parse-asyncapi|@asyncapi\//)).to.deep.equal([]);
  });

  it('an AsyncAPI spec then fetches its normalizer on demand, and no @asyncapi/parser module (that is validate\'s)', async () => {
    for (const spec of ['/specs/asyncapi3-mercure.yml', '/specs/asyncapi2-slack-rtm.yml', '/specs/asyncapi3-adeo-kafka-request-reply.json']) {
      const { outcome } = await mountViewer(spec);
      expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    }
    expect(loaded(/asyncapi\/parse-asyncapi/)).to.not.be.empty;
    expect(loaded(/@asyncapi\/|asyncapi-validate-worker|asyncapi\/validate-(check|in-worker)/)).to.deep.equal([]);
  });
});
