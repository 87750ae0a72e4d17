/** A page's side of the proxy's channel bridge, in Node: a `ws` client that records what the proxy says. */
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { BridgeClientRecord, BridgeServerRecord } from '../src/from-viewer.js';

interface WsClient {
  readyState: number;
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close', listener: (code: number) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  send(data: string): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, options?: object) => WsClient;

export interface BridgeClient {
  /** The next record the proxy sends (records that arrived earlier wait in order). */
  next(): Promise<BridgeServerRecord>;
  send(record: BridgeClientRecord | string): void;
  /** The close code, once the proxy closed the session. */
  closed: Promise<number>;
  close(): void;
}

export async function openBridge(proxyUrl: string, headers: Record<string, string> = {}): Promise<BridgeClient> {
  const socket = new WebSocket(proxyUrl.replace(/^http/, 'ws'), { headers });
  const records: BridgeServerRecord[] = [];
  const waiting: Array<(record: BridgeServerRecord) => void> = [];
  socket.on('message', (data) => {
    const record = JSON.parse(data.toString('utf8')) as BridgeServerRecord;
    const wake = waiting.shift();
    if (wake) wake(record);
    else records.push(record);
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await once(socket as unknown as NodeJS.EventEmitter, 'open');
  return {
    next: () => {
      const record = records.shift();
      return record ? Promise.resolve(record) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (record) => socket.send(typeof record === 'string' ? record : JSON.stringify(record)),
    closed,
    close: () => socket.close(),
  };
}
