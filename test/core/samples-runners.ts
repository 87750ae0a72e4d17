/**
 * Runs generated code samples with the real toolchains (see scripts/ensure-sample-toolchains.mjs): each
 * language writes every case's program into that case's directory (where the files it uploads are) and runs
 * it, a few at a time. Used by samples-run.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_LANGUAGES, type HttpRequest, type SampleLanguageId } from '../../src/index.js';
import type { SampleOptions } from '../../src/samples/generator-types.js';
import { generateCurl } from '../../src/samples/http/curl.js';
import { generateJsFetch } from '../../src/samples/http/js-fetch.js';
import { generatePythonRequests } from '../../src/samples/http/python-requests.js';
import { generateGo } from '../../src/samples/http/go.js';
import { generateJava } from '../../src/samples/http/java.js';
import { generateCsharp } from '../../src/samples/http/csharp.js';

export type Toolchain = { command?: string; runner?: string; reason?: string };

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Sees a sample's output as it is printed: case `index`, the next piece of its stdout. */
export type OnStdout = (index: number, chunk: string) => void;

export interface SampleRunner {
  id: SampleLanguageId;
  generate(request: HttpRequest, options?: SampleOptions): string;
  /** Writes and runs the samples, case `i` in `dirs[i]`; `scratch` is a private directory for build output. */
  runAll(samples: string[], dirs: string[], tool: Toolchain, scratch: string, onStdout?: OnStdout): Promise<Run[]>;
}

/**
 * Children talk to 127.0.0.1 only: no proxy from the environment may intercept them. Their output is compared
 * as text, so a FORCE_COLOR from the terminal must not colour what Node prints. PYTHONUNBUFFERED goes too: a
 * stream sample must print as it reads where a reader runs it, not only where Python happens to be unbuffered.
 */
const DROPPED_ENV = new Set(['FORCE_COLOR', 'PYTHONUNBUFFERED']);
const childEnv: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/_proxy$/i.test(k) && !DROPPED_ENV.has(k)));
childEnv['NO_PROXY'] = '*';
childEnv['NO_COLOR'] = '1';

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = childEnv, onStdout?: (chunk: string) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(command, args, { cwd, env, timeout: 90_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) + (error && code !== 0 ? `\n${error.message}` : '') });
    });
    if (onStdout) child.stdout?.on('data', (chunk) => onStdout(String(chunk)));
  });
}

/** The stdout watcher of case `index`, if any. */
const watch = (onStdout: OnStdout | undefined, index: number) => onStdout && ((chunk: string) => onStdout(index, chunk));

/** Runs `task` over `items`, at most `limit` at a time (two cores, shared with other work). */
export async function pool<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A sample saved as a file ends with a newline, as an editor saves it (gofmt insists). */
const save = (path: string, sample: string) => writeFileSync(path, `${sample}\n`);

/** Interpreted languages: one file per case, run with `command [...args] file`. */
const perCase =
  (file: string, argv: (tool: Toolchain) => [string, string[]], limit: number) =>
  async (samples: string[], dirs: string[], tool: Toolchain, _scratch: string, onStdout?: OnStdout): Promise<Run[]> => {
    const runs: Run[] = [];
    await pool(samples, limit, async (sample, i) => {
      save(join(dirs[i]!, file), sample);
      const [command, args] = argv(tool);
      runs[i] = await run(command, [...args, file], dirs[i]!, childEnv, watch(onStdout, i));
    });
    return runs;
  };

const failedBuild = (samples: string[], why: string): Run[] => samples.map(() => ({ code: 1, stdout: '', stderr: why }));

/** One Go module for every case, built and vetted with one `go` command each; gofmt must have nothing to say. */
async function runGo(samples: string[], dirs: string[], tool: Toolchain, scratch: string, onStdout?: OnStdout): Promise<Run[]> {
  const env = {
    ...childEnv,
    // The build cache outlives the run (in the temp dir) so later runs skip compiling net/http.
    GOCACHE: join(tmpdir(), 'spec-viewer-samples-gocache'),
    GOPATH: join(scratch, 'gopath'),
    GOFLAGS: '-mod=mod',
    GOTOOLCHAIN: 'local',
    GOPROXY: 'off',
    GO111MODULE: 'on',
  };
  const module = join(scratch, 'module');
  mkdirSync(module, { recursive: true });
  writeFileSync(join(module, 'go.mod'), 'module samples\n\ngo 1.19\n');
  samples.forEach((sample, i) => {
    mkdirSync(join(module, `case${i}`), { recursive: true });
    save(join(module, `case${i}`, 'main.go'), sample);
  });
  const gofmt = await run(join(tool.command!, '../gofmt'), ['-l', '.'], module, env);
  if (gofmt.code !== 0 || gofmt.stdout.trim() !== '') return failedBuild(samples, `gofmt -l: ${gofmt.stdout}${gofmt.stderr}`);
  const build = await run(tool.command!, ['build', '-o', `${join(scratch, 'bin')}/`, './...'], module, env);
  if (build.code !== 0) return failedBuild(samples, `go build: ${build.stderr}`);
  const vet = await run(tool.command!, ['vet', './...'], module, env);
  if (vet.code !== 0) return failedBuild(samples, `go vet: ${vet.stderr}`);
  const runs: Run[] = [];
  await pool(samples, 3, async (_, i) => {
    runs[i] = await run(join(scratch, 'bin', `case${i}`), [], dirs[i]!, env, watch(onStdout, i));
  });
  return runs;
}

/**
 * Each sample is saved as Program.cs exactly as shown and built as a console program (warnings are errors), the
 * way a reader with Mono builds it: `mcs -r:System.Net.Http.dll Program.cs`, then `mono Program.exe`.
 */
async function runCsharp(samples: string[], dirs: string[], tool: Toolchain, _scratch: string, onStdout?: OnStdout): Promise<Run[]> {
  const runs: Run[] = [];
  await pool(samples, 2, async (sample, i) => {
    save(join(dirs[i]!, 'Program.cs'), sample);
    const compiled = await run(tool.command!, ['-warnaserror+', '-r:System.Net.Http.dll', '-out:Program.exe', 'Program.cs'], dirs[i]!);
    runs[i] = compiled.code !== 0 ? compiled : await run(tool.runner!, ['Program.exe'], dirs[i]!, childEnv, watch(onStdout, i));
  });
  return runs;
}

/** `sample.<extension>` (languages.ts): the name an interpreted language's sample is saved under. */
const sampleFile = (id: SampleLanguageId): string => `sample.${SAMPLE_LANGUAGES.find((l) => l.id === id)!.extension}`;

const RUNNERS: Record<SampleLanguageId, Omit<SampleRunner, 'id'>> = {
  curl: { generate: generateCurl, runAll: perCase(sampleFile('curl'), () => ['/bin/bash', []], 3) },
  javascript: { generate: generateJsFetch, runAll: perCase(sampleFile('javascript'), () => [process.execPath, []], 3) },
  python: { generate: generatePythonRequests, runAll: perCase(sampleFile('python'), (t) => [t.command!, []], 3) },
  go: { generate: generateGo, runAll: runGo },
  // `java Main.java` compiles in memory and runs (JDK 11+); the slowest to start, so two at a time.
  java: { generate: generateJava, runAll: perCase('Main.java', (t) => [t.command!, ['-XX:TieredStopAtLevel=1']], 2) },
  csharp: { generate: generateCsharp, runAll: runCsharp },
};

/** Every sample language (languages.ts), in tab order. */
export const runners: SampleRunner[] = SAMPLE_LANGUAGES.map((l) => ({ id: l.id, ...RUNNERS[l.id] }));
