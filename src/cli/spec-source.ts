/**
 * Where the command-line tools (`spec-viewer render`, `spec-viewer mock`; Node only) read a spec and its related
 * documents from, through the same loader as the element (src/load/load-spec.ts: its limits, decoding and
 * related-document fetching). The loader fetches http(s) URLs only, so a local file is served to it from a
 * private origin (`http://local-files.invalid/<path>`) that maps to one folder on disk: URL resolution keeps
 * every relative reference inside it (`..` stops at the origin's root), and a path that would still leave it is
 * refused. Every document read is remembered, so `render` can copy them next to the page for the live element.
 */
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** The private origin of local files. `.invalid` never resolves (RFC 2606), so nothing else can answer for it. */
export const LOCAL_ORIGIN = 'http://local-files.invalid';

export interface FetchedDocument {
  url: string;
  bytes: Uint8Array;
}

export interface SpecSource {
  /** The URL to hand to loadSpec. */
  url: string;
  /** The fetch to hand to loadSpec: local files from `root`, anything else from the network. */
  fetch: typeof fetch;
  /** Documents read so far (the spec first), by URL. */
  fetched: Map<string, FetchedDocument>;
  /** The local folder served (absent for a URL). */
  root?: string;
}

const TYPES: Record<string, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  wsdl: 'text/xml',
  xsd: 'text/xml',
  xml: 'text/xml',
  graphql: 'text/plain',
  gql: 'text/plain',
};

function contentType(path: string): string {
  return TYPES[/\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** True for `http:` and `https:` inputs; anything else is a local path. */
export function isUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}

/** The URL path of a file below `root` (each segment percent-encoded). */
function urlPath(root: string, file: string): string {
  return relative(root, file).split(sep).map(encodeURIComponent).join('/');
}

/**
 * A source for `input` (a path or an http(s) URL). A local spec's folder (or `root`, which must contain it) is
 * what related documents may be read from. `maxBytes`: files larger than this are not read whole (the loader
 * then refuses them with its own too-large error).
 */
export function specSource(input: string, options: { root?: string; maxBytes: number }): SpecSource {
  const fetched = new Map<string, FetchedDocument>();
  const network: typeof fetch = async (url, init) => {
    const response = await globalThis.fetch(url, init);
    if (!response.ok) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const key = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    fetched.set(key, { url: key, bytes });
    return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  if (isUrl(input)) return { url: new URL(input).href, fetch: network, fetched };

  const file = resolve(input);
  const root = resolve(options.root ?? resolve(file, '..'));
  const inside = (path: string): boolean => path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
  if (!inside(file)) throw new Error(`${input} is not inside --root ${root}`);
  const local: typeof fetch = async (url, init) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    if (!href.startsWith(`${LOCAL_ORIGIN}/`)) return network(url, init);
    let path: string;
    try {
      path = resolve(root, ...new URL(href).pathname.split('/').filter(Boolean).map(decodeURIComponent));
    } catch {
      return new Response('', { status: 400, statusText: 'Bad Request' });
    }
    if (!inside(path) || isAbsolute(relative(root, path))) return new Response('', { status: 403, statusText: 'Forbidden (outside --root)' });
    try {
      const info = await stat(path);
      if (!info.isFile()) return new Response('', { status: 404, statusText: 'Not Found' });
      // A file over the limit is announced, not read: the loader refuses it from its Content-Length.
      if (info.size > options.maxBytes) return new Response('', { status: 200, headers: { 'content-length': String(info.size) } });
      const bytes = new Uint8Array(await readFile(path));
      fetched.set(href, { url: href, bytes });
      return new Response(bytes, { status: 200, headers: { 'content-type': contentType(path), 'content-length': String(bytes.byteLength) } });
    } catch {
      return new Response('', { status: 404, statusText: 'Not Found' });
    }
  };
  return { url: `${LOCAL_ORIGIN}/${urlPath(root, file)}`, fetch: local, fetched, root };
}

/**
 * Where a fetched document goes in the output, relative to the spec's own place (`specUrl`): documents in the
 * spec's folder or below keep their relative path, so the spec's relative references resolve in the browser
 * too; others (another origin, a parent folder) are not copied (undefined).
 */
export function outputPathOf(documentUrl: string, specUrl: string): string | undefined {
  try {
    const doc = new URL(documentUrl);
    const folder = new URL('./', specUrl);
    if (doc.origin !== folder.origin || !doc.pathname.startsWith(folder.pathname)) return undefined;
    const path = decodeURIComponent(doc.pathname.slice(folder.pathname.length));
    if (path === '' || path.split('/').some((s) => s === '..' || s === '.' || s === '')) return undefined;
    return path;
  } catch {
    return undefined;
  }
}
