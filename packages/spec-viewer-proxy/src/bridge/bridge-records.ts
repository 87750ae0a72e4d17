/** Validation of the page's channel bridge records (src/http/channel-bridge.ts); anything else is a 400. */
import type { BridgeAmqp, BridgeMqtt, BridgeMqttProperties, BridgeOpenRecord } from '../from-viewer.js';
import { decodeStrictBase64 } from '../envelope.js';
import { ProxyError } from '../proxy-error.js';

function invalid(message: string): ProxyError {
  return new ProxyError(400, 'invalid_envelope', message);
}

type Fields = Record<string, unknown>;

function object(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`${what} must be an object`);
  return value as Fields;
}

function text(value: unknown, what: string, { optional = false, max = 65_535 } = {}): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || value.length > max) throw invalid(`${what} must be a string of at most ${max} characters`);
  return value;
}

function flag(value: unknown, what: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw invalid(`${what} must be true or false`);
  return value;
}

function parseJson(frame: string): Fields {
  try {
    return object(JSON.parse(frame), 'a bridge record');
  } catch (error) {
    if (error instanceof ProxyError) throw error;
    throw new ProxyError(400, 'invalid_json', 'A bridge record is one JSON object per text frame');
  }
}

function mqttOf(value: unknown): BridgeMqtt | undefined {
  if (value === undefined) return undefined;
  const fields = object(value, 'mqtt');
  const topics = fields['subscribe'] ?? [];
  if (!Array.isArray(topics) || topics.length > 16) throw invalid('mqtt.subscribe must be a list of at most 16 topics');
  const out: BridgeMqtt = { subscribe: topics.map((t, i) => text(t, `mqtt.subscribe[${i}]`)!) };
  if (fields['publish'] !== undefined) {
    const p = object(fields['publish'], 'mqtt.publish');
    const qos = p['qos'] ?? 0;
    if (qos !== 0 && qos !== 1 && qos !== 2) throw invalid('mqtt.publish.qos must be 0, 1 or 2');
    out.publish = { topic: text(p['topic'], 'mqtt.publish.topic')!, qos, retain: flag(p['retain'], 'mqtt.publish.retain') };
    const properties = propertiesOf(p['properties']);
    if (properties !== undefined) out.publish.properties = properties;
  }
  const clientId = text(fields['clientId'], 'mqtt.clientId', { optional: true, max: 256 });
  if (clientId !== undefined) out.clientId = clientId;
  const version = fields['protocolVersion'];
  if (version !== undefined && version !== 4 && version !== 5) throw invalid('mqtt.protocolVersion must be 4 or 5');
  if (version !== undefined) out.protocolVersion = version;
  if (out.publish?.properties !== undefined && version !== 5) throw invalid('mqtt.publish.properties need mqtt.protocolVersion 5');
  return out;
}

/** MQTT 5 publish properties: a response topic and at most 16 user properties, all strings. */
function propertiesOf(value: unknown): BridgeMqttProperties | undefined {
  if (value === undefined) return undefined;
  const fields = object(value, 'mqtt.publish.properties');
  const out: BridgeMqttProperties = {};
  const responseTopic = text(fields['responseTopic'], 'mqtt.publish.properties.responseTopic', { optional: true, max: 65_535 });
  if (responseTopic !== undefined) out.responseTopic = responseTopic;
  if (fields['userProperties'] !== undefined) {
    const entries = Object.entries(object(fields['userProperties'], 'mqtt.publish.properties.userProperties'));
    if (entries.length > 16) throw invalid('mqtt.publish.properties.userProperties holds at most 16 properties');
    out.userProperties = Object.fromEntries(entries.map(([name, v]) => [text(name, 'a user property name', { max: 256 })!, text(v, `the user property ${name}`, { max: 4096 })!]));
  }
  return out;
}

function amqpOf(value: unknown): BridgeAmqp | undefined {
  if (value === undefined) return undefined;
  const fields = object(value, 'amqp');
  const out: BridgeAmqp = {};
  if (fields['consume'] !== undefined) {
    const c = object(fields['consume'], 'amqp.consume');
    if (c['queue'] !== undefined) {
      const queue = text(c['queue'], 'amqp.consume.queue', { max: 255 })!;
      if (c['declare'] === undefined) out.consume = { queue };
      else {
        const d = object(c['declare'], 'amqp.consume.declare');
        out.consume = { queue, declare: { durable: flag(d['durable'], 'durable'), exclusive: flag(d['exclusive'], 'exclusive'), autoDelete: flag(d['autoDelete'], 'autoDelete') } };
      }
    } else {
      out.consume = { exchange: text(c['exchange'], 'amqp.consume.exchange', { max: 255 })!, routingKey: text(c['routingKey'], 'amqp.consume.routingKey', { max: 255 })! };
    }
  }
  if (fields['publish'] !== undefined) {
    const p = object(fields['publish'], 'amqp.publish');
    out.publish = { exchange: text(p['exchange'], 'amqp.publish.exchange', { max: 255 })!, routingKey: text(p['routingKey'], 'amqp.publish.routingKey', { max: 255 })! };
    if (p['persistent'] !== undefined) out.publish.persistent = flag(p['persistent'], 'amqp.publish.persistent');
  }
  if (fields['replyQueue'] !== undefined) out.replyQueue = flag(fields['replyQueue'], 'amqp.replyQueue');
  return out;
}

/** The first record: `open`, with a URL and the options of its protocol. */
export function parseOpenRecord(frame: string): BridgeOpenRecord {
  const fields = parseJson(frame);
  if (fields['type'] !== 'open') throw invalid('The first bridge record must be {"type": "open", "url": …}');
  const record: BridgeOpenRecord = { type: 'open', url: text(fields['url'], 'url', { max: 8192 })! };
  const username = text(fields['username'], 'username', { optional: true, max: 1024 });
  const password = text(fields['password'], 'password', { optional: true, max: 4096 });
  if (username !== undefined) record.username = username;
  if (password !== undefined) record.password = password;
  const mqtt = mqttOf(fields['mqtt']);
  const amqp = amqpOf(fields['amqp']);
  if (mqtt) record.mqtt = mqtt;
  if (amqp) record.amqp = amqp;
  return record;
}

/** A later record: `send`, its data decoded to the bytes to send (`text` tells a WebSocket to send a text frame). */
export function parseSendRecord(frame: string, maxSize: number): { bytes: Buffer; text: boolean; correlationId?: string } {
  const fields = parseJson(frame);
  if (fields['type'] !== 'send') throw invalid('After open, every bridge record is {"type": "send", "data": …}');
  // No length limit here: the WebSocket's own limit bounds the frame, and the decoded size is what is refused.
  const data = text(fields['data'], 'data', { max: Number.MAX_SAFE_INTEGER })!;
  const encoding = fields['encoding'] ?? 'utf-8';
  if (encoding !== 'utf-8' && encoding !== 'base64') throw invalid('encoding must be "utf-8" or "base64"');
  const bytes = encoding === 'base64' ? decodeStrictBase64(data) : Buffer.from(data, 'utf8');
  if (bytes.length > maxSize) {
    throw new ProxyError(413, 'payload_too_large', `The message exceeds ${maxSize} bytes (--max-body-size, option maxBodySize)`);
  }
  const correlationId = text(fields['correlationId'], 'correlationId', { optional: true, max: 255 });
  return { bytes, text: encoding === 'utf-8', ...(correlationId !== undefined ? { correlationId } : {}) };
}

