// Serves ../shared/specs under /specs/ to browser tests (the project never ships those files), and their
// OpenAPI 3.1 files relabelled as 3.2.0 under /specs-as-3.2/ (3.2 must read every 3.1 document as before).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { join, normalize, extname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const specsDir = fileURLToPath(new URL('../../../shared/specs/', import.meta.url));

const types = {
  '.json': 'application/json',
  '.yaml': 'text/yaml',
  '.yml': 'text/yaml',
  '.wsdl': 'text/xml',
  '.xsd': 'text/xml',
  '.graphql': 'text/plain',
  '.html': 'text/html',
  '.md': 'text/plain',
};

export function specsMiddleware() {
  return async (ctx, next) => {
    const relabel = ctx.path.startsWith('/specs-as-3.2/');
    if (!ctx.path.startsWith('/specs/') && !relabel) return next();
    const rel = normalize(decodeURIComponent(ctx.path.slice(relabel ? '/specs-as-3.2/'.length : '/specs/'.length)));
    if (rel.startsWith('..') || rel.includes('\0')) {
      ctx.status = 400;
      return;
    }
    const file = join(specsDir, rel);
    try {
      statSync(file);
    } catch {
      ctx.status = 404;
      return;
    }
    ctx.type = types[extname(file)] ?? 'text/plain';
    ctx.body = relabel ? asVersion32(readFileSync(file, 'utf8')) : createReadStream(file);
  };
}

/** The text with its OpenAPI 3.1 version key changed to 3.2.0 (the same rewrite as the core tests' helper). */
function asVersion32(text) {
  return text.replace(/(^|[{,\s])(["']?openapi["']?\s*:\s*)["']?3\.1\.\d+["']?/, '$1$2"3.2.0"');
}
