/**
 * `spec-viewer mock <file-or-url>`: loads the spec as `spec-viewer render` does (src/cli/load-input.ts: every
 * format, related documents, the loader's limits), serves the mock's answers over HTTP (server.ts) until SIGINT
 * or SIGTERM, and prints a line per request. bin/spec-viewer.js parses the flags; this does the work. Node only.
 */
import { loadInput } from '../cli/load-input.js';
import { specTypeLabel } from '../model/display-text.js';
import { startMockServer, MOCK_SERVER_DEFAULTS, type CorsOrigin, type MockServer } from './server.js';

export interface MockArgs {
  input: string;
  /** Default 4010; 0: any free port (the start line names it). */
  port?: number;
  /** Default 127.0.0.1 (loopback). */
  host?: string;
  /** Default `'*'` (any origin, reflected); an origin; `false`: no CORS headers. */
  cors?: CorsOrigin;
  root?: string;
  /** No line per request (the start line and errors still print). */
  quiet?: boolean;
}

export interface MockOutput {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  /** Resolves when the server should stop (default: the process's first SIGINT or SIGTERM). */
  stopped?: Promise<unknown>;
}

/** The listen error, in the terminal's words. */
function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use: stop what uses it, or pick another with --port (--port 0: any free port)`;
    case 'EACCES':
      return `not allowed to listen on port ${port} of ${host} (ports below 1024 need privileges): pick another with --port`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine: pick one with --host`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${host} could not be resolved: pass an address with --host`;
    default:
      return `could not listen on ${host}:${port}: ${error.message}`;
  }
}

/** The first SIGINT or SIGTERM; the handlers are removed once it came (a second signal then ends the process). */
function processSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const on = (signal: NodeJS.Signals): void => {
      process.off('SIGINT', on);
      process.off('SIGTERM', on);
      resolve(signal);
    };
    process.on('SIGINT', on);
    process.on('SIGTERM', on);
  });
}

/** Runs the command; resolves to the exit code once the server has stopped (0), or at once on failure (1). */
export async function runMock(args: MockArgs, io: MockOutput): Promise<number> {
  const loaded = await loadInput(args.input, args.root === undefined ? {} : { root: args.root });
  if (!loaded.ok && loaded.stage === 'read') {
    io.stderr(`spec-viewer mock: cannot read ${args.input}: ${loaded.reason}`);
    return 1;
  }
  if (!loaded.ok) {
    // One line, in the words of the element's error panel, with its code (and where, when known).
    const e = loaded.error;
    const where = e.location ? ` at ${e.location}` : '';
    io.stderr(`spec-viewer mock: could not load ${args.input}: ${e.message.replace(/\s*\n\s*/g, ' ')} (${e.code}${where})`);
    return 1;
  }
  const { model } = loaded;
  const title = model.info.title || 'the API';
  if (model.specType === 'asyncapi-2' || model.specType === 'asyncapi-3') {
    io.stderr(`spec-viewer mock: "${title}" is an ${specTypeLabel(model)} document: it describes messages, not HTTP answers, so there is nothing to mock`);
    return 1;
  }
  if (!args.quiet) for (const warning of model.warnings.slice(0, 5)) io.stderr(`  warning: ${warning.message}`);

  const host = args.host ?? MOCK_SERVER_DEFAULTS.host;
  const port = args.port ?? MOCK_SERVER_DEFAULTS.port;
  let server: MockServer;
  try {
    server = await startMockServer(model, {
      host,
      port,
      cors: args.cors ?? '*',
      ...(args.quiet ? {} : { onExchange: (x) => io.stdout(`${x.method} ${x.target} → ${x.status}`) }),
    });
  } catch (error) {
    io.stderr(`spec-viewer mock: ${listenFailure(error as NodeJS.ErrnoException, host, port)}`);
    return 1;
  }
  // Signals are the server's to handle from now on (before, they end the process as usual, a slow load too).
  const stopped = io.stopped ?? processSignal();
  io.stdout(`Mock of "${title}" on ${server.url}`);
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(server.host);
  if (!loopback) io.stderr(`  note: listening on ${server.host}, not loopback: other machines that reach it can call the mock`);
  if (model.operations.length === 0) io.stderr('  note: the document describes no operation: every request is answered 404');

  await stopped;
  await server.close();
  if (!args.quiet) io.stderr('Mock stopped.');
  return 0;
}
