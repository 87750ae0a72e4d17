/**
 * undici cannot take back a request it has queued: one given up (its client left, its timeout passed) while its
 * connection is still being opened (DNS, TCP, TLS) would leave that opening running until connectTimeout, a
 * socket to the target held for nobody, and a late DNS answer would still be dialled. This keeps, per origin, the
 * requests waiting for a connection and the openings under way, and cancels the openings once no request waits.
 */

/** One key per origin, the same from a URL (forward.ts) and from undici's connect options (ssrf-guard.ts). */
export function originKey(protocol: string, hostname: string, port: string | number): string {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const portText = String(port) === '' ? (protocol === 'https:' ? '443' : '80') : String(port);
  return `${protocol}//${host.toLowerCase()}:${portText}`;
}

/** A request's place in the wait for a connection; both calls are idempotent. */
export interface ConnectWait {
  /** The request reached a socket. */
  started(): void;
  /** The request was given up before it reached one. */
  abandon(): void;
}

/** The error undici gets for a cancelled opening; not UND_ERR_SOCKET, so undici fails its queue instead of redialling. */
function abandonedError(): Error {
  return Object.assign(new Error('connection abandoned: no request waits for it any more'), { code: 'UND_ERR_ABORTED' });
}

export class PendingConnects {
  readonly #waiting = new Map<string, number>();
  readonly #opening = new Map<string, Set<(error: Error) => void>>();

  wait(key: string): ConnectWait {
    this.#waiting.set(key, (this.#waiting.get(key) ?? 0) + 1);
    let done = false;
    const leave = (): number => {
      if (done) return -1;
      done = true;
      const left = (this.#waiting.get(key) ?? 1) - 1;
      if (left === 0) this.#waiting.delete(key);
      else this.#waiting.set(key, left);
      return left;
    };
    return {
      started: () => void leave(),
      abandon: () => {
        if (leave() === 0) this.#cancel(key);
      },
    };
  }

  /** An opening under way for `key`; `cancel` stops it. Returns the call that ends its registration. */
  opening(key: string, cancel: (error: Error) => void): () => void {
    let set = this.#opening.get(key);
    if (!set) this.#opening.set(key, (set = new Set()));
    set.add(cancel);
    return () => {
      set.delete(cancel);
      if (set.size === 0 && this.#opening.get(key) === set) this.#opening.delete(key);
    };
  }

  #cancel(key: string): void {
    const set = this.#opening.get(key);
    if (!set) return;
    this.#opening.delete(key);
    for (const cancel of [...set]) cancel(abandonedError());
  }
}
