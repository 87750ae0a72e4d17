/**
 * Every file of the shared corpus (../shared/specs, listed in MANIFEST.md) through the real `<spec-viewer>`, in
 * each engine the suite runs in: OpenAPI/Swagger files render a full page with the manifest's operation count and
 * a sidebar entry per operation; `bad-*` files end in the error panel with a precise message; other formats never
 * leave a blank page. No page throws, logs an error or scrolls sideways in a 1280 px window.
 */
import YAML from 'yaml';
import { operationsBehindPathItemRefs } from '../helpers/path-item-refs.js';
import { asyncApiCounts } from '../helpers/asyncapi-counts.js';
import { expect, fixtureCleanup } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, shadow } from '../helpers/viewer.js';
import { expectedWsdlOperations } from '../helpers/wsdl-operations.js';
import { PageProblems, sidewaysOverflow } from '../helpers/page-problems.js';
import { setViewport } from '../helpers/viewport.js';

interface ManifestRow {
  file: string;
  format: string;
  /** Path operations (webhooks excluded), for OpenAPI rows. */
  operations?: number;
}

/** Rows of the manifest's table: `| file | format | operations | size | … |`. */
function parseManifest(text: string): ManifestRow[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| file ') && !line.startsWith('|---'))
    .map((line) => {
      const cells = line.split('|').map((c) => c.trim());
      const [file = '', format = '', operations = ''] = cells.slice(1);
      const count = /^(\d+)/.exec(operations)?.[1];
      return count === undefined ? { file, format } : { file, format, operations: Number(count) };
    })
    .filter((row) => row.file !== '');
}

const manifest = parseManifest(await (await fetch('/specs/MANIFEST.md')).text());

/** Opens every collapsed sidebar group, shows all entries of long ones, and returns their operation ids. */
async function sidebarOperationIds(el: SpecViewer): Promise<Set<string>> {
  const sidebar = shadow(el).querySelector('sv-sidebar') as HTMLElement & { updateComplete: Promise<unknown> };
  for (;;) {
    const closed = [...shadow(sidebar).querySelectorAll<HTMLButtonElement>('.group-toggle[aria-expanded="false"]')].filter(
      (b) => !b.textContent?.includes('Schemas'),
    );
    // Groups with very many operations list a first slice and a "Show N more" button, as a reader sees them.
    const more = [...shadow(sidebar).querySelectorAll<HTMLButtonElement>('button.sv-more')];
    if (closed.length === 0 && more.length === 0) break;
    closed.forEach((b) => b.click());
    more.forEach((b) => b.click());
    await sidebar.updateComplete;
  }
  return new Set([...shadow(sidebar).querySelectorAll<HTMLElement>('a[data-op-id]')].map((a) => a.dataset['opId'] ?? ''));
}

describe('all specs of the corpus', () => {
  failOnLitWarnings();
  const problems = new PageProblems();
  before(() => setViewport({ width: 1280, height: 900 }));
  beforeEach(() => problems.start());
  afterEach(() => {
    problems.stop();
    fixtureCleanup();
  });
  /** What a reader sees besides the element: nothing thrown or logged, no sideways scrolling. */
  const expectCleanPage = async () => {
    expect(await sidewaysOverflow(), 'px the document is wider than the window').to.equal(0);
    expect(problems.seen, 'errors on the page').to.deep.equal([]);
  };

  it('reads the manifest', () => {
    expect(manifest.length).to.be.greaterThan(90);
  });

  for (const row of manifest) {
    if (row.file === 'types.xsd') continue; // companion XSD of a WSDL, not a spec
    const url = `/specs/${row.file}`;

    if (row.file.startsWith('bad-')) {
      it(`${row.file}: error panel with a precise message`, async () => {
        const { el, outcome } = await mountViewer(url);
        if (outcome.kind !== 'error') throw new Error(`${row.file} loaded instead of failing`);
        const panel = shadow(el).querySelector('sv-error-panel');
        const alert = shadow(panel).querySelector('[role="alert"]');
        expect(alert, 'error panel').to.exist;
        expect(outcome.detail.message.length).to.be.greaterThan(20);
        expect(alert?.textContent).to.include(outcome.detail.message);
        expect(outcome.detail.code).not.to.equal('internal');
        await expectCleanPage();
      });
    } else if (/^(OpenAPI|Swagger)/.test(row.format)) {
      it(`${row.file}: full page with ${row.operations} operations, each in the sidebar`, async function () {
        const { el, outcome } = await mountViewer(url);
        expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
        const model = el.model;
        if (!model) throw new Error('no model');
        const text = await (await fetch(url)).text();
        const raw: unknown = /\.json$/.test(row.file) ? JSON.parse(text.replace(/^\uFEFF/, '')) : YAML.parse(text, { maxAliasCount: 100 });
        const expected = (row.operations ?? 0) + operationsBehindPathItemRefs(raw);
        const endpoints = model.operations.filter((op) => op.kind !== 'webhook');
        expect(endpoints.length).to.equal(expected);
        expect(outcome.detail).to.include({ operationCount: expected });
        const ids = await sidebarOperationIds(el);
        for (const op of model.operations) expect(ids.has(op.id), `sidebar entry for ${op.id}`).to.equal(true);
        const content = shadow(shadow(el).querySelector('sv-content'));
        expect(shadow(content.querySelector('sv-info')).querySelector('h1')?.textContent).to.equal(model.info.title);
        if (model.operations.length > 0) expect(content.querySelector('sv-operation'), 'first card rendered').to.exist;
        await expectCleanPage();
      });
    } else if (/^WSDL/.test(row.format)) {
      it(`${row.file}: full page with every SOAP and HTTP operation in the sidebar`, async function () {
        const { el, outcome } = await mountViewer(url);
        expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
        const model = el.model;
        if (!model) throw new Error('no model');
        const expected = expectedWsdlOperations(await (await fetch(url)).text());
        expect(expected).to.be.greaterThan(0);
        expect(model.operations.length).to.equal(expected);
        expect(outcome.detail).to.include({ operationCount: expected });
        const ids = await sidebarOperationIds(el);
        for (const op of model.operations) expect(ids.has(op.id), `sidebar entry for ${op.id}`).to.equal(true);
        const content = shadow(shadow(el).querySelector('sv-content'));
        expect(content.querySelector('sv-operation'), 'first card rendered').to.exist;
        await expectCleanPage();
      });
    } else if (/^AsyncAPI/.test(row.format)) {
      it(`${row.file}: full page with the document's operations and messages`, async function () {
        const { el, outcome } = await mountViewer(url);
        expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
        const model = el.model;
        if (!model) throw new Error('no model');
        const text = await (await fetch(url)).text();
        const raw = (/\.json$/.test(row.file) ? JSON.parse(text) : YAML.parse(text)) as Record<string, unknown>;
        const expected = asyncApiCounts(raw);
        expect(model.operations.length, 'operations').to.equal(expected.operations);
        expect(model.messages?.length, 'distinct messages').to.equal(expected.messages);
        const ids = await sidebarOperationIds(el);
        for (const op of model.operations) expect(ids.has(op.id), `sidebar entry for ${op.id}`).to.equal(true);
        const content = shadow(shadow(el).querySelector('sv-content'));
        expect(shadow(content.querySelector('sv-info')).querySelector('h1')?.textContent).to.equal(model.info.title);
        // Every operation's card shows each of its messages (those after the first four once the reader nears them).
        for (const op of model.operations) {
          await (content.host as HTMLElement & { reveal(id: string): Promise<boolean> }).reveal(op.id);
          const card = content.getElementById(op.id) as HTMLElement & { updateComplete: Promise<unknown> };
          await card.updateComplete;
          shadow(card).querySelector('.messages-rest')?.scrollIntoView();
          const shown = () => shadow(card).querySelectorAll('.messages .message').length;
          await waitUntil(() => shown() === op.async?.messages.length, `messages of ${op.id}: ${shown()} of ${op.async?.messages.length}`, { timeout: 10_000 });
        }
        await expectCleanPage();
      });
    } else {
      it(`${row.file}: never a blank page`, async function () {
        const { el } = await mountViewer(url);
        const root = shadow(el);
        const page = root.querySelector('sv-content');
        const error = root.querySelector('sv-error-panel');
        expect(page !== null || error !== null, 'page or error panel').to.equal(true);
        if (error) expect(shadow(error).querySelector('[role="alert"]')?.textContent?.trim()).not.to.equal('');
        await expectCleanPage();
      });
    }
  }
});
