// Real local brokers for the AsyncAPI sample runs: a WebSocket server in Node (the `ws` package already in
// node_modules), Debian's mosquitto and rabbitmq-server. Each binds 127.0.0.1 on free ports, keeps its files in a
// temp dir and stops by itself (stop() or process exit). Missing Debian packages are installed as root with apt-get
// (one `apt-get update` when an install fails), as the sample toolchains are; what still cannot start says why.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Installs the Debian packages whose marker file is missing; returns the reason when some still are. */
export function ensureDebianPackages(packages: Record<string, string>): string | undefined {
  const missing = () => Object.entries(packages).filter(([, marker]) => !existsSync(marker)).map(([name]) => name);
  if (missing().length === 0) return undefined;
  if (process.getuid?.() !== 0 || process.env['SPEC_VIEWER_INSTALL_TOOLCHAINS'] === '0') return `not installed: ${missing().join(' ')} (and not installing as non-root)`;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (names: string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=120', 'install', '-y', '-qq', '--no-install-recommends', ...names], { encoding: 'utf8', env, timeout: 900_000 });
  let result = install(missing());
  if (result.status !== 0) {
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=120', 'update', '-qq'], { env, timeout: 600_000 });
    result = install(missing());
  }
  const still = missing();
  return still.length === 0 ? undefined : `apt-get install ${still.join(' ')} failed: ${`${result.stderr ?? ''}`.trim().split('\n').slice(-2).join(' | ')}`;
}

/** Resolves once something accepts TCP connections on the port, or rejects after `ms`. */
async function waitForPort(port: number, ms: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`did not listen on ${port} within ${ms / 1000} s:\n${log()}`);
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
});

function startDetached(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): { child: ChildProcess; log: () => string } {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (c) => (output += String(c)));
  child.stderr?.on('data', (c) => (output += String(c)));
  return { child, log: () => output.slice(-3000) };
}

function stopper(child: ChildProcess, after: () => void): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      const done = () => {
        children.delete(child);
        after();
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return done();
      child.once('exit', done);
      process.kill(-child.pid, 'SIGTERM');
      setTimeout(() => child.exitCode === null && child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000).unref();
    });
}

export interface Broker {
  port: number;
  stop(): Promise<void>;
}

/**
 * mosquitto with four listeners: `port` anonymous, `authPort` for `user`/`password` only, and the same two over
 * WebSocket (`wsPort`, `wsAuthPort`), as browsers reach MQTT.
 */
export async function startMosquitto(user: string, password: string): Promise<Broker & { authPort: number; wsPort: number; wsAuthPort: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'sv-mosquitto-'));
  const [port, authPort, wsPort, wsAuthPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  spawnSync('mosquitto_passwd', ['-b', '-c', join(dir, 'passwords'), user, password]);
  const config = [
    'per_listener_settings true',
    // Started as root, mosquitto would switch to its own user, who cannot read this private temp dir.
    ...(process.getuid?.() === 0 ? ['user root'] : []),
    'persistence false',
    'log_dest stderr',
    `listener ${port} 127.0.0.1`,
    'allow_anonymous true',
    `listener ${authPort} 127.0.0.1`,
    'allow_anonymous false',
    `password_file ${join(dir, 'passwords')}`,
    `listener ${wsPort} 127.0.0.1`,
    'protocol websockets',
    'allow_anonymous true',
    `listener ${wsAuthPort} 127.0.0.1`,
    'protocol websockets',
    'allow_anonymous false',
    `password_file ${join(dir, 'passwords')}`,
  ];
  writeFileSync(join(dir, 'mosquitto.conf'), `${config.join('\n')}\n`);
  const { child, log } = startDetached('/usr/sbin/mosquitto', ['-c', join(dir, 'mosquitto.conf')], process.env, dir);
  await waitForPort(port, 15_000, child, log);
  await waitForPort(authPort, 15_000, child, log);
  await waitForPort(wsPort, 15_000, child, log);
  await waitForPort(wsAuthPort, 15_000, child, log);
  return { port, authPort, wsPort, wsAuthPort, stop: stopper(child, () => rmSync(dir, { recursive: true, force: true })) };
}

/** A private RabbitMQ node (no plugins; guest/guest works on loopback), its own epmd port, files in a temp dir. */
export async function startRabbitMq(startMs = 60_000): Promise<Broker> {
  const dir = mkdtempSync(join(tmpdir(), 'sv-rabbitmq-'));
  const [port, distPort, epmdPort] = [await freePort(), await freePort(), await freePort()];
  writeFileSync(join(dir, 'enabled_plugins'), '[].\n');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: dir,
    RABBITMQ_NODENAME: `sv${process.pid}@localhost`,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    ERL_EPMD_PORT: String(epmdPort),
    ERL_EPMD_ADDRESS: '127.0.0.1',
    RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: join(dir, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
    RABBITMQ_PID_FILE: join(dir, 'pid'),
    RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq'),
    RABBITMQ_ADVANCED_CONFIG_FILE: join(dir, 'advanced.config'),
  };
  const { child, log } = startDetached('/usr/lib/rabbitmq/bin/rabbitmq-server', [], env, dir);
  const stopEpmd = () => {
    spawnSync('epmd', ['-kill'], { env: { ...process.env, ERL_EPMD_PORT: String(epmdPort) }, timeout: 5_000 });
    rmSync(dir, { recursive: true, force: true });
  };
  const stop = stopper(child, stopEpmd);
  try {
    await waitForPort(port, startMs, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

export interface WsConnection {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  messages: string[];
  send(text: string): void;
}

/**
 * A WebSocket server (the `ws` package found in node_modules): records each connection's path, headers and text
 * messages; answers every message on `/reply…` paths with `replyText`.
 */
export async function startWsServer(replyText: string): Promise<Broker & { connections: WsConnection[] }> {
  const require = createRequire(import.meta.url);
  const WebSocket = require('ws') as { Server: new (o: object) => WsServerLike };
  const port = await freePort();
  const server = new WebSocket.Server({ host: '127.0.0.1', port });
  const connections: WsConnection[] = [];
  const sockets: WsSocketLike[] = [];
  server.on('connection', (socket: WsSocketLike, request: { url?: string; headers: WsConnection['headers'] }) => {
    sockets.push(socket);
    const connection: WsConnection = { path: request.url ?? '', headers: request.headers, messages: [], send: (text) => socket.send(text) };
    connections.push(connection);
    socket.on('message', (data: unknown) => {
      const text = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
      connection.messages.push(text);
      if (connection.path.startsWith('/reply')) socket.send(replyText);
    });
  });
  await new Promise<void>((resolve) => server.on('listening', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.terminate();
      server.close(() => resolve());
    });
  return { port, connections, stop };
}

interface WsServerLike {
  on(event: string, listener: (...args: never[]) => void): void;
  close(callback: () => void): void;
}
interface WsSocketLike {
  send(text: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: unknown) => void): void;
}
