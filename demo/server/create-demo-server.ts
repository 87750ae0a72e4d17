/**
 * The demo server: the spec backend of README.md#the-spec-backend (`GET /api/specs`, `GET /api/specs/{id}`,
 * `GET /api/specs/{id}/content`), the demo page, `/dist/*` and `/demo/*` as static files, and the `/__reload`
 * event stream. Plain node:http, no framework.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { basename } from 'node:path';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { allowReadOnly, sendBytes, sendError, sendJson } from './http-replies.js';
import { ReloadEvents, watchFiles } from './reload-events.js';
import { parseSpecId } from './spec-id.js';
import { SpecNotFoundError, SpecRegistry, type SpecSource } from './spec-registry.js';
import { serveStatic } from './static-files.js';
import { staticReferenceOf, withStaticReference } from './static-reference.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The spec the project ships and the demo opens by default. */
export const DEFAULT_SPEC: SpecSource = {
  id: 'default',
  file: fileURLToPath(new URL('../specs/default.yaml', import.meta.url)),
};

/**
 * The demo's own specs after the default one, one per other format, so the picker shows every kind of page the
 * viewer draws (the GraphQL page needs the extended build, which the demo page loads).
 */
export const DEMO_SPECS: readonly SpecSource[] = [
  'concert-tickets.openapi32.yaml',
  'parcel-lockers.openapi30.yaml',
  'library-loans.swagger.yaml',
  'greenhouse-events.asyncapi.yaml',
  'bike-share.asyncapi2.yaml',
  'weather-station.wsdl',
  'recipes.graphql',
].map((name) => ({
  file: fileURLToPath(new URL(`../specs/${name}`, import.meta.url)),
}));

/** The `spec-url` written in demo/index.html; swapped for the selected spec when the page is served. */
const PAGE_SPEC_URL = '/api/specs/default/content';

export interface DemoServerOptions {
  /** Registered in order; the first one is what the page opens with. */
  specs: readonly SpecSource[];
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Watch the spec files and tell open pages (via `/__reload`) when one changes. */
  watchSpecs?: boolean;
  /** Folder served at /dist/. Default: the repository's dist/. */
  distDir?: string;
  /** Folder served at /demo/ (and the page at /). Default: the repository's demo/. */
  demoDir?: string;
  /** Put the spec's static reference inside `<spec-viewer>` (what `spec-viewer render` writes). */
  staticReference?: boolean;
  /** Settles when dist/ is built: pages may open at once, their bundle requests wait for it. */
  distReady?: Promise<unknown>;
}

export interface DemoServer {
  /** Base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  registry: SpecRegistry;
  /** The `/__reload` stream, e.g. to announce a rebuilt bundle with `reload.send('reload', {})`. */
  reload: ReloadEvents;
  close(): Promise<void>;
}

export async function createDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const registry = new SpecRegistry(options.specs);
  const reload = new ReloadEvents();
  const distDir = options.distDir ?? `${repoRoot}dist`;
  const demoDir = options.demoDir ?? `${repoRoot}demo`;
  const primaryId = registry.ids[0];

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!allowReadOnly(req, res)) return;
    const target = req.url ?? '/';
    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
    if (rawPath === '/' || rawPath === '/index.html') return servePage(req, res, new URLSearchParams(query));
    if (rawPath === '/__reload') return reload.attach(req, res);
    if (rawPath === '/favicon.ico') return void res.writeHead(204).end();
    if (rawPath === '/api/specs' || rawPath === '/api/specs/') return sendJson(req, res, 200, await registry.list());
    if (rawPath.startsWith('/api/specs/')) return serveSpec(req, res, rawPath.slice('/api/specs/'.length));
    if (rawPath.startsWith('/dist/')) {
      await options.distReady;
      return serveStatic(req, res, distDir, rawPath.slice('/dist/'.length));
    }
    if (rawPath.startsWith('/demo/')) return serveStatic(req, res, demoDir, rawPath.slice('/demo/'.length));
    sendError(req, res, 404, 'not-found', `nothing is served at ${rawPath}`);
  }

  /** `{id}/content` → raw bytes; `{id}` → the record. Ids are validated before any lookup. */
  async function serveSpec(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    const wantsContent = rest.endsWith('/content');
    const parsed = parseSpecId(wantsContent ? rest.slice(0, -'/content'.length) : rest);
    if (!parsed.ok) return sendError(req, res, 400, 'invalid-spec-id', parsed.reason);
    try {
      if (!wantsContent) return sendJson(req, res, 200, await registry.record(parsed.id));
      const { bytes, contentType } = await registry.content(parsed.id);
      // Named after its file: the page's Download link saves it under that name.
      const name = encodeURIComponent(basename(registry.fileOf(parsed.id)));
      sendBytes(req, res, 200, bytes, contentType, { 'Cache-Control': 'no-store', 'Content-Disposition': `inline; filename*=UTF-8''${name}` });
    } catch (error) {
      if (!(error instanceof SpecNotFoundError)) throw error;
      sendError(req, res, 404, 'not-found', error.message);
    }
  }

  /** The demo page, opening `?spec=<id>` when registered, else the first spec. */
  async function servePage(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const asked = query.get('spec');
    const id = asked !== null && registry.has(asked) ? asked : primaryId;
    const html = await readFile(`${demoDir}/index.html`, 'utf8');
    const specUrl = id === undefined ? '' : `/api/specs/${encodeURIComponent(id)}/content`;
    let page = html.replace(PAGE_SPEC_URL, specUrl);
    if (options.staticReference && id !== undefined) page = withStaticReference(page, await staticReferenceOf(registry.fileOf(id)));
    sendBytes(req, res, 200, Buffer.from(page), 'text/html; charset=utf-8');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      sendError(req, res, 500, 'internal', error instanceof Error ? error.message : String(error));
    });
  });

  const stopWatching = options.watchSpecs
    ? watchFiles(registry.files, (file) => {
        for (const specId of registry.idsOf(file)) reload.send('spec-change', { specId });
      })
    : () => {};

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  }).catch((error: unknown) => {
    stopWatching();
    reload.close();
    throw error;
  });

  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostForUrl}:${address.port}`,
    port: address.port,
    registry,
    reload,
    close: () =>
      new Promise<void>((resolveClose) => {
        stopWatching();
        reload.close();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
