// Starts the demo server (npm start's CLI) as a child process on 127.0.0.1 with a free port and resolves with
// its base URL once it prints it. The child's output is passed through, indented.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {{ specsDir: string, build: boolean, startTimeoutMs?: number }} options
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export function startDemoServer({ specsDir, build, startTimeoutMs = 180_000 }) {
  const args = ['demo/server.mjs', '--host', '127.0.0.1', '--port', '0', '--specs-dir', specsDir];
  if (!build) args.push('--no-build');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const echo = (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '  │ '));
  child.stderr.on('data', echo);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the demo server did not report its URL within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    let seen = '';
    child.stdout.on('data', (chunk) => {
      echo(chunk);
      seen += chunk.toString();
      const port = /http:\/\/localhost:(\d+)\//.exec(seen)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the demo server exited (code ${code}) before it was ready; see its output above`));
    });
  });
}
