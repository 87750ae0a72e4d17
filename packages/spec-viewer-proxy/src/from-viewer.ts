/**
 * Everything the proxy takes from the viewer's source, in one place: the wire vocabulary both ends of the exchange
 * share. The viewer owns it (src/http/, and two leaves of src/model/) because the browser writes and reads the same
 * envelopes, bridge records and text-or-binary decision, and its page bundles must never reach this package. These
 * modules import nothing else; the build bundles them, so the published package depends on no viewer.
 */
export type { BodyEncoding, ProxyRequestEnvelope, ProxyResponseEnvelope, ProxyStreamRecord } from '../../../src/http/envelope.js';
export { STREAM_ENVELOPE_MEDIA_TYPE } from '../../../src/http/envelope.js';
export type { BridgeAmqp, BridgeClientRecord, BridgeMqtt, BridgeMqttProperties, BridgeOpenRecord, BridgeServerRecord } from '../../../src/http/channel-bridge.js';
export { BRIDGE_SCHEMES } from '../../../src/http/channel-bridge.js';
export { charsetOf, isUtf8Charset, mediaTypeEssence } from '../../../src/http/media-type.js';
export { decodeCharset, isTextMediaType, looksLikeText } from '../../../src/http/text-or-binary.js';
export { isLiveStream } from '../../../src/model/stream-format.js';
export { isHttpMethodToken, methodToken } from '../../../src/model/http-method.js';
