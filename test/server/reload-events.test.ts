import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoServer, DEFAULT_SPEC, type DemoServer } from '../../demo/server/create-demo-server.js';
import { corpus, rawRequest } from './raw-request.js';

/** A tiny SSE reader: collects `event:`/`data:` blocks from /__reload. */
class EventStream {
  readonly events: { event: string; data: string }[] = [];
  #buffer = '';
  #waiters: (() => void)[] = [];

  constructor(readonly response: IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.#buffer += chunk;
      let end: number;
      while ((end = this.#buffer.indexOf('\n\n')) !== -1) {
        const block = this.#buffer.slice(0, end);
        this.#buffer = this.#buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event !== undefined && data !== undefined) this.events.push({ event, data });
      }
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  static open(port: number): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/__reload' }, (res) => {
        const stream = new EventStream(res);
        // The server opens with a `retry:` line: once it arrives, the client is registered.
        res.once('data', () => resolve(stream));
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** Resolves with the first event matching, or rejects after `ms`. */
  async next(predicate: (e: { event: string; data: string }) => boolean, ms = 5000): Promise<{ event: string; data: string }> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  }

  close(): void {
    this.response.destroy();
  }
}

describe('--spec reload over /__reload', () => {
  let dir: string;
  let file: string;
  let server: DemoServer;
  let stream: EventStream;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sv-reload-'));
    file = join(dir, 'my-api.yaml');
    copyFileSync(corpus('oas30-petstore.yaml'), file);
    writeFileSync(join(dir, 'unrelated.yaml'), 'x: 1\n');
    server = await createDemoServer({ specs: [{ file }, DEFAULT_SPEC], port: 0, watchSpecs: true });
    stream = await EventStream.open(server.port);
  });
  after(async () => {
    stream.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends text/event-stream', () => {
    assert.match(String(stream.response.headers['content-type']), /^text\/event-stream/);
  });

  it('emits spec-change with the spec id when the file is rewritten, and serves the new bytes', async () => {
    writeFileSync(file, 'openapi: 3.0.3\ninfo: { title: Edited, version: "2" }\npaths: {}\n');
    const event = await stream.next((e) => e.event === 'spec-change');
    assert.deepEqual(JSON.parse(event.data), { specId: 'my-api' });
    const res = await rawRequest(server.port, '/api/specs/my-api/content');
    assert.match(res.body.toString(), /title: Edited/);
  });

  it('emits spec-change for an editor-style atomic save (write a temp file, rename over)', async () => {
    stream.events.length = 0;
    const temp = join(dir, '.my-api.yaml.swp');
    writeFileSync(temp, 'openapi: 3.0.3\ninfo: { title: Renamed, version: "3" }\npaths: {}\n');
    renameSync(temp, file);
    const event = await stream.next((e) => e.event === 'spec-change');
    assert.deepEqual(JSON.parse(event.data), { specId: 'my-api' });
  });

  it('stays quiet when other files in the folder change', async () => {
    stream.events.length = 0;
    writeFileSync(join(dir, 'unrelated.yaml'), 'x: 2\n');
    await assert.rejects(stream.next(() => true, 400), /no matching event/);
  });

  it('forwards events sent by the server (a rebuilt bundle)', async () => {
    server.reload.send('reload', {});
    const event = await stream.next((e) => e.event === 'reload');
    assert.equal(event.data, '{}');
  });
});
