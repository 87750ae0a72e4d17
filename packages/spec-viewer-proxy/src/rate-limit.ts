/**
 * Per-client rate limiting. rate-limiter-flexible is used when it can be imported (in memory, or in Redis so
 * several proxy instances share one limit); otherwise a small in-memory limiter takes over.
 */
import { createMemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';

export type { RateLimitDecision, RateLimiter } from './rate-limiter.js';

/** The subset of an ioredis client the Redis store needs. */
export interface RedisClientLike {
  status?: string;
  quit(): Promise<unknown>;
  disconnect(): void;
  on(event: 'error' | 'ready', listener: (...args: unknown[]) => void): unknown;
  once(event: 'ready' | 'error', listener: (...args: unknown[]) => void): unknown;
}

/** Share the limit through Redis: an ioredis client you own, or a redis:// URL (the proxy then owns the client). */
export interface RedisRateLimitStore {
  redis: RedisClientLike | string;
  keyPrefix?: string;
}

export type RateLimitStore = RateLimiter | RedisRateLimitStore;

interface FlexibleResult {
  msBeforeNext: number;
  remainingPoints: number;
}

interface FlexibleLimiter {
  consume(key: string, points?: number): Promise<FlexibleResult>;
}

/** The parts of rate-limiter-flexible used here. */
export interface RateLimiterFlexibleModule {
  RateLimiterMemory: new (options: { points: number; duration: number; keyPrefix?: string }) => FlexibleLimiter;
  RateLimiterRedis: new (options: {
    storeClient: unknown;
    points: number;
    duration: number;
    keyPrefix?: string;
    insuranceLimiter?: FlexibleLimiter;
  }) => FlexibleLimiter;
}

export type LimiterLibraryLoader = () => Promise<RateLimiterFlexibleModule | null>;
export type RedisClientFactory = (url: string) => Promise<RedisClientLike>;

export const loadRateLimiterFlexible: LimiterLibraryLoader = async () => {
  try {
    const loaded = (await import('rate-limiter-flexible')) as unknown as Partial<RateLimiterFlexibleModule> & {
      default?: RateLimiterFlexibleModule;
    };
    return loaded.RateLimiterMemory ? (loaded as RateLimiterFlexibleModule) : (loaded.default ?? null);
  } catch {
    return null;
  }
};

/** Connects with ioredis, imported only when a Redis URL is configured. */
export const connectIoredis: RedisClientFactory = async (url) => {
  const loaded = (await import('ioredis')) as unknown as {
    Redis?: new (url: string, options: object) => RedisClientLike;
    default?: { Redis?: new (url: string, options: object) => RedisClientLike };
  };
  const Redis = loaded.Redis ?? loaded.default?.Redis;
  if (!Redis) throw new Error('ioredis could not be loaded');
  // No offline queue: while Redis is unreachable, calls fail at once and the in-memory insurance limiter counts.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  client.on('error', () => {
    // ioredis reconnects by itself; the insurance limiter covers the gap.
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
};

export interface CreateRateLimiterOptions {
  pointsPerMinute: number;
  store?: RateLimitStore;
  /** Injectable for tests: resolves null when rate-limiter-flexible is not installed. */
  loadLibrary?: LimiterLibraryLoader;
  /** Injectable for tests: opens an ioredis-compatible client for a URL. */
  connectRedis?: RedisClientFactory;
}

/** Which implementation counts requests, for logs and tests. */
export type RateLimiterKind = 'flexible-memory' | 'flexible-redis' | 'fallback-memory' | 'custom';

function isRedisStore(store: RateLimitStore): store is RedisRateLimitStore {
  return typeof (store as RedisRateLimitStore).redis !== 'undefined';
}

function adapt(limiter: FlexibleLimiter, close?: () => Promise<void>): RateLimiter {
  return {
    async consume(key) {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, remaining: result.remainingPoints, retryAfterMs: 0 };
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        const result = rejection as FlexibleResult;
        return { allowed: false, remaining: 0, retryAfterMs: result.msBeforeNext };
      }
    },
    ...(close ? { close } : {}),
  };
}

export async function createRateLimiter(
  options: CreateRateLimiterOptions,
): Promise<RateLimiter & { kind: RateLimiterKind }> {
  const { pointsPerMinute, store, loadLibrary = loadRateLimiterFlexible, connectRedis = connectIoredis } = options;
  if (store && !isRedisStore(store)) {
    // A limiter passed in belongs to the caller: it is used, never closed here.
    const custom = store;
    return { kind: 'custom', consume: (key) => custom.consume(key) };
  }

  const library = await loadLibrary();
  const keyPrefix = store?.keyPrefix ?? 'spec-viewer-proxy';
  if (store) {
    if (!library) {
      throw new Error('A Redis rate-limit store needs the rate-limiter-flexible package; install it or drop the Redis store');
    }
    const ownsClient = typeof store.redis === 'string';
    const client = typeof store.redis === 'string' ? await connectRedis(store.redis) : store.redis;
    const insurance = new library.RateLimiterMemory({ points: pointsPerMinute, duration: 60, keyPrefix });
    const limiter = new library.RateLimiterRedis({
      storeClient: client,
      points: pointsPerMinute,
      duration: 60,
      keyPrefix,
      insuranceLimiter: insurance,
    });
    const close = async (): Promise<void> => {
      if (!ownsClient) return;
      // QUIT when connected (flushes politely); either way disconnect, which also stops reconnect attempts.
      if (client.status === 'ready') {
        await Promise.race([client.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      }
      client.disconnect();
    };
    return Object.assign(adapt(limiter, close), { kind: 'flexible-redis' as const });
  }
  if (library) {
    const limiter = new library.RateLimiterMemory({ points: pointsPerMinute, duration: 60, keyPrefix });
    return Object.assign(adapt(limiter), { kind: 'flexible-memory' as const });
  }
  return Object.assign(createMemoryRateLimiter(pointsPerMinute), { kind: 'fallback-memory' as const });
}
