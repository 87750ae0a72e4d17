/** What a channel bridge session drives: one connection to a broker or WebSocket server, opened by a link module. */
import type { LookupFunction } from 'node:net';
import type { BridgeOpenRecord } from '../from-viewer.js';
import { ProxyError } from '../proxy-error.js';
import type { BridgeTarget } from './bridge-target.js';

export interface LinkEvents {
  /** A message arrived; `text` when its bytes are UTF-8; `source`: its topic or routing key. */
  message(bytes: Buffer, text: boolean, source?: string): void;
  /** Something the reader should know that does not end the session. */
  warning(code: string, message: string): void;
  /** The far side ended (after open); `error` when it failed. */
  closed(error?: ProxyError): void;
}

export interface BrokerLink {
  /** AMQP: the reply queue the link consumes and sets as `replyTo`. */
  readonly replyTo?: string;
  send(bytes: Buffer, text: boolean, correlationId?: string): Promise<void>;
  /** Ends the connection politely; resolves when it is closed. */
  close(): Promise<void>;
}

export interface LinkContext {
  target: BridgeTarget;
  open: BridgeOpenRecord;
  /** Answers only addresses the SSRF rules allow. */
  lookup: LookupFunction;
  /** Ms to connect (and subscribe or start consuming). */
  connectTimeout: number;
  events: LinkEvents;
}

export type OpenLink = (context: LinkContext) => Promise<BrokerLink>;

/** A failure of the far side as the proxy reports it: a refused host keeps its own code, anything else is a 502. */
export function upstreamError(error: unknown, what: string): ProxyError {
  if (error instanceof ProxyError) return error;
  const message = (error as Error | undefined)?.message || String(error);
  return new ProxyError(502, 'upstream_error', `${what}: ${message}`);
}

/** Rejects with a 504 when `work` takes longer than `ms`; `cleanup` runs then. */
export function withConnectTimeout<T>(work: Promise<T>, ms: number, what: string, cleanup: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cleanup();
      reject(new ProxyError(504, 'upstream_timeout', `${what} did not answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
