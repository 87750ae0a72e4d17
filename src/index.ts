/**
 * The core's public API. Components import the core only through this file.
 * Pure TypeScript: no Lit, no DOM rendering; runs in Node and browsers.
 */
export * from './model/index.js';
// Named here, not in model/index.ts: only the tag tree's lazy chunk uses it, and the browser build reads this
// barrel's named re-exports as `export *`, which leaves the module to that chunk.
export { operationTagMarks, type OperationTagMarks, type TagMark } from './model/tag-marks.js';
export { SpecType, detectSpecType } from './spec-type.js';
export { lazyModule, lazyModules, lazyLoadsInFlight, type LazyModule } from './lazy-module.js';
export { DEFAULT_LIMITS, RENDER_LIMITS, type Limits, type RenderLimits } from './limits.js';
export { specErrorOf } from './errors.js';
export type { CoreMessages, CoreMessageTable } from './core-messages.js';
export { loadSpec, parseSpec, type LoadOptions } from './load/load-spec.js';
export { prefetchSpec } from './load/early-fetch.js';
export { registerFormat, type FormatPlugin, type FormatParser, type ParseContext } from './formats/registry.js';
export { baseFormats, extendedFormats } from './formats/builtin.js';
export { validateOpenApi, validateOpenApiAt } from './formats/openapi/validate.js';
export { validateAsyncApi, validateAsyncApiAt } from './formats/asyncapi/validate.js';
export { validatorFor, type UrlValidator } from './validate/validator-for.js';
export { mergeAllOf } from './schema/merge-all-of.js';
export { mergedSchema, schemaTypes } from './schema/schema-view.js';
export { fitHeadings } from './markdown/fit-headings.js';
export { sampleFromSchema, type SampleOptions } from './schema/sample-from-schema.js';
export { streamExamples } from './schema/load-stream-example.js';
export { mediaExamples, documentExamples, exampleText, type ShownExample, type ExampleMode, type StreamText } from './examples/media-examples.js';
export { responseExamples, firstExampleStatus, type StatusExamples, type MediaExamples } from './examples/response-examples.js';
export { messageExamples, type MessageExamples } from './examples/message-examples.js';

// Try-It: request building (form state → HttpRequest), transports, persistence.
export {
  serializePathParameter,
  serializeQueryParameter,
  serializeHeaderParameter,
  serializeCookieParameter,
  formFieldPairs,
  type ParamValue,
} from './request/serialize-params.js';
export { encodeUnreserved, encodeAllowReserved } from './request/percent-encode.js';
export {
  serversForOperation,
  resolveServerUrl,
  specBaseUrl,
  interpolateServerUrl,
  defaultServerVariables,
} from './request/servers.js';
export { paramInputSpec, toInputValue, type ParamInputKind, type ParamInputSpec } from './request/param-input.js';
export { parameterExamples, mediaTypeExamples, parameterPrefill, exampleLabel } from './request/examples.js';
export {
  querystringFields,
  querystringFieldText,
  serializeQuerystring,
  type QuerystringField,
} from './request/querystring.js';
export {
  bodyEditorKind,
  formFields,
  buildBody,
  RAW_BODY_FILE,
  type BodyEditorKind,
  type FormFieldKind,
  type FormFieldSpec,
  type BodyInputs,
} from './request/body.js';
export {
  initialFormState,
  restoreFormState,
  toPersisted,
  initialBodyText,
  initialFormFields,
  bodyText,
  paramKey,
  inputKey,
  type TryItFormState,
  type PersistedFormState,
  type ParamInput,
  type CustomHeader,
} from './request/form-state.js';
export { TryItForm } from './request/try-it-form.js';
export { mockAnswerChoices, type MockAnswerChoice } from './request/mock-choices.js';
export {
  GRAPHQL_FIELDS,
  GRAPHQL_ENDPOINT_VARIABLE,
  graphqlBody,
  graphqlBlockers,
  graphqlFormFields,
} from './request/graphql-request.js';
export {
  graphqlPageModel,
  graphqlSecuritySchemes,
  DEFAULT_GRAPHQL_SECURITY_SCHEMES,
  type GraphqlPageSettings,
} from './request/graphql-page.js';
export { graphqlErrorsOf } from './tryit/graphql-errors.js';
export { graphqlOperationExample, type GraphqlOperationExample } from './examples/graphql-example.js';
export { blockerMessage, type SendBlocker } from './request/send-blocker.js';
export {
  buildRequest,
  sendBlockers,
  sendBlockerList,
  withCustomHeaders,
  type BuildContext,
} from './request/build-request.js';
export { tryItParameters } from './request/try-it-parameters.js';
export { querystringMediaType } from './request/querystring-media-type.js';
export { mediaTypeEssence, isJsonMediaType, isXmlMediaType, charsetOf } from './http/media-type.js';
export { isTextMediaType } from './http/text-or-binary.js';
export { statusReason } from './http/status-reason.js';
export type {
  SendableRequest,
  TryItRequest,
  TryItMode,
  TryItResponse,
  TryItError,
  TryItErrorReason,
  TryItErrorKind,
  TryItResult,
  SendOptions,
  StreamListener,
  TryItStreamEnd,
  TryItStreamFormat,
  TryItStreamHead,
  TryItStreamItem,
  TryItStreamSummary,
} from './tryit/types.js';
export { streamFormat, isLiveStream, type StreamFormat } from './model/stream-format.js';
export { sendTryIt, toTryItRequest, fromTryItRequest } from './tryit/send.js';
export { sendDirect } from './tryit/transport-direct.js';
export {
  sendViaProxy,
  toProxyEnvelope,
  type FullRequestEnvelope as TryItProxyRequestEnvelope,
} from './tryit/transport-proxy.js';
export type { ProxyResponseEnvelope as TryItProxyResponseEnvelope, BodyEncoding } from './http/envelope.js';
export {
  isBinaryContentType,
  filenameForContentType,
  filenameFromContentDisposition,
  responseFilename,
} from './tryit/binary.js';
export { bytesToBase64, base64ToBytes, serializeMultipart } from './tryit/bytes.js';
export { prettyBody, type PrettyBody } from './tryit/pretty-body.js';
export { soapFaultOf, type SoapFault } from './tryit/soap-fault.js';
export { soapExamples, type SoapExamples, type SoapFaultExample } from './examples/soap-examples.js';
export { FormStore, formStoreKey, type FormStoreOptions, type StorageLike } from './persist/form-store.js';
export { CredentialStore } from './persist/credential-store.js';
export { AuthSession, type OpenRequest } from './auth/auth-session.js';

// Authorize panel: security requirements, credentials on requests.
export {
  effectiveRequirements,
  evaluateSecurity,
  inDisplayOrder,
  missingAlternatives,
  schemeToAuthorize,
  securityBlockers,
  securityBlockerList,
  type Credentials,
  type SecurityModel,
  type SecurityState,
  type SecurityEvaluation,
  type RequirementGroup,
  type RequirementEntry,
  type SchemeStatus,
} from './auth/requirements.js';
export {
  applyCredentials,
  basicAuthorization,
  credentialPlacement,
  placeholderPlacement,
  CREDENTIAL_PLACEHOLDERS,
  type ApplyCredentialsOptions,
  type CredentialPlacement,
} from './auth/apply-credentials.js';
export {
  credentialKind,
  credentialFields,
  isManagedScheme,
  isCredentialComplete,
  normalizeCredential,
  type CredentialKind,
  type CredentialField,
} from './auth/scheme-credential.js';

// Code samples: one list of languages; per language a generator from the same HttpRequest Try-It sends (HTTP, SOAP,
// GraphQL), plus the spec's x-codeSamples.
export { SAMPLE_LANGUAGES, sampleLanguage, sampleLanguageFor, type SampleLanguage, type SampleLanguageId } from './samples/languages.js';
export { loadSampleGenerator, loadedSampleGenerator } from './samples/http/registry.js';
export type {
  AsyncSampleGenerator,
  GenerateSample,
  SampleGenerator,
  SampleOptions as SampleGeneratorOptions,
} from './samples/generator-types.js';
export { sampleTabs, type SampleTab } from './samples/sample-tabs.js';
// AsyncAPI code samples: the same languages (tab ids) as the HTTP samples. The registry is a lazy module
// (asyncSamples), and each language is behind its own import().
export { asyncSamples } from './samples/asyncapi/load-registry.js';
export type { AsyncSampleOptions } from './samples/asyncapi/types.js';
export { defaultRequest } from './samples/default-request.js';
export { responseStream, type ResponseStream } from './model/response-stream.js';

// OAuth 2.0 / OpenID Connect Get Token (extended build): types here, the code behind `loadOAuth()` so it stays a
// lazy chunk (re-exporting its values here would pull it into every bundle's static graph).
export { loadOAuth, loadedOAuth, type OAuthCore } from './auth/oauth/load.js';
export type { PkcePair } from './auth/oauth/pkce.js';
export type { OAuthConfig, OAuthSchemeConfig, ClientAuthMethod } from './auth/oauth/oauth-config.js';
export type { FlowUrlContext, FlowVariables } from './auth/oauth/flow-urls.js';
export type { AuthorizationRequest } from './auth/oauth/authorization-url.js';
export type { TokenGrant, ClientAuth } from './auth/oauth/token-request.js';
export type { TokenSet, TokenEndpointError, TokenResult } from './auth/oauth/token-response.js';
export type { DiscoveredProvider, DiscoveryError, DiscoveryErrorCode, DiscoveryResult } from './auth/oauth/discovery.js';
export type { DeviceAuthorization, DeviceAuthorizationResult } from './auth/oauth/device-authorization.js';
export type { DeviceFlowOptions, DeviceFlowResult } from './auth/oauth/device-flow.js';
export type { OAuthSendOptions } from './auth/oauth/send-oauth-request.js';
export type { CallbackMessage } from './auth/oauth/callback-message.js';
export type { PendingAuthorization, CallbackCheck } from './auth/oauth/pending-authorization.js';
export type { StoredToken } from './auth/oauth/oauth-token-store.js';
export type { FlowSettings } from './auth/oauth/flow-settings-store.js';

// Search (Cmd/Ctrl+K): types here, the index and MiniSearch behind `loadSearch()` so they stay a lazy chunk.
export { loadSearch, type SearchCore } from './search/load.js';
export type { SearchDocument, SearchKind, SearchResult } from './search/types.js';
export type { BuildOptions as SearchBuildOptions, SearchOptions } from './search/search-index.js';

// HTML allow-list of rendered descriptions (one owner): the live page's DOMPurify (components/shared/sanitize.ts)
// and the static renderer (`spec-viewer/static`, src/static/sanitize/) apply these rules. Constants and tiny pure
// helpers only; the static renderer itself is not exported here (it stays out of the page bundles).
export {
  ALLOW_ARIA_ATTRIBUTES,
  ALLOW_DATA_ATTRIBUTES,
  AUTO_DIR_TAGS,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  LINK_REL,
  applyElementRules,
  opensInNewTab,
  purifyConfig,
  type RuleTarget,
} from './markdown/allow-list.js';
export { SAFE_LINK_PROTOCOLS, safeHref } from './markdown/safe-href.js';
export { withoutInlineCode } from './markdown/without-inline-code.js';
export { channelTryPlan, type ChannelTryPlan, type ChannelTransport, type MqttTry, type AmqpTry, type UnsupportedChannel, type TryMessage, type AsyncTryModel } from './tryit/async/channel-try-plan.js';
export { identifyMessage, payloadProblem, type PayloadProblem } from './tryit/async/identify-message.js';
export { jsonValue } from './tryit/async/payload-location.js';
export { frameOf, hexPreview, hexToBytes, base64Bytes, type FrameEncoding } from './tryit/async/frame-bytes.js';
export { ChannelSession, logAsJsonLines, withoutSecrets, type LogEntry, type ConnectionState, type SocketFactory, type ChannelSocket } from './tryit/async/channel-session.js';
export { hasTryableServer } from './tryit/async/tryable-servers.js';
export { answeredRequest, correlationValue, requestCorrelation, type PendingRequest } from './tryit/async/correlate.js';
export { mockSocketFactory, type MockChannel, type Repeat } from './tryit/async/mock-socket.js';
export { mqttSocketFactory } from './tryit/async/mqtt-socket.js';
export { sseSocketFactory } from './tryit/async/sse-socket.js';
export { bridgeSocketFactory, bridgeOpenRecord } from './tryit/async/bridge-socket.js';
export { bridgeUrlOf, type BridgeOpenRecord, type BridgeServerRecord, type BridgeClientRecord } from './http/channel-bridge.js';
