/**
 * The `validate` option runs @readme/openapi-parser in a module worker (served here as the build ships it):
 * same findings as in Node, and the page's main thread neither loads the validator nor the document it checks.
 */
import { expect } from '@open-wc/testing';
import { validateOpenApiAt } from '../../src/index.js';

describe('validate in a worker', () => {
  it('gives the findings it gives in Node (oas30-redoc-petstore.yaml)', async function () {
    const findings = await validateOpenApiAt('/specs/oas30-redoc-petstore.yaml');
    expect(findings.every((f) => f.code === 'validation')).to.equal(true);
    expect(findings.map((f) => f.message)).to.include(
      'ADDITIONAL PROPERTY must NOT have additional properties: additionalItems is not expected to be here! (near `"additionalItems": {`)',
    );
  });

  it('validates GitHub’s 13 MB description in a worker: the page neither loads the validator nor gets the text', async () => {
    // Counted, not timed (a long-task limit fails on a busy machine): a worker is started, and the page's own
    // realm never fetches the validator's modules nor the document (the worker fetches it itself).
    const RealWorker = window.Worker;
    const started: string[] = [];
    window.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(String(url));
      }
    } as typeof Worker;
    const before = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    try {
      const findings = await validateOpenApiAt('/specs/oas30-github-api.json');
      expect(findings).to.be.an('array');
    } finally {
      window.Worker = RealWorker;
    }
    expect(started.some((url) => /validate-worker/.test(url)), started.join(', ')).to.equal(true);
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => !before.has(name));
    expect(fetched.filter((name) => /openapi-parser|oas30-github-api/.test(name)), fetched.join(', ')).to.deep.equal([]);
  });
});
