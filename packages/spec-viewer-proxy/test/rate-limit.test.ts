// Rate limiting: both implementations (rate-limiter-flexible and the built-in fallback), the client key
// (IPv4 unmapped, IPv6 per /64, X-Forwarded-For only when trusted) and the Redis store shared by two proxies.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMemoryRateLimiter } from '../src/memory-rate-limiter.js';
import { createRateLimiter } from '../src/rate-limit.js';
import { postEnvelope, startProxy, type ProxyUnderTest } from './helpers.js';
import { ensureRedisServer, startRedis, type RedisUnderTest } from './redis-server.js';

const envelope = { url: 'ftp://not-forwarded/', method: 'GET' };

async function statuses(proxy: ProxyUnderTest, count: number, headers: Record<string, string> = {}): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await postEnvelope(proxy.url, envelope, headers)).status);
  return out;
}

const withoutLibrary = async () => null;

for (const [label, loader, kind] of [
  ['rate-limiter-flexible', undefined, 'flexible-memory'],
  ['the built-in fallback (library absent)', withoutLibrary, 'fallback-memory'],
] as const) {
  describe(`per-IP limit with ${label}`, () => {
    let proxy: ProxyUnderTest;
    before(async () => {
      proxy = await startProxy({ rateLimitPerMinute: 3, trustProxy: true, ...(loader ? { loadRateLimiterLibrary: loader } : {}) });
    });
    after(() => proxy.close());

    it(`uses ${kind}`, async () => {
      assert.equal(await proxy.handler.ready, kind);
    });

    it('allows the limit, then answers 429', async () => {
      assert.deepEqual(await statuses(proxy, 4, { 'x-forwarded-for': '198.51.100.1' }), [400, 400, 400, 429]);
    });

    it('keeps one bucket per IPv4 client, IPv4-mapped IPv6 unmapped first', async () => {
      assert.deepEqual(await statuses(proxy, 2, { 'x-forwarded-for': '198.51.100.2' }), [400, 400]);
      assert.deepEqual(await statuses(proxy, 2, { 'x-forwarded-for': '::ffff:198.51.100.2' }), [400, 429]);
      assert.deepEqual(await statuses(proxy, 1, { 'x-forwarded-for': '198.51.100.3' }), [400]);
    });

    it('groups IPv6 clients by /64', async () => {
      assert.deepEqual(await statuses(proxy, 1, { 'x-forwarded-for': '2001:db8:aa:1::1' }), [400]);
      assert.deepEqual(await statuses(proxy, 1, { 'x-forwarded-for': '2001:db8:aa:1::2' }), [400]);
      assert.deepEqual(await statuses(proxy, 2, { 'x-forwarded-for': '2001:db8:aa:1:ffff:ffff:ffff:ffff' }), [400, 429]);
      assert.deepEqual(await statuses(proxy, 1, { 'x-forwarded-for': '2001:db8:aa:2::1' }), [400]);
    });
  });
}

describe('X-Forwarded-For', () => {
  it('is ignored unless trustProxy is set, so a caller cannot pick its own bucket', async () => {
    const proxy = await startProxy({ rateLimitPerMinute: 2 });
    try {
      const spoofed = ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((ip) => ({ 'x-forwarded-for': ip }));
      const result: number[] = [];
      for (const headers of spoofed) result.push((await postEnvelope(proxy.url, envelope, headers)).status);
      assert.deepEqual(result, [400, 400, 429]);
    } finally {
      await proxy.close();
    }
  });

  it('with trustProxy: true, only the entry the trusted proxy appended counts', async () => {
    const proxy = await startProxy({ rateLimitPerMinute: 1, trustProxy: true });
    try {
      // The client prepends whatever it likes; the last entry is what our proxy saw.
      assert.equal((await postEnvelope(proxy.url, envelope, { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' })).status, 400);
      assert.equal((await postEnvelope(proxy.url, envelope, { 'x-forwarded-for': '8.8.8.8, 203.0.113.9' })).status, 429);
    } finally {
      await proxy.close();
    }
  });

  it('with trustProxy: 2, the second entry from the right counts', async () => {
    const proxy = await startProxy({ rateLimitPerMinute: 1, trustProxy: 2 });
    try {
      assert.equal((await postEnvelope(proxy.url, envelope, { 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.2' })).status, 400);
      assert.equal((await postEnvelope(proxy.url, envelope, { 'x-forwarded-for': '7.7.7.7, 203.0.113.5, 10.0.0.3' })).status, 429);
    } finally {
      await proxy.close();
    }
  });
});

describe('the built-in memory limiter', () => {
  it('resets the window after a minute and reports the wait', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(2, 60_000, () => now);
    assert.equal((await limiter.consume('a')).allowed, true);
    assert.equal((await limiter.consume('a')).allowed, true);
    const refused = await limiter.consume('a');
    assert.equal(refused.allowed, false);
    assert.equal(refused.retryAfterMs, 60_000);
    now += 30_000;
    assert.equal((await limiter.consume('a')).retryAfterMs, 30_000);
    assert.equal((await limiter.consume('b')).allowed, true);
    now += 30_001;
    assert.equal((await limiter.consume('a')).allowed, true);
    await limiter.close?.();
  });

  it('is chosen when the library cannot be imported', async () => {
    const limiter = await createRateLimiter({ pointsPerMinute: 1, loadLibrary: async () => null });
    assert.equal(limiter.kind, 'fallback-memory');
    await limiter.close?.();
  });
});

describe('Redis store shared by two proxy instances (real redis-server)', () => {
  const binary = ensureRedisServer();
  let redis: RedisUnderTest | undefined;
  before(async () => {
    if ('path' in binary) redis = await startRedis(binary.path);
    else console.log(`# skipping Redis tests: ${binary.skip}`);
  });
  after(async () => {
    await redis?.stop();
  });

  it('counts requests to either instance against one limit', { skip: 'skip' in binary ? binary.skip : false }, async () => {
    const url = (redis as RedisUnderTest).url;
    const keyPrefix = `shared-${Date.now()}`;
    const first = await startProxy({ rateLimitPerMinute: 3, rateLimitStore: { redis: url, keyPrefix } });
    const second = await startProxy({ rateLimitPerMinute: 3, rateLimitStore: { redis: url, keyPrefix } });
    try {
      assert.equal(await first.handler.ready, 'flexible-redis');
      assert.equal(await second.handler.ready, 'flexible-redis');
      const result = [
        (await postEnvelope(first.url, envelope)).status,
        (await postEnvelope(second.url, envelope)).status,
        (await postEnvelope(first.url, envelope)).status,
        (await postEnvelope(second.url, envelope)).status,
        (await postEnvelope(first.url, envelope)).status,
      ];
      assert.deepEqual(result, [400, 400, 400, 429, 429]);
      const limited = await postEnvelope(second.url, envelope);
      assert.ok(Number(limited.headers['retry-after']) >= 1);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps limiting in memory when Redis goes away', { skip: 'skip' in binary ? binary.skip : false }, async () => {
    const url = (redis as RedisUnderTest).url;
    const proxy = await startProxy({ rateLimitPerMinute: 2, rateLimitStore: { redis: url, keyPrefix: `down${Date.now()}` } });
    try {
      assert.equal((await postEnvelope(proxy.url, envelope)).status, 400);
      await redis?.stop();
      redis = undefined;
      const after = [(await postEnvelope(proxy.url, envelope)).status, (await postEnvelope(proxy.url, envelope)).status, (await postEnvelope(proxy.url, envelope)).status];
      assert.equal(after.at(-1), 429, `statuses after Redis stopped: ${after}`);
    } finally {
      await proxy.close();
    }
  });
});
