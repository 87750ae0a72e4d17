// `npm start`: the demo server is TypeScript (it shares the core's spec detection); tsx runs it without a
// separate compile step. Flags are documented in demo/server/cli.ts (`npm start -- --help`).
import { register } from 'tsx/esm/api';

register();
await import('./server/cli.ts');
