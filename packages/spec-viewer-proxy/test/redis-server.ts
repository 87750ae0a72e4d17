// Starts a throwaway redis-server on 127.0.0.1 (free port, no persistence) for the shared rate-limit tests.
// Installs the Debian package when it is missing and we are root; otherwise reports why it cannot run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export interface RedisUnderTest {
  url: string;
  stop(): Promise<void>;
}

function findRedisServer(): string | undefined {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

/** The redis-server binary, or the reason there is none. */
export function ensureRedisServer(): { path: string } | { skip: string } {
  const found = findRedisServer();
  if (found) return { path: found };
  if (process.getuid?.() !== 0) return { skip: 'redis-server is not installed and the tests are not running as root to install it' };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', 'redis-server'], { stdio: 'ignore', env });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore', env });
    install = spawnSync('apt-get', ['install', '-y', 'redis-server'], { stdio: 'ignore', env });
  }
  const installed = findRedisServer();
  return installed ? { path: installed } : { skip: `apt-get install redis-server failed (exit ${install.status})` };
}

function freePort(): Promise<number> {
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

export async function startRedis(binary: string): Promise<RedisUnderTest> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (/ready to accept connections/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
