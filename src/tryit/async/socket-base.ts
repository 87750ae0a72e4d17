import type { ChannelSocket } from './channel-session.js';

/** What every ChannelSocket of ours (MQTT, event stream) starts as: connecting, no listeners; ends once. */
export abstract class SocketBase implements ChannelSocket {
  readyState = 0;
  binaryType = 'arraybuffer';
  onopen: ChannelSocket['onopen'] = null;
  onmessage: ChannelSocket['onmessage'] = null;
  onerror: ChannelSocket['onerror'] = null;
  onclose: ChannelSocket['onclose'] = null;

  abstract send(data: string | Uint8Array<ArrayBuffer>): void;
  abstract close(code?: number, reason?: string): void;

  /** Ends the socket, once: readyState 3, then `onclose`. */
  protected closed(code: number, reason: string): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}
