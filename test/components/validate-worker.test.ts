/**
 * The `validate` option runs @readme/openapi-parser in a module worker (served here as the build ships it):
 * same findings as in Node, and no long task on the page's main thread while a big document is validated.
 */
import { expect } from '@open-wc/testing';
import { validateOpenApiAt } from '../../src/index.js';
import { longTasksDuring } from '../helpers/main-thread.js';

describe('validate in a worker', () => {
  it('gives the findings it gives in Node (oas30-redoc-petstore.yaml)', async function () {
    this.timeout(60_000);
    const findings = await validateOpenApiAt('/specs/oas30-redoc-petstore.yaml');
    expect(findings.every((f) => f.code === 'validation')).to.equal(true);
    expect(findings.map((f) => f.message)).to.include(
      'ADDITIONAL PROPERTY must NOT have additional properties: additionalItems is not expected to be here! (near `"additionalItems": {`)',
    );
  });

  it('the heartbeat sees a main-thread block (control)', async () => {
    const tasks = await longTasksDuring(async () => {
      // Let the heartbeat start, then block the thread.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const end = performance.now() + 120;
      while (performance.now() < end) {
        /* block the main thread */
      }
    });
    expect(tasks.some((d) => d > 50)).to.equal(true);
  });

  it('validating GitHub’s 13 MB description makes no long task over 50 ms on the main thread', async function () {
    this.timeout(240_000);
    // As the viewer does it: the worker fetches the document, so not even its text crosses threads. On a loaded
    // machine an unrelated pause can pass 50 ms now and then (the heartbeat sees 50-70 ms GC pauses in Firefox, and
    // once 656 ms in WebKit late in the whole suite, with the heap of 64 earlier files): up to three runs, and one
    // must have nothing over 100 ms. Validation on the main thread (over a second here) would block every run.
    const clean = (tasks: number[]) => tasks.every((d) => d <= 100);
    const runs: number[][] = [];
    while (runs.length < 3 && !runs.some(clean)) {
      let findings: unknown[] = [];
      const started = performance.now();
      const tasks = await longTasksDuring(async () => {
        findings = await validateOpenApiAt('/specs/oas30-github-api.json');
      });
      const ms = Math.round(performance.now() - started);
      console.log(`validate oas30-github-api.json in a worker: ${ms} ms, main-thread long tasks: [${tasks.join(', ')}] ms`);
      expect(findings).to.be.an('array');
      runs.push(tasks);
    }
    expect(runs.some(clean), JSON.stringify(runs)).to.equal(true);
  });
});
