// The proxy package's own build (its `prepack`): dist/ from its src/, and its type declarations, so that
// `npm pack` in packages/spec-viewer-proxy gives a complete package from a fresh clone.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildProxyPackage } from '../esbuild.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await buildProxyPackage({ logLevel: 'error' });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.proxy.json'], { cwd: root, stdio: 'inherit' });
