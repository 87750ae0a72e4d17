import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lazyLoadsInFlight, lazyModule, lazyModules } from '../../src/lazy-module.js';

/** An importer that counts its calls and fails the first `failures` times. */
function importer(failures = 0) {
  const calls = { count: 0 };
  const load = async (): Promise<{ value: number }> => {
    calls.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (calls.count <= failures) throw new Error('chunk failed to load');
    return { value: calls.count };
  };
  return { calls, load };
}

describe('lazyModule', () => {
  it('imports once for any number of callers, concurrent or later', async () => {
    const { calls, load } = importer();
    const lazy = lazyModule(load);
    assert.equal(lazy.loaded, undefined);
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    assert.equal(a, b);
    assert.equal(await lazy.load(), a);
    assert.equal(lazy.loaded, a);
    assert.equal(calls.count, 1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const { calls, load } = importer(1);
    const lazy = lazyModule(load);
    await assert.rejects(lazy.load(), /chunk failed/);
    assert.equal(lazy.loaded, undefined);
    assert.deepEqual(await lazy.load(), { value: 2 });
    assert.equal(calls.count, 2);
  });

  it('counts loads under way until each settles, loaded or failed', async () => {
    const before = lazyLoadsInFlight();
    const ok = lazyModule(importer().load);
    const failing = lazyModule(importer(1).load);
    const loads = [ok.load(), ok.load(), failing.load().catch(() => undefined)];
    assert.equal(lazyLoadsInFlight(), before + 2);
    await Promise.all(loads);
    assert.equal(lazyLoadsInFlight(), before);
  });

  it('`loaded` never starts a load', () => {
    const { calls, load } = importer();
    assert.equal(lazyModule(load).loaded, undefined);
    assert.equal(calls.count, 0);
  });
});

describe('lazyModules', () => {
  it('keeps one lazy module per key', async () => {
    const seen: string[] = [];
    const byName = lazyModules(async (name: string) => {
      seen.push(name);
      return name.toUpperCase();
    });
    assert.equal(byName('json'), byName('json'));
    assert.equal(await byName('json').load(), 'JSON');
    assert.equal(await byName('xml').load(), 'XML');
    await byName('json').load();
    assert.deepEqual(seen, ['json', 'xml']);
  });
});
