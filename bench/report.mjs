// Formats benchmark results: one table row per spec, then the targets (set for the GitHub spec) as
// target vs measured. A value that could not be measured prints as "n/a" and its reason is listed.

/** Targets from the issue, checked on the GitHub spec (1223 operations, 12.4 MB). */
export const TARGETS = {
  spec: 'oas30-github-api',
  rows: [
    { key: 'firstOperationMs', label: 'first operation visible', max: 1000, unit: 'ms' },
    { key: 'lastReachableMs', label: 'all operations reachable', max: 2000, unit: 'ms' },
    { key: 'heapMB', label: 'JS heap after load', max: 70, unit: 'MB' },
    { key: 'jsGzipKB', label: 'JS downloaded (gzip)', max: 150, unit: 'KB' },
  ],
};

const fmt = (value, unit, digits = 0) => (value === undefined ? 'n/a' : `${value.toFixed(digits)} ${unit}`);

const COLUMNS = [
  ['spec', 26, (r) => r.spec],
  ['ops', 6, (r) => (r.operationCount === undefined ? 'n/a' : String(r.operationCount))],
  ['downloaded', 11, (r) => fmt(r.specDownloadMs, 'ms')],
  ['spec-load', 11, (r) => fmt(r.specLoadMs, 'ms')],
  ['first op', 11, (r) => fmt(r.firstOperationMs, 'ms')],
  ['all reachable', 14, (r) => fmt(r.lastReachableMs, 'ms')],
  ['heap', 10, (r) => fmt(r.heapMB, 'MB', 1)],
  ['DOM nodes', 10, (r) => (r.domNodes === undefined ? 'n/a' : String(r.domNodes))],
  ['JS gzip', 10, (r) => fmt(r.jsGzipKB, 'KB', 1)],
];

export function printTable(results) {
  const line = (cells) => cells.map((c, i) => String(c).padEnd(COLUMNS[i][1])).join(' ').trimEnd();
  console.log(`\n${line(COLUMNS.map(([title]) => title))}`);
  console.log(line(COLUMNS.map(([, width]) => '─'.repeat(width))));
  for (const r of results) console.log(line(COLUMNS.map(([, , cell]) => cell(r))));
  const withNotes = results.filter((r) => r.notes.length > 0);
  if (withNotes.length > 0) {
    console.log('\nNot measured / remarks:');
    for (const r of withNotes) for (const note of r.notes) console.log(`  ${r.spec}: ${note}`);
  }
}

/** Prints target vs measured; returns the number of missed or unmeasured targets. */
export function printTargets(results) {
  const result = results.find((r) => r.spec === TARGETS.spec);
  if (!result) {
    console.log(`\nTargets apply to ${TARGETS.spec}, which was not part of this run.`);
    return 0;
  }
  console.log(`\nTargets (${TARGETS.spec})        target      measured    verdict`);
  let misses = 0;
  for (const { key, label, max, unit } of TARGETS.rows) {
    const value = result[key];
    const verdict = value === undefined ? 'NOT MEASURED' : value < max ? 'ok' : 'MISSED';
    if (verdict !== 'ok') misses++;
    console.log(`  ${label.padEnd(28)} < ${String(max).padStart(5)} ${unit.padEnd(3)}  ${fmt(value, unit, 1).padEnd(11)} ${verdict}`);
  }
  return misses;
}
