// Runs AsyncAPI code samples with the real toolchains: each language saves a sample as the reader would, builds
// it where the language builds (Go: gofmt + vet + build against Debian's Go packages in GOPATH mode; C#: mcs),
// then starts it as a process group that a test can watch (stdout as it arrives) and stop. Libraries come from
// npm (ws, mqtt, amqplib, kafkajs, into a cached temp dir) and Debian (python3-websockets, -paho-mqtt, -pika,
// -confluent-kafka; golang-github-gorilla-websocket-dev, -eclipse-paho.mqtt.golang-dev, -rabbitmq-amqp091-go-dev).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SampleLanguageId } from '../../src/index.js';
import { ensureDebianPackages } from './async-brokers.js';
import { run, type Toolchain } from './samples-runners.js';

/** A sample language (src/samples/languages.ts): buildSample has a case for each, or tsc says which is missing. */
export type LanguageId = SampleLanguageId;

/** The npm packages the JavaScript samples import (and the checks use for MQTT and AMQP). */
export const NPM_PACKAGES = ['ws@8', 'mqtt@5', 'amqplib@0', 'kafkajs@2'];
export const NPM_DIR = join(tmpdir(), 'spec-viewer-async-samples-npm');

/** Debian packages: name → a file that exists once it is installed. */
export const DEBIAN_LIBRARIES: Record<string, string> = {
  mosquitto: '/usr/sbin/mosquitto',
  'mosquitto-clients': '/usr/bin/mosquitto_pub',
  'rabbitmq-server': '/usr/lib/rabbitmq/bin/rabbitmq-server',
  'amqp-tools': '/usr/bin/amqp-publish',
  kcat: '/usr/bin/kcat',
  'python3-websockets': '/usr/lib/python3/dist-packages/websockets/__init__.py',
  'python3-paho-mqtt': '/usr/lib/python3/dist-packages/paho/mqtt/client.py',
  'python3-pika': '/usr/lib/python3/dist-packages/pika/__init__.py',
  'python3-confluent-kafka': '/usr/lib/python3/dist-packages/confluent_kafka/__init__.py',
  'golang-github-gorilla-websocket-dev': '/usr/share/gocode/src/github.com/gorilla/websocket/conn.go',
  'golang-github-eclipse-paho.mqtt.golang-dev': '/usr/share/gocode/src/github.com/eclipse/paho.mqtt.golang/client.go',
  'golang-github-rabbitmq-amqp091-go-dev': '/usr/share/gocode/src/github.com/rabbitmq/amqp091-go/channel.go',
};

export function ensureAsyncLibraries(): string | undefined {
  return ensureDebianPackages(DEBIAN_LIBRARIES);
}

/** Installs the npm packages once into NPM_DIR (kept between runs); the reason when npm cannot. */
export function ensureNpmPackages(): string | undefined {
  const marker = join(NPM_DIR, 'node_modules', '.sv-installed-' + NPM_PACKAGES.join('-').replace(/[@/]/g, '_'));
  if (existsSync(marker)) return undefined;
  mkdirSync(NPM_DIR, { recursive: true });
  writeFileSync(join(NPM_DIR, 'package.json'), '{ "private": true, "type": "module" }\n');
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...NPM_PACKAGES], {
    cwd: NPM_DIR,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (npm.status !== 0) return `npm install ${NPM_PACKAGES.join(' ')} failed: ${`${npm.stderr}`.trim().split('\n').slice(-2).join(' | ')}`;
  writeFileSync(marker, '');
  return undefined;
}

/** Children talk to 127.0.0.1 only: no proxy from the environment; no colours; Python unbuffered is NOT set (samples flush). */
const childEnv: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/_proxy$/i.test(k) && k !== 'FORCE_COLOR' && k !== 'PYTHONUNBUFFERED'));
childEnv['NO_PROXY'] = '*';
childEnv['NO_COLOR'] = '1';

const GO_ENV: NodeJS.ProcessEnv = {
  ...childEnv,
  GO111MODULE: 'off',
  GOFLAGS: '',
  GOTOOLCHAIN: 'local',
  GOPROXY: 'off',
  GOCACHE: join(tmpdir(), 'spec-viewer-samples-gocache'),
};

/**
 * websockets ≥ 14 (what `pip install websockets` gives) takes `additional_headers`; Debian's 10.4 calls it
 * `extra_headers`. The runner maps the one onto the other so the sample runs unchanged on Debian's version.
 */
const PYTHON_RUNNER = `import runpy, sys
try:
    import websockets
    if int(websockets.version.version.split(".")[0]) < 14:
        _connect = websockets.connect
        def _compat(*args, additional_headers=None, **kwargs):
            if additional_headers is not None:
                kwargs["extra_headers"] = additional_headers
            return _connect(*args, **kwargs)
        websockets.connect = _compat
except ImportError:
    pass
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
`;

export interface Started {
  /** Everything printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed). */
  exited: Promise<number | null>;
  /** Waits until `predicate(stdout)` holds; false on timeout or exit. */
  waitFor(predicate: (stdout: string) => boolean, ms: number): Promise<boolean>;
  stop(): Promise<void>;
}

function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = childEnv): Started {
  const child: ChildProcess = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const watchers = new Set<() => void>();
  child.stdout?.on('data', (c) => {
    out += String(c);
    for (const w of watchers) w();
  });
  child.stderr?.on('data', (c) => (err += String(c)));
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (e) => {
      err += String(e);
      resolve(1);
    });
    child.once('exit', (code) => {
      for (const w of watchers) w();
      resolve(code);
    });
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  };
  const timer = setTimeout(kill, 60_000);
  timer.unref();
  return {
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (predicate, ms) =>
      new Promise<boolean>((resolve) => {
        const check = () => {
          if (predicate(out)) finish(true);
          else if (child.exitCode !== null || child.signalCode !== null) finish(false);
        };
        const finish = (ok: boolean) => {
          watchers.delete(check);
          clearTimeout(limit);
          resolve(ok);
        };
        const limit = setTimeout(() => finish(predicate(out)), ms);
        watchers.add(check);
        check();
      }),
    stop: async () => {
      kill();
      clearTimeout(timer);
      await exited;
    },
  };
}

export interface Built {
  /** The build failed: nothing runs; `why` has the compiler's words. */
  failed?: string;
  start(): Started;
}

/** Saves the sample in `dir` and builds it; `start()` runs it. */
export async function buildSample(language: LanguageId, sample: string, dir: string, tool: Toolchain): Promise<Built> {
  mkdirSync(dir, { recursive: true });
  const save = (file: string) => writeFileSync(join(dir, file), `${sample}\n`);
  switch (language) {
    case 'curl':
      save('sample.sh');
      return { start: () => start('/bin/bash', ['sample.sh'], dir) };
    case 'javascript':
      save('sample.mjs');
      return { start: () => start(process.execPath, ['sample.mjs'], dir) };
    case 'python':
      save('sample.py');
      writeFileSync(join(dir, 'run_sample.py'), PYTHON_RUNNER);
      return { start: () => start('/usr/bin/python3', ['run_sample.py', 'sample.py'], dir) };
    case 'go': {
      save('main.go');
      const gofmt = await run(join(tool.command!, '../gofmt'), ['-l', 'main.go'], dir, GO_ENV);
      if (gofmt.code !== 0 || gofmt.stdout.trim() !== '') return failed(`gofmt -l: ${gofmt.stdout}${gofmt.stderr}`);
      const env = { ...GO_ENV, GOPATH: `${join(dir, 'gopath')}:/usr/share/gocode` };
      const vet = await run(tool.command!, ['vet', 'main.go'], dir, env);
      if (vet.code !== 0) return failed(`go vet: ${vet.stderr}`);
      const build = await run(tool.command!, ['build', '-o', 'sample', 'main.go'], dir, env);
      if (build.code !== 0) return failed(`go build: ${build.stderr}`);
      return { start: () => start(join(dir, 'sample'), [], dir) };
    }
    case 'java':
      save('Main.java');
      return { start: () => start(tool.command!, ['-XX:TieredStopAtLevel=1', 'Main.java'], dir) };
    case 'csharp': {
      save('Program.cs');
      const compiled = await run(tool.command!, ['-warnaserror+', '-out:Program.exe', 'Program.cs'], dir);
      if (compiled.code !== 0) return failed(`mcs: ${compiled.stdout}${compiled.stderr}`);
      return { start: () => start(tool.runner!, ['Program.exe'], dir) };
    }
  }
}

const failed = (why: string): Built => ({
  failed: why,
  start: () => {
    throw new Error(why);
  },
});

/** Syntax or compile check only (samples whose broker or library this machine lacks); the reason when it fails. */
export async function checkSample(language: LanguageId, sample: string, dir: string, tool: Toolchain): Promise<string | undefined> {
  mkdirSync(dir, { recursive: true });
  const save = (file: string) => writeFileSync(join(dir, file), `${sample}\n`);
  const outcome = async (command: string, args: string[], env?: NodeJS.ProcessEnv) => {
    const r = await run(command, args, dir, env);
    return r.code === 0 ? undefined : `${command} ${args.join(' ')}: ${r.stdout}${r.stderr}`;
  };
  switch (language) {
    case 'curl':
      save('sample.sh');
      return outcome('/bin/bash', ['-n', 'sample.sh']);
    case 'javascript':
      save('sample.mjs');
      return outcome(process.execPath, ['--check', 'sample.mjs']);
    case 'python':
      save('sample.py');
      return outcome('/usr/bin/python3', ['-m', 'py_compile', 'sample.py']);
    case 'go': {
      save('main.go');
      const r = await run(join(tool.command!, '../gofmt'), ['-e', '-l', 'main.go'], dir, GO_ENV);
      return r.code === 0 && r.stdout.trim() === '' ? undefined : `gofmt -e -l: ${r.stdout}${r.stderr}`;
    }
    default:
      return 'not compiled: library not packaged';
  }
}
