// Serves ../shared/specs under /specs/ to browser tests (the project never ships those files).
import { createReadStream, statSync } from 'node:fs';
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
    if (!ctx.path.startsWith('/specs/')) return next();
    const rel = normalize(decodeURIComponent(ctx.path.slice('/specs/'.length)));
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
    ctx.body = createReadStream(file);
  };
}
