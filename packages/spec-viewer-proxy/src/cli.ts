/**
 * The `spec-viewer-proxy` command: parses its flags, starts the proxy, prints its address and policy, stops on
 * SIGINT/SIGTERM. One source for both packages' bins (spec-viewer-proxy's and spec-viewer's), which only call it.
 */
import { parseArgs } from 'node:util';
import { policyLines } from './policy-lines.js';
import { createProxyServer, type ProxyServer, type ProxyServerOptions } from './server.js';

const usage = `Usage: spec-viewer-proxy [options]

Runs the spec-viewer Try-It proxy: POST a JSON envelope {url, method, headers, body, bodyEncoding, timeout}
to any path and get the target's response back as a JSON envelope. With Accept: application/x-ndjson, a
streamed answer (Server-Sent Events, JSON Lines) comes back record by record as it arrives.

Options:
  --port <n>                  Port to listen on (default 8787)
  --host <addr>               Address to bind (default 127.0.0.1)
  --rate-limit <n>            Requests per minute per client IP, IPv6 per /64 (default 60)
  --max-timeout <ms>          Upper cap on the envelope timeout (default 30000)
  --max-body-size <bytes>     Max request envelope, target response and bridged message size (default 1048576)
  --max-stream-size <bytes>   Max body of a streamed answer (default 16777216)
  --stream-idle-timeout <ms>  Stop a streamed answer after this long without data from the target (default 30000)
  --max-stream-duration <ms>  Stop a streamed answer or bridge session after this long (default 300000)
  --allowed-domains <list>    Comma-separated target hosts; *.example.com allows subdomains (default: any public host)
  --allow-private-hosts <list>  Comma-separated hosts, IPs or CIDRs exempt from SSRF blocking (development only)
  --trust-proxy <n>           Trust X-Forwarded-For from n reverse-proxy hops (default 0: use the socket address)
  --redis-url <url>           Share the rate limit between instances through Redis (redis://host:port)
  --cors-origin <list>        Comma-separated origins allowed to call the proxy, or * (default: same origin only)
  --log <json|text|none>      One access line per request on stdout (default text)
  --help                      Show this help
  --version                   Show the version
`;

function fail(message: string): never {
  process.stderr.write(`spec-viewer-proxy: ${message}\n\n${usage}`);
  process.exit(2);
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function number(name: string, value: string | undefined, { integer = true, min = 1 } = {}): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || (integer && !Number.isInteger(parsed)) || parsed < min) {
    fail(`--${name} must be ${integer ? 'an integer' : 'a number'} >= ${min}, got "${value}"`);
  }
  return parsed;
}

function readFlags(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'rate-limit': { type: 'string' },
        'max-timeout': { type: 'string' },
        'max-body-size': { type: 'string' },
        'max-stream-size': { type: 'string' },
        'stream-idle-timeout': { type: 'string' },
        'max-stream-duration': { type: 'string' },
        'allowed-domains': { type: 'string' },
        'allow-private-hosts': { type: 'string' },
        'trust-proxy': { type: 'string' },
        'redis-url': { type: 'string' },
        'cors-origin': { type: 'string' },
        log: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
}

/** Runs the command with `args` (process.argv without node and the script); `version` is the package's. */
export async function runProxyCli(args: string[], version: string): Promise<void> {
  const flags = readFlags(args);
  if (flags.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  if (flags.version) {
    process.stdout.write(`${version}\n`);
    process.exit(0);
  }

  const log = flags.log ?? 'text';
  if (log !== 'json' && log !== 'text' && log !== 'none') fail(`--log must be json, text or none, got "${log}"`);
  // Not the demo's 8080: the two run side by side.
  const port = number('port', flags.port ?? '8787', { min: 0 }) as number;
  if (port > 65535) fail(`--port must be <= 65535, got "${flags.port}"`);
  const host = flags.host ?? '127.0.0.1';
  const trustProxy = number('trust-proxy', flags['trust-proxy'], { min: 0 });

  let proxy: ProxyServer;
  let options: ProxyServerOptions;
  try {
    options = {
      rateLimitPerMinute: number('rate-limit', flags['rate-limit']),
      maxTimeout: number('max-timeout', flags['max-timeout']),
      maxBodySize: number('max-body-size', flags['max-body-size']),
      maxStreamSize: number('max-stream-size', flags['max-stream-size']),
      streamIdleTimeout: number('stream-idle-timeout', flags['stream-idle-timeout']),
      maxStreamDuration: number('max-stream-duration', flags['max-stream-duration']),
      allowedDomains: list(flags['allowed-domains']),
      allowPrivateHosts: list(flags['allow-private-hosts']),
      trustProxy: trustProxy ?? false,
      rateLimitStore: flags['redis-url'] ? { redis: flags['redis-url'] } : undefined,
      corsOrigin: list(flags['cors-origin']),
      log,
    } as ProxyServerOptions;
    proxy = createProxyServer(options);
  } catch (error) {
    fail((error as Error).message);
  }

  // Registered before listening, so a signal that arrives during startup still shuts down cleanly.
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) {
      process.stderr.write(`spec-viewer-proxy: ${signal} again, exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    process.stderr.write(`spec-viewer-proxy: ${signal} received, ending open streams and finishing in-flight requests\n`);
    await proxy.close(10_000);
    process.stderr.write('spec-viewer-proxy: stopped\n');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let address: { address: string; family: string; port: number };
  try {
    address = await proxy.listen(port, host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const hint = code === 'EADDRINUSE' ? `: port ${port} is in use; choose another with --port` : code === 'EACCES' ? `: port ${port} needs privileges; choose another with --port` : '';
    process.stderr.write(`spec-viewer-proxy: cannot start: ${(error as Error).message}${hint}\n`);
    process.exit(1);
  }
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  process.stderr.write(`spec-viewer-proxy listening on http://${shown}:${address.port}\n${policyLines(options).join('\n')}\n`);
}
