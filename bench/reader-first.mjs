// `npm run bench:reader [-- --runs N --no-build --encoding gzip|identity --ops N --baseline DIR --baseline-ref REF --wait-ms N --window-settle-ms N --strict]`:
// the reading layout (issue 49) against the layout before it, on GitHub's description at 1280×800, in one run.
// Variants, interleaved (their order rotates every run), each load in a fresh browser context from the first-visit
// bench's static server and host page (static-server.mjs, host-pages.mjs, measure-spec.mjs's freshPage):
//   reading      the default: request sample and response examples in the right-hand column;
//   try-it-open  `<spec-viewer try-it-open>`: every Try-It form open, the layout before the change;
//   before       optional, an earlier build (--baseline DIR, a copy of an earlier dist/, or --baseline-ref REF, a
//                commit exported with `git archive` to a temporary directory and built there): "today's" timing.
// Per load: the first operation visible (page-probe.mjs's firstOperation); with the first card scrolled to the top
// (scrollIntoView, block start), the top edge of its first response example's <pre> and whether it is in view
// (inside the viewport and every scrolling box around it); the mean height of the first --ops (20) operation cards,
// each scrolled into view (cards render lazily and skip layout off screen) and read once its height stops changing.
// Prints every load, the medians, and the ratios against the issue's targets; raw figures in .bench/reader-first.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { ensureChrome } from '../scripts/find-chrome.mjs';
import { hostPages } from './host-pages.mjs';
import { freshPage, WINDOW_SETTLE_MS } from './measure-spec.mjs';
import { installProbe } from './page-probe.mjs';
import { cpuProbe, printMachine } from './report.mjs';
import { ENCODINGS, startStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const specsDir = join(root, '..', 'shared', 'specs');
const SPEC = 'oas30-github-api';
/** Issue 49: the page's height per operation drops by at least 30 %. */
const MAX_HEIGHT_RATIO = 0.7;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    'baseline-ref': { type: 'string' },
    encoding: { type: 'string', default: 'gzip' },
    ops: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    'wait-ms': { type: 'string', default: '30000' },
    'window-settle-ms': { type: 'string', default: String(WINDOW_SETTLE_MS) },
    strict: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Math.floor(Number(values.runs)) || 1);
const opCount = Math.max(1, Math.floor(Number(values.ops)) || 20);
const waitMs = Number(values['wait-ms']);
const settleMs = Math.max(0, Number(values['window-settle-ms']) || 0);
const encoding = ENCODINGS.includes(values.encoding) ? values.encoding : 'gzip';

const tryItOpenPage = hostPages.ours.replace('<spec-viewer>', '<spec-viewer try-it-open>');
if (tryItOpenPage === hostPages.ours) throw new Error('host page: no <spec-viewer> element to give try-it-open');
const pages = { ...hostPages, 'ours-try-it-open': tryItOpenPage };

/** An earlier commit's build, for "today's" figures: exported without touching the repository's state, built once. */
function buildRef(ref) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `sv-base-${sha.slice(0, 12)}`);
  if (!existsSync(join(dir, 'dist', 'spec-viewer.js'))) {
    console.log(`Building ${ref} (${sha.slice(0, 12)}) in ${dir} …`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', sha, dir], { cwd: root, stdio: 'inherit' });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    execFileSync(process.execPath, ['esbuild.config.mjs', '--quiet', '--no-types'], { cwd: dir, stdio: 'inherit' });
  }
  return join(dir, 'dist');
}

/** Runs in the page once the probe is done (self-contained): the first card's example and the cards' heights. */
async function readLayout({ count, waitMs }) {
  const notes = [];
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  function* deep(node) {
    for (const el of node.querySelectorAll('*')) {
      yield el;
      if (el.shadowRoot) yield* deep(el.shadowRoot);
    }
  }
  const find = (node, name) => {
    for (const el of deep(node)) if (el.localName === name) return el;
  };
  // The probe's last click landed with scrollIntoViewStable, which holds its target until the reader scrolls.
  dispatchEvent(new WheelEvent('wheel'));
  const content = find(document, 'sv-content');
  if (!content?.shadowRoot) return { notes: ['no <sv-content> with a shadow root'] };
  // Cards in page order: rendered ones are `sv-operation.slot`, the others one-element placeholders.
  const cards = () => [...content.shadowRoot.querySelectorAll('.slot')];
  const cardAt = async (i) => {
    const until = performance.now() + waitMs;
    while (performance.now() < until) {
      const list = cards();
      if (list[i]?.localName === 'sv-operation') return list[i];
      // A placeholder renders near the viewport; a section not yet rendered is a spacer below the last card.
      if (list[i]) list[i].scrollIntoView({ block: 'start' });
      else {
        list.at(-1)?.scrollIntoView({ block: 'end' });
        scrollBy(0, innerHeight);
      }
      await sleep(50);
    }
    return undefined;
  };
  // Lazy chunks (code samples, highlighting, the examples) grow a card after it rendered: wait until it stops.
  const settledHeight = async (el) => {
    let [last, same] = [-1, 0];
    const until = performance.now() + 5000;
    while (same < 10 && performance.now() < until) {
      await frame();
      const h = el.getBoundingClientRect().height;
      same = h === last ? same + 1 : 0;
      last = h;
    }
    return last;
  };
  // The lowest edge at which `el` can be seen: the viewport's, or a scrolling box's around it (composed tree).
  const visibleBottom = (el) => {
    let bottom = innerHeight;
    for (let n = el.parentNode; n; n = n.assignedSlot ?? n.parentNode ?? n.host) {
      if (n.nodeType === 1 && getComputedStyle(n).overflowY !== 'visible') bottom = Math.min(bottom, n.getBoundingClientRect().bottom);
    }
    return bottom;
  };

  const first = await cardAt(0);
  if (!first) return { notes: ['the first operation card did not render'] };
  first.scrollIntoView({ block: 'start' });
  await settledHeight(first);
  // The examples come with the request panels' chunk; a card showing its form (try-it-open, the build before) has none.
  let pre;
  const until = performance.now() + 5000;
  while (!pre && performance.now() < until) {
    const examples = find(first.shadowRoot, 'sv-response-examples')?.shadowRoot;
    pre = examples && find(examples, 'pre');
    if (!pre && find(first.shadowRoot, 'sv-try-it')) break;
    if (!pre) await frame();
  }
  first.scrollIntoView({ block: 'start' });
  for (let i = 0; i < 2; i++) await frame();
  let [exampleTop, exampleVisible] = [undefined, false];
  if (pre) {
    const box = pre.getBoundingClientRect();
    exampleTop = box.top;
    // In view: its top and a first line (~16 px) inside the viewport and every scrolling box around it.
    exampleVisible = box.top >= 0 && box.top + 16 <= visibleBottom(pre);
  } else notes.push('the first operation shows no response example <pre>');
  const firstCardTop = first.getBoundingClientRect().top;
  if (firstCardTop < -1 || firstCardTop > 200) notes.push(`the first card's top was at ${firstCardTop.toFixed(0)} px, not at the top`);

  // The right-hand column's height too: the card is as tall as the taller of its two columns.
  const heights = [];
  const asides = [];
  for (let i = 0; i < count; i++) {
    const card = i === 0 ? first : await cardAt(i);
    if (!card) break;
    card.scrollIntoView({ block: 'start' });
    await card.updateComplete;
    heights.push(await settledHeight(card));
    const top = card.getBoundingClientRect().top;
    if (top < -1 || top >= innerHeight) notes.push(`card ${i + 1} was out of view when measured (top ${top.toFixed(0)} px)`);
    asides.push(card.shadowRoot?.querySelector('.aside')?.getBoundingClientRect().height ?? 0);
  }
  if (heights.length < count) notes.push(`only ${heights.length} of ${count} cards rendered within ${waitMs / 1000} s`);
  const mean = (list) => (list.length > 0 ? list.reduce((a, b) => a + b, 0) / list.length : undefined);
  return { exampleTop, exampleVisible, firstCardTop, heights, heightPerOp: mean(heights), asidePerOp: mean(asides), notes };
}

/** One load of one variant: probe timings, then the layout read in the same page. */
async function measure(browser, url, specPath) {
  const { context, page } = await freshPage(browser, settleMs);
  const result = { notes: [] };
  try {
    page.on('pageerror', (error) => result.notes.push(`page error: ${error.message}`));
    await page.evaluateOnNewDocument(installProbe, { waitMs, specPath });
    await page.goto(url, { waitUntil: 'load', timeout: waitMs * 2 });
    await page
      .waitForFunction(() => window.__svBench?.done === true, { timeout: waitMs * 4, polling: 100 })
      .catch(() => result.notes.push(`the probe did not finish within ${(waitMs * 4) / 1000} s`));
    const seen = await page.evaluate(() => window.__svBench);
    result.firstOperationMs = seen?.firstOperation;
    result.notes.push(...(seen?.notes ?? []));
    const layout = await page.evaluate(readLayout, { count: opCount, waitMs });
    result.notes.push(...layout.notes);
    Object.assign(result, { ...layout, notes: result.notes });
  } catch (error) {
    result.notes.push(`measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
  return result;
}

function median(list) {
  const sorted = list.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const fmt = (v, unit, digits = 0) => (v === undefined ? 'n/a' : `${v.toFixed(digits)} ${unit}`);

async function main() {
  const file = readdirSync(specsDir).find((f) => f.slice(0, f.lastIndexOf('.')) === SPEC);
  if (!file) throw new Error(`no spec ${SPEC}.* in ${specsDir}`);
  if (!values['no-build']) {
    console.log('Building (node esbuild.config.mjs --quiet --no-types) …');
    execFileSync(process.execPath, ['esbuild.config.mjs', '--quiet', '--no-types'], { cwd: root, stdio: 'inherit' });
  }
  const baseline = values.baseline ? resolve(values.baseline) : values['baseline-ref'] ? buildRef(values['baseline-ref']) : undefined;
  const variants = [
    { name: 'reading', page: 'ours' },
    { name: 'try-it-open', page: 'ours-try-it-open' },
    ...(baseline ? [{ name: 'before', page: 'ours-before' }] : []),
  ].map((v) => ({ ...v, samples: [] }));
  const machine = { before: { cpuProbeMs: cpuProbe(), loadavg: loadavg() } };
  const server = await startStaticServer({ roots: { dist: join(root, 'dist'), specs: specsDir, ...(baseline ? { baseline } : {}) }, pages });
  const userDataDir = mkdtempSync(join(tmpdir(), 'sv-bench-chrome-'));
  let browser;
  try {
    browser = await puppeteer.launch({
      executablePath: ensureChrome(),
      headless: true,
      userDataDir,
      // Specs link images on the internet; the bench never leaves loopback.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    });
    console.log(`${file} at 1280×800, ${encoding}; ${runs} run(s) of ${variants.map((v) => v.name).join(', ')}, interleaved; height per operation over the first ${opCount} cards${baseline ? `; before = ${baseline}` : ''}`);
    for (let run = 0; run < runs; run++) {
      // Rotated every run, so no variant always loads first (or right after the same one).
      const order = variants.map((_, i) => variants[(i + run) % variants.length]);
      for (const variant of order) {
        const url = `${server.url}/${encoding}/pages/${variant.page}.html?spec=${encodeURIComponent(file)}`;
        const s = await measure(browser, url, `/specs/${file}`);
        variant.samples.push(s);
        const example = s.exampleTop === undefined ? 'none' : `${s.exampleTop.toFixed(0)} px (${s.exampleVisible ? 'in view' : 'not in view'})`;
        console.log(`  run ${run + 1}  ${variant.name.padEnd(12)} first op ${fmt(s.firstOperationMs, 'ms').padEnd(8)} first example top ${example.padEnd(22)} height/op ${fmt(s.heightPerOp, 'px')} over ${s.heights?.length ?? 0} cards, column/op ${fmt(s.asidePerOp, 'px')}`);
      }
    }
    machine.after = { cpuProbeMs: cpuProbe(), loadavg: loadavg() };
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }

  const misses = report(variants);
  printMachine(machine);
  mkdirSync(join(root, '.bench'), { recursive: true });
  const raw = { date: new Date().toISOString(), spec: file, encoding, runs, opCount, machine, variants };
  writeFileSync(join(root, '.bench', 'reader-first.json'), `${JSON.stringify(raw, null, 2)}\n`);
  console.log('\nRaw figures: .bench/reader-first.json');
  if (values.strict && misses > 0) process.exitCode = 1;
}

/** Medians per variant, then the issue's checks; returns how many were missed. */
function report(variants) {
  const line = (cells) => cells.map((c, i) => String(c).padEnd([12, 24, 13, 7, 9, 0][i])).join('  ');
  console.log(`\n${line(['variant', 'first op (median, range)', 'example top', 'in view', 'height/op', 'column/op (medians)'])}`);
  const rows = variants.map(({ name, samples }) => {
    const firstOps = samples.map((s) => s.firstOperationMs).filter((x) => x !== undefined);
    const of = (key) => median(samples.map((s) => s[key]));
    const range = firstOps.length > 1 ? ` (${Math.min(...firstOps).toFixed(0)}–${Math.max(...firstOps).toFixed(0)})` : '';
    const inView = samples.filter((s) => s.exampleVisible).length;
    const row = { name, firstOperationMs: of('firstOperationMs'), exampleTop: of('exampleTop'), inView, heightPerOp: of('heightPerOp'), asidePerOp: of('asidePerOp') };
    const example = row.exampleTop === undefined ? 'none' : fmt(row.exampleTop, 'px');
    console.log(line([name, fmt(row.firstOperationMs, 'ms') + range, example, `${inView}/${samples.length}`, fmt(row.heightPerOp, 'px'), fmt(row.asidePerOp, 'px')]));
    return row;
  });
  const [reading, open, before] = rows;
  const ratio = (a, b) => (a !== undefined && b ? a / b : undefined);
  // Targets are against an earlier build; try-it-open shares this build's compact cards: information only.
  const checks = [
    { label: 'first response example in the first viewport (reading)', value: `${reading.inView}/${runs}`, ok: reading.inView === runs, target: 'every run' },
    ...[before, open].filter(Boolean).flatMap((other) => [
      { label: `height per operation, reading / ${other.name}`, ratio: ratio(reading.heightPerOp, other.heightPerOp), max: other === before ? MAX_HEIGHT_RATIO : undefined },
      { label: `first operation, reading / ${other.name} (medians)`, ratio: ratio(reading.firstOperationMs, other.firstOperationMs), max: other === before ? 1 : undefined },
    ]),
  ];
  console.log('\nIssue 49, point 5                                         target     measured  verdict');
  let misses = 0;
  for (const c of checks) {
    const value = c.value ?? (c.ratio === undefined ? 'n/a' : c.ratio.toFixed(2));
    const info = c.ok === undefined && c.max === undefined;
    const ok = info || (c.ok ?? (c.ratio !== undefined && c.ratio <= c.max));
    if (!ok) misses++;
    const verdict = info ? '(information)' : ok ? 'ok' : value === 'n/a' ? 'NOT MEASURED' : 'MISSED';
    console.log(`  ${c.label.padEnd(55)} ${(info ? '—' : (c.target ?? `≤ ${c.max.toFixed(2)}`)).padEnd(10)} ${value.padEnd(9)} ${verdict}`);
  }
  if (!before) console.log('  No earlier build (--baseline-ref REF or --baseline DIR): the targets against the layout before are not measured.');
  console.log("  First-operation ratios move with the machine's load: read them from an idle machine.");
  for (const { name, samples } of variants) for (const note of new Set(samples.flatMap((s) => s.notes))) console.log(`  note, ${name}: ${note}`);
  return misses;
}

main().catch((error) => {
  console.error(`\nbench:reader: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
