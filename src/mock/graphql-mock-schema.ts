/**
 * The executable mock schema of a GraphQL model, built once per model (GitHub's takes a few hundred
 * milliseconds): the SDL printed from the model, built with graphql-js, its resolvers replaced by
 * @graphql-tools/mock's. Every answer gets a fresh mock store and its own seeded random source, so an answer
 * depends on its request alone; the resolvers reach that store through a stand-in, as they are built once.
 *
 * @example
 * const mock = mockSchemaOf(model);
 * const result = mock.run(seededRandom(seed), () => executeSync({ schema: mock.schema, document }));
 */
import { buildSchema, type GraphQLSchema } from 'graphql';
import { addMocksToSchema, createMockStore, type IMockStore } from '@graphql-tools/mock';
import type { ApiModel } from '../model/index.js';
import { graphqlSdl } from './graphql-sdl.js';
import { graphqlMocks } from './graphql-mocks.js';
import type { SeededRandom } from './graphql-seeded-random.js';

/**
 * Store reads in one answer, at most: each list in a query multiplies what is below it, and a query nesting
 * lists twenty deep would otherwise ask for millions of objects.
 */
export const MAX_STORE_READS = 50_000;
export const TOO_LARGE_MESSAGE = `The query asks for more values than the mock answers (${MAX_STORE_READS.toLocaleString('en')} at most).`;

export interface MockSchema {
  /** The schema as the document describes it, with mock resolvers. */
  schema: GraphQLSchema;
  /** Runs `execute` (which must finish synchronously: `executeSync`) with a new store drawing from `random`. */
  run<T>(random: SeededRandom, execute: () => T): T;
}

interface AnswerState {
  store: IMockStore;
  random: SeededRandom;
  reads: number;
}

const cache = new WeakMap<object, MockSchema>();

export function mockSchemaOf(model: Pick<ApiModel, 'schemas' | 'graphql'>): MockSchema {
  const key = model.graphql ?? model;
  let mock = cache.get(key);
  if (!mock) {
    mock = buildMockSchema(model);
    cache.set(key, mock);
  }
  return mock;
}

function buildMockSchema(model: Pick<ApiModel, 'schemas' | 'graphql'>): MockSchema {
  // Lenient as the page is: real SDL carries mistakes (the page shows them as warnings) that need not stop a mock.
  const plain = buildSchema(graphqlSdl(model), { assumeValidSDL: true, assumeValid: true });
  let state: AnswerState | undefined;
  const current = (): AnswerState => state ?? fail('The GraphQL mock store was read outside an answer.');
  const mocks = graphqlMocks(plain, () => current().random);
  const schema = addMocksToSchema({ schema: plain, store: storeStandIn(current), preserveResolvers: false });
  return {
    schema,
    run(random, execute) {
      if (state) fail('GraphQL mock answers run one at a time.');
      state = { store: createMockStore({ schema: plain, mocks, mockGenerationBehavior: 'deterministic' }), random, reads: 0 };
      try {
        return execute();
      } finally {
        state = undefined;
      }
    },
  };
}

/** A store whose every method is the current answer's store's, counted against MAX_STORE_READS. */
function storeStandIn(current: () => AnswerState): IMockStore {
  return new Proxy({} as IMockStore, {
    get(_target, property) {
      const { store } = current();
      const value: unknown = Reflect.get(store, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const answer = current();
        if (++answer.reads > MAX_STORE_READS) throw new Error(TOO_LARGE_MESSAGE);
        return (value as (...a: unknown[]) => unknown).apply(answer.store, args);
      };
    },
  });
}

function fail(message: string): never {
  throw new Error(message);
}
