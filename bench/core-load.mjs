// Prints how long the core takes from spec text to a usable model for the big real-world specs
// (`node bench/core-load.mjs [file…]`). Runs on the TypeScript sources through tsx. CPU time is printed
// next to wall time because it is less disturbed by other processes on a busy machine (GC threads count).
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { parseSpec } = await import('../src/index.ts');

const SPECS = new URL('../../shared/specs/', import.meta.url);
const files = process.argv.slice(2).length > 0
  ? process.argv.slice(2)
  : ['oas30-github-api.json', 'oas30-stripe.yaml', 'oas31-openai.yaml', 'oas31-discord.json'];
const RUNS = 5;

for (const file of files) {
  const text = readFileSync(new URL(file, SPECS), 'utf8');
  const load = [];
  const cpu = [];
  const details = [];
  let model;
  for (let run = 0; run < RUNS; run++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    model = await parseSpec(text, { sourceUrl: `https://example.com/${file}` });
    const t1 = performance.now();
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    // What a full page needs eventually: every operation's parameters, body and responses.
    for (const op of model.operations) void [op.parameters, op.requestBody, op.responses, op.callbacks];
    details.push(performance.now() - t1);
    load.push(t1 - t0);
  }
  const ops = model.operations.filter((o) => o.kind !== 'webhook').length;
  console.log(
    `${file.padEnd(28)} ${(text.length / 1048576).toFixed(1).padStart(5)} MB  ` +
      `text→model median ${median(load).toFixed(0).padStart(5)} ms wall, ${median(cpu).toFixed(0).padStart(5)} ms CPU (first ${load[0].toFixed(0)} ms)  ` +
      `all operation details ${median(details).toFixed(0).padStart(4)} ms  ` +
      `${ops} operations, ${model.operations.length - ops} webhooks, ${model.schemas.size} schemas`,
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
