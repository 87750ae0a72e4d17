/**
 * Live reload for the demo page: a Server-Sent Events stream at `/__reload` and file watchers that feed it.
 * Events: `spec-change` (data: `{"specId": …}`) when a registered spec file changes on disk, and `reload`
 * when the bundle was rebuilt (`--watch`).
 */
import { type FSWatcher, watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';

/** Editors save in bursts (truncate, write, rename): one event per burst. */
const DEBOUNCE_MS = 60;
/** Comment lines keep idle connections from being dropped by intermediaries. */
const KEEPALIVE_MS = 25_000;

export class ReloadEvents {
  readonly #clients = new Set<ServerResponse>();
  readonly #keepalive: NodeJS.Timeout;

  constructor() {
    this.#keepalive = setInterval(() => this.#write(': keepalive\n\n'), KEEPALIVE_MS);
    this.#keepalive.unref();
  }

  get clientCount(): number {
    return this.#clients.size;
  }

  /** Turns the response into an event stream that stays open until the client leaves. */
  attach(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    res.write('retry: 1000\n\n');
    this.#clients.add(res);
    req.on('close', () => this.#clients.delete(res));
  }

  send(event: string, data: unknown): void {
    this.#write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  close(): void {
    clearInterval(this.#keepalive);
    for (const res of this.#clients) res.end();
    this.#clients.clear();
  }

  #write(chunk: string): void {
    for (const res of this.#clients) res.write(chunk);
  }
}

/**
 * Watches files through their folders (so atomic "write temp + rename" saves are seen too) and calls
 * `onChange(file)` once per burst of changes. Returns a function that stops watching.
 */
export function watchFiles(files: readonly string[], onChange: (file: string) => void): () => void {
  const byFolder = new Map<string, Map<string, string>>();
  for (const file of files) {
    const names = byFolder.get(dirname(file)) ?? new Map<string, string>();
    names.set(basename(file), file);
    byFolder.set(dirname(file), names);
  }
  const timers = new Map<string, NodeJS.Timeout>();
  const watchers: FSWatcher[] = [];
  for (const [folder, names] of byFolder) {
    const watcher = watch(folder, { persistent: false }, (_event, name) => {
      const file = name === null ? undefined : names.get(name.toString());
      if (file === undefined) return;
      clearTimeout(timers.get(file));
      timers.set(
        file,
        setTimeout(() => {
          timers.delete(file);
          onChange(file);
        }, DEBOUNCE_MS),
      );
    });
    watcher.on('error', () => watcher.close());
    watchers.push(watcher);
  }
  return () => {
    for (const watcher of watchers) watcher.close();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
