// `npm run test:loaded`: the whole suite (or the suites named, as `npm test -- …` takes them) while busy loops
// occupy every core, as on a shared CI machine busy with other work. SPEC_VIEWER_LOAD_PER_CORE sets the loops
// per core (default 4: load average about 8 on 2 cores). The loops stop with the run, whatever ends it.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const perCore = Number(process.env.SPEC_VIEWER_LOAD_PER_CORE ?? 4);
const loops = Math.max(0, Math.round(perCore * availableParallelism()));
const busy = Array.from({ length: loops }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoops = () => busy.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
console.log(`test:loaded: ${loops} busy loops on ${availableParallelism()} cores (${perCore} per core); load average ${load()}`);
const started = Date.now();
const suite = spawn(process.execPath, ['scripts/test.mjs', ...process.argv.slice(2)], { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
suite.on('exit', (code, signal) => {
  console.log(`test:loaded: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60000).toFixed(1)} min under ${loops} busy loops; load average ${load()}`);
  process.exit(code ?? (signal ? 1 : 0));
});
