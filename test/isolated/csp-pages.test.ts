// Issue 48 point 2: every format's page, from the built bundle, on a page served with the strict policy of
// docs/csp.md (test/helpers/csp-page-middleware.mjs): the page renders, Try-It opens and Send is answered (the mock),
// the code samples show, the search dialog opens and searches, Authorize opens, GraphQL's schema checks run in
// their worker, and the page reports no Content-Security-Policy violation. In test/isolated/: scripts/test.mjs
// runs it in a browser of its own after the components suite (in the same session WebKit's driver stalled in the
// files after it).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';

interface CspWindow extends Window {
  cspViolations: string[];
  specLoaded?: { title: string };
}

async function openPage(spec: string, entry: 'base' | 'extended'): Promise<{ frame: HTMLIFrameElement; win: CspWindow }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1200px;height:800px;border:0';
  frame.src = `/csp-page.html?spec=${spec}&entry=${entry}`;
  document.body.append(frame);
  await waitUntil(() => (frame.contentWindow as CspWindow | null)?.specLoaded, `${spec} loads under the strict policy`);
  return { frame, win: frame.contentWindow as CspWindow };
}

/** The first operation's Try-It, opened, and Send clicked (the mock answers); resolves when the answer shows. */
async function sendFirst(win: CspWindow): Promise<void> {
  const viewer = win.document.querySelector('spec-viewer')!;
  const content = () => viewer.shadowRoot?.querySelector('sv-content')?.shadowRoot;
  await waitUntil(() => content()?.querySelector('sv-operation')?.shadowRoot?.querySelector('sv-example-column')?.shadowRoot?.querySelector('.column'), 'the examples column');
  const column = content()!.querySelector('sv-operation')!.shadowRoot!.querySelector('sv-example-column') as unknown as HTMLElement & { formOpen: boolean; openForm(): Promise<void> };
  await waitUntil(() => column.shadowRoot!.querySelector('sv-code-samples')?.shadowRoot?.querySelector('pre code')?.textContent, 'the request sample');
  if (!column.formOpen) await column.openForm();
  const form = () => column.shadowRoot!.querySelector('sv-try-it')?.shadowRoot;
  await waitUntil(() => form()?.querySelector('.send:not([disabled])'), 'Send');
  form()!.querySelector<HTMLButtonElement>('.send')!.click();
  await waitUntil(() => form()!.querySelector('sv-response')?.shadowRoot?.querySelector('.status, .error'), 'the answer');
}

describe('a page with a strict Content-Security-Policy', function () {
  const frames: HTMLIFrameElement[] = [];
  afterEach(() => frames.splice(0).forEach((f) => f.remove()));

  // The apps' spec (one GET, no credential needed) for Send; corpus documents of every other format.
  for (const [spec, entry, tryIt] of [
    ['/test/packages/apps/spec.yaml', 'base', true],
    ['/specs/oas30-petstore.yaml', 'base', false],
    ['/specs/oas31-webhooks.yaml', 'base', false],
    ['/specs/asyncapi3-streetlights-mqtt.yml', 'base', false],
    ['/specs/wsdl-stockquote.wsdl', 'base', true],
    ['/specs/graphql-swapi.graphql', 'extended', false],
    // Over 64 KB: its schema checks run in GraphQL's check worker (a file of the page's origin).
    ['/specs/graphql-github.graphql', 'extended', false],
  ] as const) {
    it(`${spec}: renders${tryIt ? ', Try-It answers' : ''}, search and Authorize open; no violation`, async () => {
      const { frame, win } = await openPage(spec, entry);
      frames.push(frame);
      if (tryIt) await sendFirst(win);
      if (spec.includes('graphql-github')) {
        // Started once the first view is up: the check worker's file is fetched (a refused worker never is).
        const fetched = () => win.performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/graphql-check-worker.js'));
        await waitUntil(fetched, 'GraphQL’s check worker started');
      }
      const viewer = win.document.querySelector('spec-viewer')!;
      // The search dialog, opened from the sidebar's button, and a query typed.
      viewer.shadowRoot!.querySelector('sv-sidebar')!.shadowRoot!.querySelector<HTMLButtonElement>('.search-button')!.click();
      await waitUntil(() => viewer.shadowRoot!.querySelector('sv-search')?.shadowRoot?.querySelector('dialog[open] input'), 'the search dialog');
      const input = viewer.shadowRoot!.querySelector('sv-search')!.shadowRoot!.querySelector<HTMLInputElement>('dialog input')!;
      input.value = spec.includes('graphql-github') ? 'repository' : spec.includes('graphql') ? 'film' : spec.includes('wsdl') ? 'stock' : spec.includes('asyncapi') ? 'light' : spec.includes('apps') ? 'health' : 'pet';
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await waitUntil(() => viewer.shadowRoot!.querySelector('sv-search')!.shadowRoot!.querySelector('[role="option"]'), 'search results');
      viewer.shadowRoot!.querySelector('sv-search')!.shadowRoot!.querySelector('dialog')!.close();
      // The Authorize dialog, where the document has security schemes.
      const authorize = viewer.shadowRoot!.querySelector('sv-content')!.shadowRoot!.querySelector('sv-authorize') as unknown as { show(): Promise<void> } | null;
      if (authorize) await authorize.show();
      await new Promise((resolve) => setTimeout(resolve, 200)); // a violation event is queued as a task
      expect(win.cspViolations).to.deep.equal([]);
    });
  }
});
