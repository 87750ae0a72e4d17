/**
 * `spec-viewer mock` as a real process (bin/spec-viewer.js of a private layout, see test/static/layout.ts) on
 * 127.0.0.1 and an ephemeral port (`--port 0`): started, its URL read from the start line, its output kept, and
 * stopped with a signal. Every process also has a deadline after which it is killed, so no server outlives a
 * test run; `stopAllMocks()` ends what a failed test left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface MockExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface MockProcess {
  /** `http://127.0.0.1:<port>` from the start line. */
  url: string;
  port: number;
  /** The title the start line names. */
  title: string;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line matching `pattern` (already printed or still to come). */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<MockExit>;
  exited: Promise<MockExit>;
}

const START_LINE = /^Mock of "(.*)" on (http:\/\/127\.0\.0\.1:(\d+))$/m;
/** No mock process lives longer than this, whatever the test does. */
const DEADLINE_MS = 180_000;
const running = new Set<ChildProcess>();

/** Starts `node <bin> mock <args…> --port 0`; rejects with its output when it exits before the start line. */
export function startMock(bin: string, args: string[], timeoutMs = 60_000): Promise<MockProcess> {
  const child = spawn(process.execPath, [bin, 'mock', ...args, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const deadline = setTimeout(() => child.kill('SIGKILL'), DEADLINE_MS);
  deadline.unref();
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  const notify = (): void => waiters.forEach((w) => w());
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    notify();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
    notify();
  });
  const exited = new Promise<MockExit>((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(deadline);
      running.delete(child);
      resolve({ code, signal });
      notify();
    }),
  );
  let done = false;
  exited.then(() => (done = true));

  const line = (pattern: RegExp, wait = 10_000): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const found = out.split('\n').find((l) => pattern.test(l));
        if (found !== undefined) finish(() => resolve(found));
        else if (done) finish(() => reject(new Error(`exited without printing ${pattern}\nstdout: ${out}\nstderr: ${err}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`no line ${pattern} within ${wait} ms\nstdout: ${out}\nstderr: ${err}`))), wait);
      const finish = (then: () => void): void => {
        clearTimeout(timer);
        waiters.delete(check);
        then();
      };
      waiters.add(check);
      check();
    });

  return line(START_LINE, timeoutMs).then((start) => {
    const [, title, url, port] = START_LINE.exec(start)!;
    return {
      url: url!,
      port: Number(port),
      title: title!,
      child,
      stdout: () => out,
      stderr: () => err,
      line,
      exited,
      stop: (signal: NodeJS.Signals = 'SIGTERM') => {
        if (!done) child.kill(signal);
        return exited;
      },
    };
  });
}

/** Kills the mock processes still running (after a failed test). */
export function stopAllMocks(): void {
  for (const child of running) child.kill('SIGKILL');
}
