/** The bridge to an MQTT broker over TCP or TLS, through MQTT.js (loaded the first time a page asks for it). */
import { isUtf8 } from 'node:buffer';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Duplex } from 'node:stream';
import { upstreamError, withConnectTimeout, type BrokerLink, type LinkContext } from './broker-link.js';

/** The part of MQTT.js's client the link uses (the packages bundle MQTT.js: their types must not name it). */
interface MqttClientLike {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  subscribe(topics: string[], options: { qos: 0 | 1 | 2 }, callback: (error: Error | null, granted?: Array<{ topic: string; qos: number }>) => void): unknown;
  publish(topic: string, payload: Buffer, options: { qos: 0 | 1 | 2; retain: boolean; properties?: object }, callback: (error?: Error) => void): unknown;
  end(force?: boolean, options?: object, callback?: () => void): unknown;
}
type ClientClass = new (streamBuilder: () => Duplex, options: Record<string, unknown>) => MqttClientLike;

let loaded: Promise<ClientClass> | undefined;
const loadClient = (): Promise<ClientClass> =>
  (loaded ??= import('mqtt').then((m) => (m.MqttClient ?? (m as unknown as { default: { MqttClient: unknown } }).default.MqttClient) as unknown as ClientClass));

export async function openMqttLink({ target, open, lookup, connectTimeout, events }: LinkContext): Promise<BrokerLink> {
  const Client = await loadClient();
  const host = target.url.hostname.replace(/^\[|\]$/g, '');
  const options = open.mqtt ?? { subscribe: [] };
  const client = new Client(
    () => (target.tls ? tlsConnect({ host, port: target.port, servername: host, lookup }) : netConnect({ host, port: target.port, lookup })),
    {
      protocolVersion: options.protocolVersion ?? 4,
      reconnectPeriod: 0, // one connection per session: the page's Reconnect opens a new one
      connectTimeout,
      ...(options.clientId !== undefined ? { clientId: options.clientId } : {}),
      ...(open.username !== undefined ? { username: open.username } : {}),
      ...(open.password !== undefined ? { password: open.password } : {}),
    },
  );
  let lastError: Error | undefined;
  let opened = false;
  const ready = new Promise<void>((resolve, reject) => {
    client.on('error', (error) => {
      lastError = error;
      if (!opened) reject(error);
    });
    client.on('close', () => {
      if (!opened) reject(lastError ?? new Error('the broker closed the connection'));
      else events.closed(lastError ? upstreamError(lastError, 'The MQTT broker') : undefined);
    });
    client.on('connect', () => {
      if (options.subscribe.length === 0) return resolve();
      client.subscribe(options.subscribe, { qos: options.publish?.qos ?? 0 }, (error, granted) => {
        const refused = granted?.find((g) => g.qos === 128);
        if (error || refused) reject(new Error(`the broker refused the subscription to ${refused?.topic ?? options.subscribe.join(', ')}${error ? `: ${error.message}` : ''}`));
        else resolve();
      });
    });
  });
  try {
    await withConnectTimeout(ready, connectTimeout, 'The MQTT broker', () => client.end(true));
  } catch (error) {
    client.end(true);
    throw upstreamError(error, 'The MQTT broker');
  }
  opened = true;
  client.on('message', (topic, payload) => events.message(payload, isUtf8(payload), topic));
  return {
    send(bytes) {
      const publish = options.publish;
      if (!publish) return Promise.reject(upstreamError(new Error('this session has no topic to publish to'), 'The bridge'));
      return new Promise((resolve, reject) =>
        client.publish(publish.topic, bytes, { qos: publish.qos, retain: publish.retain, ...(publish.properties ? { properties: publish.properties } : {}) }, (error) => (error ? reject(upstreamError(error, 'The MQTT broker')) : resolve())),
      );
    },
    close: () => new Promise((resolve) => client.end(false, {}, () => resolve())),
  };
}
