/**
 * English labels of the AsyncAPI Try-It panel (its lazy chunk): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
import { bytes, num } from '../format.js';

const L = 'en';

export const asyncTryItEn = {
  asyncTryAddress: 'Address to connect to',
  asyncTryConnect: 'Connect',
  asyncTryDisconnect: 'Disconnect',
  asyncTryReconnect: 'Reconnect',
  asyncStateIdle: 'Not connected',
  asyncStateConnecting: 'Connecting…',
  asyncStateOpen: 'Connected',
  asyncStateClosed: 'Disconnected',
  asyncTryHeadersNote: (names: string) =>
    `The document asks for handshake headers (${names}). A browser cannot set WebSocket headers, so they are not sent.`,
  asyncTryMessageChoice: 'Message',
  asyncTryMessage: 'Message to send',
  asyncTryEncoding: 'Written as',
  asyncTryText: 'Text',
  asyncTryHex: 'Hex',
  asyncTryBase64: 'Base64',
  asyncTrySend: 'Send',
  asyncTrySendAnyway: 'Send anyway',
  asyncTryNotJson: (error: string) => `This is not JSON: ${error}`,
  asyncTrySchemaMismatch: (name: string) => `This does not match the payload schema of ${name}.`,
  asyncTryBadBytes: (error: string) => `These bytes cannot be read: ${error}`,
  asyncTryLog: 'Messages',
  asyncTryEmpty: 'No messages yet.',
  asyncTryPause: 'Pause',
  asyncTryResume: (held: number) => `Resume (${num(L, held)} held)`,
  asyncTryClear: 'Clear',
  asyncTryCopyLog: 'Copy',
  asyncTryDownloadLog: 'Download',
  asyncTrySent: 'Sent',
  asyncTryReceived: 'Received',
  asyncTrySize: (size: number) => bytes(L, size),
  asyncTryMatches: (names: string) => `Matches ${names}`,
  asyncTryNoMatch: 'Matches none of this operation’s messages',
  asyncTryReplyTo: (time: string) => `Reply to the message sent at ${time}`,
  asyncTryOpened: (url: string) => `Connected to ${url}`,
  asyncTryClosedWith: (detail: string) => `Closed (${detail})`,
  asyncTryFailed: 'The connection failed',
  asyncTryMockNote:
    'Mock (from this document): the channel is played here in the page. A receive operation’s messages arrive every few seconds; what you send is checked and answered with the reply’s example. Nothing leaves the browser.',
  asyncTryBinary: 'Binary (hex)',
  asyncTryMqttTopic: (topic: string, qos: number, retain: boolean) => `MQTT topic ${topic}, QoS ${num(L, qos)}${retain ? ', retained' : ''}`,
  asyncTryReplyTopic: (topic: string) => `Replies arrive on ${topic}`,
  asyncTryTcpOnlyNote:
    'This broker listens for MQTT over TCP, which a browser cannot open. Enter its WebSocket address (ws:// or wss://) to connect.',
  asyncTrySseNote: 'Server-Sent Events: this channel only sends. Its events are listed as they arrive.',
  asyncTryViaProxyNote: (proxy: string) => `Through the channel bridge of the proxy at ${proxy}: a browser cannot open this connection itself.`,
  asyncTryThroughProxy: 'Through the proxy',
  asyncTryAmqpPublish: (exchange: string, routingKey: string) => `AMQP: publishes to exchange ${exchange} with routing key ${routingKey}; a message no queue takes is reported`,
  asyncTryAmqpConsume: (source: string) => `AMQP: receives from ${source}`,
  asyncTryKafkaNote:
    'Kafka cannot be tried here: neither a browser nor the proxy’s channel bridge speaks Kafka. The code samples connect with a Kafka client.',
};
