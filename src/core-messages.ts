/** The keys and parameters of every core message table: what each of the viewer's locales words. */
import type { loadMessages } from './source/texts.js';
import type { documentMessages } from './refs/texts.js';
import type { openapiMessages } from './formats/openapi/texts.js';
import type { openapi32Messages } from './formats/openapi/texts-32.js';
import type { asyncapiMessages } from './formats/asyncapi/texts.js';
import type { wsdlMessages } from './formats/wsdl/texts.js';
import type { graphqlMessages } from './formats/graphql/texts.js';
import type { oauthMessages } from './auth/oauth/texts.js';

/** Every core message table, by key: what each viewer locale words (keys are unique across the tables). */
export type CoreMessages = typeof loadMessages &
  typeof documentMessages &
  typeof openapiMessages &
  typeof openapi32Messages &
  typeof asyncapiMessages &
  typeof wsdlMessages &
  typeof graphqlMessages &
  typeof oauthMessages;

/** A locale's wording of the core messages: the same keys, each a function of the same parameters. */
export type CoreMessageTable = { [K in keyof CoreMessages]: (...params: Parameters<CoreMessages[K]>) => string };
