// Formats benchmark results: one table row per spec, encoding and viewer, the ratios against the peer with their
// targets, then the absolute targets (set for the GitHub spec) as target vs measured. A value that could not be
// measured prints as "n/a" and its reason is listed.

/** Targets from the issues: the GitHub OpenAPI spec (1223 operations, 12.4 MB) and GitHub's GraphQL schema. */
const GRAPHQL_ROWS = [
  { key: 'firstOperationMs', label: 'first root field visible', max: 700, unit: 'ms' },
  { key: 'heapMB', label: 'JS heap after load', max: 60, unit: 'MB' },
  { key: 'graphqlJsGzipKB', label: 'GraphQL chunks (gzip)', max: 60, unit: 'KB' },
];
export const TARGET_SETS = [
  {
    spec: 'oas30-github-api',
    rows: [
      { key: 'firstOperationMs', label: 'first operation visible', max: 1000, unit: 'ms' },
      { key: 'lastReachableMs', label: 'all operations reachable', max: 2000, unit: 'ms' },
      { key: 'heapMB', label: 'JS heap after load', max: 70, unit: 'MB' },
      { key: 'jsGzipKB', label: 'JS downloaded (gzip)', max: 150, unit: 'KB' },
    ],
  },
  { spec: 'graphql-github', rows: GRAPHQL_ROWS },
  { spec: 'graphql-github-introspection-wrapped', rows: GRAPHQL_ROWS },
];
export const TARGETS = TARGET_SETS[0];

const TIMINGS = ['specDownloadMs', 'specLoadMs', 'firstOperationMs', 'lastReachableMs', 'lastTypeReachableMs'];
const NUMBERS = [...TIMINGS, 'heapMB', 'domNodes', 'jsGzipKB', 'jsBeforeFirstOpGzipKB', 'graphqlJsGzipKB', 'operationCount'];

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One result from several runs of the same spec: the median of every figure, the timings' spread in `spread`. */
export function medianResult(samples) {
  const [first] = samples;
  const result = { ...first, runs: samples.length, samples, notes: [...new Set(samples.flatMap((s) => s.notes))] };
  for (const key of NUMBERS) result[key] = median(samples.map((s) => s[key]));
  const phaseNames = [...new Set(samples.flatMap((s) => Object.keys(s.phases ?? {})))];
  result.phases = Object.fromEntries(phaseNames.map((name) => [name, median(samples.map((s) => s.phases?.[name]))]));
  result.spread = Object.fromEntries(
    TIMINGS.map((key) => {
      const values = samples.map((s) => s[key]).filter((v) => typeof v === 'number');
      return [key, values.length > 0 ? [Math.min(...values), Math.max(...values)] : undefined];
    }),
  );
  return result;
}

const fmt = (value, unit, digits = 0) => (value === undefined ? 'n/a' : `${value.toFixed(digits)} ${unit}`);

const COLUMNS = [
  ['spec', 26, (r) => r.spec],
  ['encoding', 8, (r) => r.encoding ?? ''],
  ['viewer', 10, (r) => r.viewer ?? 'ours'],
  ['ops', 6, (r) => (r.operationCount === undefined ? 'n/a' : String(r.operationCount))],
  ['downloaded', 11, (r) => fmt(r.specDownloadMs, 'ms')],
  ['spec-load', 11, (r) => fmt(r.specLoadMs, 'ms')],
  ['first op', 11, (r) => fmt(r.firstOperationMs, 'ms')],
  ['all reachable', 14, (r) => fmt(r.lastReachableMs, 'ms')],
  ['heap', 10, (r) => fmt(r.heapMB, 'MB', 1)],
  ['DOM nodes', 10, (r) => (r.domNodes === undefined ? 'n/a' : String(r.domNodes))],
  ['JS gzip', 10, (r) => fmt(r.jsGzipKB, 'KB', 1)],
  ['JS to 1st op', 12, (r) => fmt(r.jsBeforeFirstOpGzipKB, 'KB', 1)],
  ['all types', 10, (r) => (r.lastTypeReachableMs === undefined ? '' : fmt(r.lastTypeReachableMs, 'ms'))],
  ['GraphQL JS', 10, (r) => (r.graphqlJsGzipKB === undefined ? '' : fmt(r.graphqlJsGzipKB, 'KB', 1))],
];

export function printTable(results) {
  const line = (cells) => cells.map((c, i) => String(c).padEnd(COLUMNS[i][1])).join(' ').trimEnd();
  console.log(`\n${line(COLUMNS.map(([title]) => title))}`);
  console.log(line(COLUMNS.map(([, width]) => '─'.repeat(width))));
  for (const r of results) console.log(line(COLUMNS.map(([, , cell]) => cell(r))));
  console.log('\nLoad phases (ms since navigation start; marks spec-viewer:* from src/load/timing.ts):');
  for (const r of results.filter((x) => (x.viewer ?? 'ours').startsWith('ours'))) {
    const phases = Object.entries(r.phases ?? {}).sort((a, b) => a[1] - b[1]);
    const cells = [...phases, ['spec-load', r.specLoadMs], ['first op', r.firstOperationMs]].map(([name, t]) => `${name} ${fmt(t, 'ms')}`);
    console.log(`  ${r.spec.padEnd(26)} ${(r.encoding ?? '').padEnd(8)} ${(r.viewer ?? 'ours').padEnd(11)} ${cells.join(' → ')}`);
  }
  const withNotes = results.filter((r) => r.notes.length > 0);
  if (withNotes.length > 0) {
    console.log('\nNot measured / remarks:');
    for (const r of withNotes) for (const note of r.notes) console.log(`  ${r.spec} ${r.encoding ?? ''} ${r.viewer ?? ''}: ${note}`);
  }
}

/** Prints target vs measured for every target set whose spec was measured; returns the missed or unmeasured ones. */
export function printTargets(results) {
  let misses = 0;
  let printed = 0;
  for (const set of TARGET_SETS) {
    const result = results.find((r) => r.spec === set.spec);
    if (!result) continue;
    printed++;
    misses += printTargetSet(set, result);
  }
  if (printed === 0) console.log(`\nTargets apply to ${TARGET_SETS.map((s) => s.spec).join(', ')}, none of which was part of this run.`);
  return misses;
}

function printTargetSet(set, result) {
  const how = result.runs > 1 ? ` (median of ${result.runs} runs)` : '';
  console.log(`\nTargets (${set.spec})${how}        target      measured    verdict`);
  let misses = 0;
  for (const { key, label, max, unit } of set.rows) {
    const value = result[key];
    const verdict = value === undefined ? 'NOT MEASURED' : value < max ? 'ok' : 'MISSED';
    if (verdict !== 'ok') misses++;
    const range = result.spread?.[key];
    const spread = range && result.runs > 1 ? `  (${result.runs} runs: ${range[0].toFixed(0)}–${range[1].toFixed(0)} ${unit})` : '';
    console.log(`  ${label.padEnd(28)} < ${String(max).padStart(5)} ${unit.padEnd(3)}  ${fmt(value, unit, 1).padEnd(11)} ${verdict}${spread}`);
  }
  return misses;
}

/**
 * Ratio targets from the issues, all within one interleaved run: `of` names the figure divided, `by` the figure it
 * is divided by (`peer:` = Swagger UI's on the same spec and encoding; `ours:<spec>:` = ours on another spec).
 */
export const RATIO_TARGETS = [
  { spec: 'oas30-github-api', label: 'GitHub JSON: ours first op / Swagger UI first op', of: 'firstOperationMs', by: 'peer:firstOperationMs', max: 1 / 5 },
  { spec: 'oas30-github-api', label: 'GitHub JSON: ours all reachable / Swagger UI first op', of: 'lastReachableMs', by: 'peer:firstOperationMs', max: 1 / 3 },
  { spec: 'oas30-stripe', label: 'Stripe YAML: ours first op / Swagger UI first op', of: 'firstOperationMs', by: 'peer:firstOperationMs', max: 1 / 3 },
  { spec: 'oas30-stripe', label: 'Stripe YAML first op / GitHub JSON first op (ours)', of: 'firstOperationMs', by: 'ours:oas30-github-api:firstOperationMs', max: 2 },
];

/** Prints ours against the peer per spec and encoding, then the ratio targets; returns ratios and misses. */
export function printComparison(results) {
  const find = (spec, encoding, viewer) => results.find((r) => r.spec === spec && r.encoding === encoding && r.viewer === viewer);
  const pairs = results.filter((r) => r.viewer.startsWith('ours') && find(r.spec, r.encoding, 'swagger-ui'));
  const ratios = [];
  let misses = 0;
  if (pairs.length === 0) return { ratios, misses };
  console.log('\nFirst visit, ours against Swagger UI (same server, same spec, fresh profile per load; median first op):');
  for (const r of pairs) {
    const peer = find(r.spec, r.encoding, 'swagger-ui');
    const times = r.firstOperationMs && peer.firstOperationMs ? `${(peer.firstOperationMs / r.firstOperationMs).toFixed(1)}× faster` : 'n/a';
    console.log(`  ${r.spec.padEnd(26)} ${r.encoding.padEnd(8)} ${r.viewer.padEnd(11)} ${fmt(r.firstOperationMs, 'ms').padEnd(9)} Swagger UI ${fmt(peer.firstOperationMs, 'ms').padEnd(9)} ${times}`);
  }
  console.log('\nRatio targets (one interleaved run)                          encoding   target   measured  verdict');
  for (const viewer of ['ours', 'ours-before']) {
    for (const target of RATIO_TARGETS) {
      for (const encoding of [...new Set(results.map((r) => r.encoding))]) {
        const ours = find(target.spec, encoding, viewer);
        if (!ours) continue;
        const [where, ...rest] = target.by.split(':');
        const other = where === 'peer' ? find(target.spec, encoding, 'swagger-ui') : find(rest[0], encoding, viewer);
        const divisor = other?.[rest.at(-1)];
        const value = ours[target.of] !== undefined && divisor ? ours[target.of] / divisor : undefined;
        const verdict = value === undefined ? 'NOT MEASURED' : value <= target.max ? 'ok' : 'MISSED';
        // The baseline build is shown for comparison; only this build's misses count.
        if (verdict !== 'ok' && viewer === 'ours') misses++;
        ratios.push({ label: target.label, viewer, encoding, max: target.max, value, verdict });
        const shown = value === undefined ? 'n/a' : value.toFixed(2);
        const label = viewer === 'ours' ? target.label : `(before) ${target.label}`;
        console.log(`  ${label.padEnd(58)} ${encoding.padEnd(8)} ≤ ${target.max.toFixed(2).padStart(4)}   ${shown.padEnd(8)}  ${verdict}`);
      }
    }
  }
  return { ratios, misses };
}

/** The JS an OpenAPI JSON page downloads when loaded through the CDN entry (dist/cdn/spec-viewer.min.js). */
export const CDN_MAX_KB = 120;
export function printCdn(cdn) {
  const value = cdn.jsBeforeFirstOpGzipKB;
  const verdict = value === undefined ? 'NOT MEASURED' : value <= CDN_MAX_KB ? 'ok' : 'MISSED';
  console.log(
    `\nCDN entry (dist/cdn/spec-viewer.min.js), ${cdn.spec} ${cdn.encoding}: JS downloaded before the first operation ` +
      `${fmt(value, 'KB', 1)} gzip (target ≤ ${CDN_MAX_KB} KB): ${verdict}; in all, with Markdown, highlighting and code ` +
      `samples loaded after it, ${fmt(cdn.jsGzipKB, 'KB', 1)} in ${cdn.jsFiles?.length ?? 'n/a'} files; first op ${fmt(cdn.firstOperationMs, 'ms')}`,
  );
  for (const note of cdn.notes ?? []) console.log(`  ${note}`);
}

/** A fixed amount of integer work timed in Node: about the same on an idle machine, slower when the cores are busy. */
export function cpuProbe() {
  const times = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 30_000_000; i++) x = (x * 31 + i) | 0;
    times.push(performance.now() - start + (x === 0.5 ? 1 : 0));
  }
  return median(times);
}

export function printMachine({ before, after }) {
  const load = (l) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `\nMachine: CPU probe ${before.cpuProbeMs.toFixed(0)} ms before, ${after.cpuProbeMs.toFixed(0)} ms after (same fixed loop; higher = busier); ` +
      `load average ${load(before.loadavg)} before, ${load(after.loadavg)} after`,
  );
}
