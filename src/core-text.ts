/**
 * Core message tables: each part of the core keeps its English sentences in one table of functions, and
 * `say()` turns a key and its parameters into a CoreText (the English message plus key and params), from which
 * the viewer words the same sentence in the reader's language. English exists once: in these tables.
 */
import type { CoreText, MessageParam } from './model/errors.js';
import type { loadMessages } from './load/texts.js';
import type { documentMessages } from './refs/texts.js';
import type { openapiMessages } from './formats/openapi/texts.js';
import type { asyncapiMessages } from './formats/asyncapi/texts.js';
import type { wsdlMessages } from './formats/wsdl/texts.js';
import type { graphqlMessages } from './formats/graphql/texts.js';
import type { oauthMessages } from './auth/oauth/texts.js';

export type { CoreText, MessageParam };

// Parameters are strings and numbers; `any` only so every table's own parameter list fits the constraint.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageTable = Record<string, (...params: any[]) => string>;

/** A string parameter may be a nested message (a reason inside a sentence): the viewer words it too. */
type Arg<P> = string extends P ? P | CoreText : P;
type ArgsOf<P extends unknown[]> = { [I in keyof P]: Arg<P[I]> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageArgs<F extends (...params: any[]) => string> = ArgsOf<Parameters<F>>;

/** The English sentence of `key` with its parameters, keyed for translation. */
export function say<T extends MessageTable, K extends keyof T & string>(table: T, key: K, ...params: MessageArgs<T[K]>): CoreText & { key: K } {
  const list = params as MessageParam[];
  const message = table[key]!(...list.map((p) => (typeof p === 'object' ? p.message : p)));
  return list.length === 0 ? { message, key } : { message, key, params: list };
}

/** Every core message table, by key: what each viewer locale words (keys are unique across the tables). */
export type CoreMessages = typeof loadMessages &
  typeof documentMessages &
  typeof openapiMessages &
  typeof asyncapiMessages &
  typeof wsdlMessages &
  typeof graphqlMessages &
  typeof oauthMessages;

/** A locale's wording of the core messages: the same keys, each a function of the same parameters. */
export type CoreMessageTable = { [K in keyof CoreMessages]: (...params: Parameters<CoreMessages[K]>) => string };
