/**
 * The bridge to a WebSocket server the page cannot open itself (it refuses the page's origin, or wants handshake
 * headers a browser cannot set), through `ws`. Frames are relayed as they are: text as text, binary as binary.
 */
import { upstreamError, withConnectTimeout, type BrokerLink, type LinkContext } from './broker-link.js';

/** The part of `ws` the link uses (the packages bundle it: their types must not name it). */
interface WsLike {
  readyState: number;
  on(event: 'open', listener: () => void): unknown;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode?: number }) => void): unknown;
  send(data: Buffer, options: { binary: boolean }, callback: (error?: Error) => void): void;
  close(code?: number): void;
  terminate(): void;
}
type WsClass = new (url: string, options: Record<string, unknown>) => WsLike;

let loaded: Promise<WsClass> | undefined;
const loadWs = (): Promise<WsClass> =>
  (loaded ??= import('ws').then((m) => {
    const module = m as unknown as { WebSocket?: WsClass; default: WsClass };
    return module.WebSocket ?? module.default;
  }));

export async function openWebSocketLink({ target, lookup, connectTimeout, events }: LinkContext, maxPayload: number): Promise<BrokerLink> {
  const WebSocket = await loadWs();
  const socket = new WebSocket(target.url.href, { lookup, handshakeTimeout: connectTimeout, maxPayload, followRedirects: false });
  let opened = false;
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`the server answered the handshake with HTTP ${response.statusCode ?? '?'}`));
    });
    socket.on('error', (error) => {
      if (!opened) reject(error);
    });
  });
  try {
    await withConnectTimeout(ready, connectTimeout, 'The WebSocket server', () => socket.terminate());
  } catch (error) {
    socket.terminate();
    throw upstreamError(error, 'The WebSocket server');
  }
  opened = true;
  let lastError: Error | undefined;
  socket.on('error', (error) => (lastError = error));
  socket.on('message', (data, isBinary) => events.message(data, !isBinary));
  socket.on('close', (code, reason) => {
    const why = lastError?.message ?? (code === 1000 || code === 1005 ? '' : `closed with ${code}${reason.length > 0 ? ` ${reason.toString()}` : ''}`);
    events.closed(why === '' ? undefined : upstreamError(new Error(why), 'The WebSocket server'));
  });
  return {
    send: (bytes, text) =>
      new Promise((resolve, reject) => socket.send(bytes, { binary: !text }, (error) => (error ? reject(upstreamError(error, 'The WebSocket server')) : resolve()))),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === 3) return resolve();
        socket.on('close', () => resolve());
        socket.close(1000);
      }),
  };
}
