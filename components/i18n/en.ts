/**
 * The English string table: every text the interface shows, by key; the lazy parts (OAuth, search, AsyncAPI,
 * SOAP, GraphQL, Try-It and code samples, the response view, the problem views) keep theirs in parts/, loaded
 * with their chunk. The other locales are typed `Labels` (all of them), so a key missing in one of them fails the
 * typecheck; `labels` on `<spec-viewer>` overrides any key.
 * A function label takes its parameters; inline code is marked with `code()` and rendered as `<code>`.
 */
import type { CoreMessageTable, OAuthFlow } from '../../src/index.js';
import { bytes, code, duration, num, plural } from './format.js';
import type { oauthEn } from './parts/oauth.js';
import type { searchEn } from './parts/search.js';
import type { asyncapiEn } from './parts/asyncapi.js';
import type { soapEn } from './parts/soap.js';
import type { responseEn } from './parts/response.js';
import type { tryItEn } from './parts/try-it.js';
import type { asyncTryItEn } from './parts/async-try-it.js';
import type { problemsEn } from './parts/problems.js';
import type { graphqlEn } from './parts/graphql.js';
import type { staticEn } from './parts/static.js';

const L = 'en';
const n = (v: number) => num(L, v);

/** What a "Show N more …" button lists. */
export type ListNoun = 'operations' | 'values' | 'parameters' | 'responses' | 'properties' | 'items' | 'fields' | 'schemas';
/** Where a request parameter goes. */
export type ParamPlace = 'path' | 'query' | 'querystring' | 'header' | 'cookie';

const entry = {
  /** BCP 47 tag of the table: plural rules, number formats and the `lang` of the rendered page. */
  lang: L as string,
  /** Writing direction; the viewer's `dir` unless the author sets one. */
  dir: 'ltr' as 'ltr' | 'rtl',
  /** Points from a thing to what it leads to (a link, a mapping), in the reading direction. */
  arrow: '→',

  // Viewer shell
  noSpecYet: 'No spec to show yet: set the spec-url attribute to the URL of an API description.',
  loadingSpec: 'Loading API description…',
  skipToContent: 'Skip to content',
  menu: 'Menu',
  validationFailed: (message: string) => `The document could not be validated: ${message}`,

  // Sidebar
  apiNavigation: 'API navigation',
  filterOperations: 'Filter operations',
  matchingOperations: (count: number) => plural(L, count, { one: `${n(count)} matching operation`, other: `${n(count)} matching operations` }),
  searchEverything: 'Search everything (Ctrl+K)',
  search: 'Search',
  noOperationsMatch: (filter: string) => `No operations match “${filter}”.`,
  webhooks: 'Webhooks',
  schemas: 'Schemas',
  types: 'Types',
  allSchemas: 'All schemas',
  entries: (count: number) => plural(L, count, { one: 'entry', other: 'entries' }),

  // Lists
  showMore: (next: number, noun: ListNoun, hidden: number) => {
    const words: Record<ListNoun, string> = {
      operations: 'operations', values: 'values', parameters: 'parameters', responses: 'responses',
      properties: 'properties', items: 'items', fields: 'fields', schemas: 'schemas',
    };
    return `Show ${n(next)} more ${words[noun]}${hidden > next ? ` (${n(hidden)} hidden)` : ''}`;
  },
  oneOfValues: (count: number) => `One of ${n(count)} values`,
  copyLinkTo: (what: string) => `Copy link to ${what}`,
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Could not copy the link',
  showRest: (chars: number) => `Show the rest (${n(chars)} more characters)`,

  // Errors and problems
  /**
   * The core's messages (load errors, warnings, OAuth results) by key. English needs none: the core's own
   * English is shown; every other locale words them all (components/i18n/core/).
   */
  core: {} as Partial<CoreMessageTable>,
  location: 'Location',
  specUrl: 'Spec URL',
  errorCode: 'Error code',
  // Info header
  logoOf: (title: string) => `${title} logo`,
  contact: 'Contact',
  license: 'License',
  termsOfService: 'Terms of service',
  downloadDocument: 'Download',
  externalDocs: 'External documentation',
  servers: (count: number) => plural(L, count, { one: 'Server', other: 'Servers' }),
  variablesOf: (url: string) => `Variables of ${url}`,
  variable: 'Variable',
  default: 'Default',
  values: 'Values',
  description: 'Description',
  anyValue: 'any',
  noOperations: 'This document describes no operations.',

  // Operation card
  webhook: 'Webhook',
  deprecated: 'Deprecated',
  deprecatedFlag: 'deprecated',
  /** Heading of an operation's tags of kind `audience` (OpenAPI 3.2). */
  tagAudience: 'Audience',
  required: 'required',
  requiredMark: '(required)',
  sectionOf: (section: string, operation: string) => `${section} of ${operation}`,
  anchorSchema: (name: string) => `schema ${name}`,
  parameters: 'Parameters',
  paramGroups: {
    path: 'Path parameters',
    query: 'Query parameters',
    querystring: 'Query string',
    header: 'Header parameters',
    cookie: 'Cookie parameters',
  } as Record<ParamPlace, string>,
  name: 'Name',
  type: 'Type',
  allowedValues: 'Allowed values',
  allowedItems: 'Allowed items',
  example: 'Example',
  exampleNamed: (name: string) => `Example (${name})`,
  serialization: (style: string, explode: boolean) => `style ${style}${explode ? ', explode' : ''}`,
  wholeQueryString: 'the whole query string',
  streamOf: 'A stream of items, each:',
  streamItem: 'Item',
  itemEncoding: 'Item encoding',
  prefixEncodingN: (n: number) => `Encoding of item ${n}`,
  defaultMapping: 'any other value',
  xmlNode: 'XML',
  serializedAs: 'As sent',
  requestBody: 'Request body',
  responses: 'Responses',
  responseStatus: (status: string) => `Response ${status}`,
  statusClasses: {
    '1': 'Informational',
    '2': 'Success',
    '3': 'Redirection',
    '4': 'Client error',
    '5': 'Server error',
  } as Record<string, string>,
  anyOtherResponse: 'Any other response',
  headers: 'Headers',
  links: 'Links',
  linkWith: 'with',
  callbacks: 'Callbacks',
  authorization: 'Authorization',
  authNoneOptional: 'none (optional)',
  authNonePublic: 'none (public)',
  or: 'or',
  resizeTryIt: (operation: string) => `Resize the Try it panel of ${operation}`,
  resizePanel: 'Resize the Try-It panel',
  pixels: (count: number) => plural(L, count, { one: `${n(count)} pixel`, other: `${n(count)} pixels` }),

  // Authorize
  authorize: 'Authorize',
  appliedCount: (count: number) => `${n(count)} applied`,
  securitySchemes: 'Security schemes',
  appliedMark: '(applied)',
  credentialsKept: 'They are kept in this browser tab only (sessionStorage), never in localStorage.',
  credentialUseTryIt: 'Credentials applied here are added to Try-It requests and code samples of the operations that accept them.',
  credentialUseSamples: 'Credentials applied here are added to the code samples of the operations that accept them.',
  credentialUseNone: 'This page has no Try-It or code samples, so credentials applied here are not sent anywhere: the schemes below describe how clients authenticate.',
  appliedTryIt: (key: string) => `Applied: Try-It requests now carry the ${key} credentials.`,
  appliedSamples: (key: string) => `Applied: code samples now carry the ${key} credentials.`,
  appliedKept: (key: string) => `Applied: the ${key} credentials are kept for this tab.`,
  enterFirst: (field: string | undefined) => `Enter the ${field === undefined ? 'credentials' : field.toLowerCase()} first.`,
  cleared: 'Cleared.',
  applied: 'Applied',
  apply: 'Apply',
  clear: 'Clear',
  digestPlaceholder: 'e.g. Digest username="…", …',
  schemeApiKey: (place: string, name: string) => `API key (${place} ${name})`,
  schemeUnknown: 'Unknown scheme type',
  fieldApiKey: 'API key',
  fieldUsername: 'Username',
  fieldPassword: 'Password',
  fieldBearerToken: 'Bearer token',
  fieldAccessToken: 'Access token',
  fieldAuthorization: 'Authorization header value',
  flowTitles: {
    implicit: 'Implicit',
    password: 'Resource owner password',
    clientCredentials: 'Client credentials',
    authorizationCode: 'Authorization code',
    deviceAuthorization: 'Device authorization',
  } as Record<OAuthFlow['type'], string>,
  flowNamed: (title: string) => `${title} flow`,
  flowWithPkce: (title: string) => `${title} flow with PKCE`,
  authorizationUrl: 'Authorization URL',
  tokenUrl: 'Token URL',
  refreshUrl: 'Refresh URL',
  deviceAuthorizationUrl: 'Device authorization URL',
  noScopes: 'No scopes.',
  scopesOfFlow: (title: string) => `Scopes of the ${title} flow`,
  scope: 'Scope',
  scopes: 'Scopes',
  pasteToken: () => `Paste an access token obtained from the provider: it is sent as ${code('Authorization: Bearer <token>')}. This page makes no request to the identity provider.`,
  sentInHeader: (name: string) => `Sent in the header ${code(name)}.`,
  sentInQuery: (name: string) => `Sent in the query parameter ${code(name)}.`,
  sentAsProxyCookie: (name: string) => `Sent as the cookie ${code(name)} in a Cookie header set by the proxy.`,
  cookieNotInDirectMode: (name: string) =>
    `Browsers do not let a page set the Cookie header, so Try-It cannot send the cookie ${code(name)} in direct mode (the browser sends its own cookies for the API's site); code samples still include it. Configure ${code('proxy-url')} to send it through the proxy.`,
  sentAsBasic: () => `Sent as ${code('Authorization: Basic base64(username:password)')}.`,
  sentAsBearer: () => `Sent as ${code('Authorization: Bearer <token>')}.`,
  tokenFormat: 'Token format:',
  httpSchemeHint: (scheme: string) => `HTTP authentication scheme ${code(scheme)}: enter the whole Authorization header value; it is sent verbatim.`,
  discoveryDocument: 'Discovery document',
  serverMetadata: 'Authorization server metadata',
  mutualTlsHint: "The client certificate is presented by the browser's TLS stack (or by the proxy's); there is nothing to enter here.",
  otherSchemeHint: (type: string) => `Scheme type ${code(type)}: shown for reference; Try-It cannot supply it.`,
  securityStates: {
    public: 'None (public)',
    optional: 'Optional',
    satisfied: 'Authorized',
    unsatisfied: 'Credentials required',
  } as Record<'public' | 'optional' | 'satisfied' | 'unsatisfied', string>,
  entryStatuses: { applied: 'applied', missing: 'not applied', external: 'not managed by this page' } as Record<'applied' | 'missing' | 'external', string>,
  noCredentials: 'no credentials',
  and: 'and',
  notChecked: 'Not checked by this page',
  acceptedCredentials: 'Accepted credentials',

  // Shared by the Authorize panel and the search dialog
  close: 'Close',

  // Schemas
  typeAny: 'any',
  typeArrayOf: (items: string) => `array of ${items}`,
  typeObjectNamed: (name: string) => `object (${name})`,
  typeOneOf: 'one of',
  typeAnyOf: 'any of',
  typeAllOf: 'all of',
  typeTuple: 'tuple',
  multipleOf: (value: number) => `multiple of ${value}`,
  rangeNames: { length: 'length', items: 'items', properties: 'properties' } as Record<'length' | 'items' | 'properties', string>,
  uniqueItems: 'unique items',
  pattern: (pattern: string) => `pattern ${pattern}`,
  contentType: (type: string) => `content ${type}`,
  contentEncoding: (encoding: string) => `encoding ${encoding}`,
  optionN: (index: number) => `Option ${n(index)}`,
  partN: (index: number) => `Part ${n(index)}`,
  eachItem: (constraint: string) => `each: ${constraint}`,
  noAdditionalProperties: 'No additional properties allowed.',
  additionalPropertiesAllowed: 'Additional properties allowed.',
  readOnly: 'read-only',
  writeOnly: 'write-only',
  constant: 'Constant',
  discriminator: 'Discriminator',
  oneOf: 'One of',
  anyOf: 'Any of',
  allOf: 'All of',
  circularTo: 'circular:',
  circularReference: 'circular reference',

  // Media content
  schema: 'Schema',
  viewOf: (what: string) => `${what} view`,
  mediaType: 'Media type',
  mediaTypeOf: (what: string) => `${what} media type`,
  body: 'Body',
  noSchemaOrExample: 'No schema or example.',
  generatedFromSchema: 'Generated from the schema.',
  exampleAt: 'Example at',
  exampleOf: (what: string) => `${what} example`,
  showWholeExample: (size: number) => `Show the whole example (${bytes(L, size)})`,
  encoding: 'Encoding',
  encodingStyle: (style: string) => `style ${style}`,
  encodingExplode: (explode: boolean) => `explode ${String(explode)}`,
  encodingHeaders: (names: string) => `headers ${names}`,

  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  // Try-It
  tryIt: 'Try it',
  proxied: 'proxied',
  reset: 'Reset',
  cancel: 'Cancel',
  stop: 'Stop',
  send: 'Send',
  sending: 'Sending…',
  server: 'Server',
  cookies: 'Cookies',
  notSent: '(not sent)',
  jsonObject: 'JSON object',
  addItem: '+ Add item',
  headerValue: 'Value',
  contentTypeLabel: 'Content type',
  json: 'JSON',
  format: 'Format',
  file: 'file',
  files: 'files',
  // Response
  duration: (ms: number) => duration(L, ms),
  size: (size: number) => bytes(L, size),
  responseHeaders: (count: number) => `Headers (${n(count)})`,
  download: (filename: string) => `Download ${filename}`,
  noBody: 'No body.',
};

/**
 * The shape every locale's table has: the English keys (the bundled ones and those of the lazy parts), each a
 * string or a function of the same parameters.
 */
export type Labels = typeof entry & typeof oauthEn & typeof searchEn & typeof asyncapiEn & typeof soapEn & typeof graphqlEn &
  typeof responseEn &
  typeof tryItEn &
  typeof asyncTryItEn &
  typeof problemsEn &
  typeof staticEn;

/**
 * The English table the entry bundles. The lazy parts' keys (components/i18n/parts/) are not in it: each part
 * adds its own under whatever table is active (withEnglish), so a locale's wording and `labels` overrides win.
 */
export const en = entry as Labels;
