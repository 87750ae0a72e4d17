// GraphQL Try-It end to end against a real GraphQL endpoint (graphql-http, test/servers/graphql-server.mjs), in
// direct mode and through the real proxy: variables, GraphQL errors in a 200, custom headers, the Authorize
// panel's bearer token, the endpoint field when the page sets none, persistence, Reset and events.
import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/extended.js';
import type { SpecViewer } from '../../components/extended.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import type { SvCodeSamples } from '../../components/code-samples/code-samples.js';
import type { SvAuthorize } from '../../components/authorize/authorize.js';
import type { TryItRequest, TryItResponse } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { clearHash, mountViewer, openTryIt, shadow } from '../helpers/viewer.js';
import { $, $$, inputByLabel, tryItServers, type } from './try-it-fixtures.js';

interface GraphqlServer {
  url: string;
}
let server: Promise<GraphqlServer> | undefined;
const graphqlServer = () => (server ??= executeServerCommand<GraphqlServer, undefined>('graphql-server'));
const schemaUrl = async () => (await graphqlServer()).url.replace(/\/graphql$/, '/schema.graphql');

async function mount(attrs: Record<string, string> = {}): Promise<SpecViewer> {
  const { el, outcome } = await mountViewer(await schemaUrl(), attrs);
  expect(outcome.kind).to.equal('load');
  return el;
}

/** The Try-It panel of a root field's card. */
async function tryIt(el: SpecViewer, id: string): Promise<SvTryIt> {
  location.hash = `#${id}`;
  const content = shadow(shadow(el).querySelector('sv-content'));
  await waitUntil(() => content.querySelector(`sv-operation#${id}`)?.shadowRoot, `card of ${id}`);
  const panel = await openTryIt(content.querySelector(`sv-operation#${id}`)!);
  await waitUntil(() => panel.shadowRoot?.querySelector('form'), `Try-It of ${id}`);
  await panel.updateComplete;
  return panel;
}

async function send(panel: SvTryIt): Promise<TryItResponse> {
  await panel.updateComplete;
  expect($$(panel, '.blockers li').map((li) => li.textContent!.trim()), 'nothing blocks Send').to.deep.equal([]);
  const event = oneEvent(panel, 'try-it-response');
  $<HTMLButtonElement>(panel, 'button.send').click();
  return (await event).detail as TryItResponse;
}

async function setVariables(panel: SvTryIt, value: unknown): Promise<void> {
  type($<HTMLTextAreaElement>(panel, '#graphql-variables'), JSON.stringify(value));
  await panel.updateComplete;
}

describe('GraphQL Try-It', () => {
  failOnLitWarnings();
  afterEach(() => {
    clearHash();
    localStorage.clear();
    sessionStorage.clear();
    document.querySelectorAll('spec-viewer').forEach((e) => e.remove());
  });

  for (const mode of ['direct', 'proxy'] as const) {
    it(`${mode} mode: POSTs {query, variables, operationName} as JSON; variables reach the resolver`, async () => {
      const { url } = await graphqlServer();
      const attrs: Record<string, string> = { endpoint: url };
      if (mode === 'proxy') attrs['proxy-url'] = (await tryItServers()).proxyUrl;
      const el = await mount(attrs);
      const panel = await tryIt(el, 'query-greet');
      expect($<HTMLTextAreaElement>(panel, '#graphql-query').value).to.equal(
        'query Greet($name: String!, $punctuation: String) {\n  greet(name: $name, punctuation: $punctuation) {\n    text\n    length\n  }\n}',
      );
      expect(JSON.parse($<HTMLTextAreaElement>(panel, '#graphql-variables').value)).to.deep.equal({ name: 'string', punctuation: '!' });
      expect($<HTMLInputElement>(panel, '#graphql-operation-name').value).to.equal('Greet');
      await setVariables(panel, { name: 'Ada', punctuation: '?' });
      const requests: TryItRequest[] = [];
      el.addEventListener('try-it-request', (e) => requests.push((e as CustomEvent<TryItRequest>).detail));
      const response = await send(panel);
      expect(response.status).to.equal(200);
      expect(response.mode).to.equal(mode);
      expect(JSON.parse(response.body)).to.deep.equal({ data: { greet: { text: 'Hello, Ada?', length: 11 } } });
      expect(requests[0]!.method).to.equal('POST');
      expect(requests[0]!.url).to.equal(url);
      const body = requests[0]!.body;
      expect(body?.kind).to.equal('text');
      expect(JSON.parse(body?.kind === 'text' ? body.text : '')).to.deep.equal({
        query: $<HTMLTextAreaElement>(panel, '#graphql-query').value,
        variables: { name: 'Ada', punctuation: '?' },
        operationName: 'Greet',
      });
      expect(shadow(panel.shadowRoot!.querySelector('sv-response')).querySelector('.graphql-errors')).to.equal(null);
    });

    it(`${mode} mode: GraphQL errors in a 200 are shown as errors`, async () => {
      const attrs: Record<string, string> = { endpoint: (await graphqlServer()).url };
      if (mode === 'proxy') attrs['proxy-url'] = (await tryItServers()).proxyUrl;
      const el = await mount(attrs);
      const panel = await tryIt(el, 'query-broken');
      const response = await send(panel);
      expect(response.status).to.equal(200);
      const view = shadow(panel.shadowRoot!.querySelector('sv-response'));
      await waitUntil(() => view.querySelector('.graphql-errors'));
      expect(view.querySelector('.graphql-errors')!.getAttribute('role')).to.equal('alert');
      expect(view.querySelector('.graphql-errors')!.textContent).to.contain('This field always fails. (at broken)');
    });

    it(`${mode} mode: custom headers and the Authorize panel's bearer token reach the endpoint`, async () => {
      const attrs: Record<string, string> = { endpoint: (await graphqlServer()).url };
      if (mode === 'proxy') attrs['proxy-url'] = (await tryItServers()).proxyUrl;
      const el = await mount(attrs);
      const panel = await tryIt(el, 'query-header');
      $<HTMLButtonElement>(panel, 'button.add-header').click();
      await panel.updateComplete;
      const [nameInput, valueInput] = [$<HTMLInputElement>(panel, '.header-row .header-name'), $<HTMLInputElement>(panel, '.header-row .header-value')];
      type(nameInput!, 'X-Trace');
      await panel.updateComplete;
      type(valueInput!, 'trace-42');
      await setVariables(panel, { name: 'X-Trace' });
      expect(JSON.parse((await send(panel)).body)).to.deep.equal({ data: { header: 'trace-42' } });

      const authorize = shadow(shadow(el).querySelector('sv-content')).querySelector<SvAuthorize>('sv-authorize')!;
      await authorize.loadPanel(); // the closed dialog's forms are a lazy chunk
      await authorize.updateComplete;
      expect(authorize.shadowRoot!.textContent).to.contain('bearerAuth');
      type(inputByLabel(authorize, 'Bearer token'), 'secret-token');
      await authorize.updateComplete;
      (authorize as HTMLElement & { apply(key: string): void }).apply('bearerAuth');
      await setVariables(panel, { name: 'Authorization' });
      await waitUntil(() => panel.buildCurrentRequest().headers.some(([n]) => n === 'Authorization'), 'credentials applied');
      expect(JSON.parse((await send(panel)).body)).to.deep.equal({ data: { header: 'Bearer secret-token' } });
    });
  }

  it('security-schemes replaces the default bearer scheme (an API key here)', async () => {
    const el = await mount({ endpoint: (await graphqlServer()).url, 'security-schemes': JSON.stringify({ token: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } }) });
    const authorize = shadow(shadow(el).querySelector('sv-content')).querySelector<SvAuthorize>('sv-authorize')!;
    await authorize.loadPanel(); // the closed dialog's forms are a lazy chunk
    await authorize.updateComplete;
    expect(authorize.shadowRoot!.textContent).to.contain('X-Api-Key');
    expect(authorize.shadowRoot!.textContent).not.to.contain('bearerAuth');
  });

  it('without an endpoint: an endpoint field blocks Send until filled, is saved with the form and Reset restores the example', async () => {
    const el = await mount({ 'try-it-persist-ttl': '600' });
    let panel = await tryIt(el, 'query-greet');
    const endpoint = inputByLabel(panel, 'endpoint');
    expect(endpoint.value).to.equal('');
    expect($$(panel, '.blockers li').map((li) => li.textContent!.trim())).to.deep.equal(['Enter the GraphQL endpoint URL.']);
    type(endpoint, (await graphqlServer()).url);
    await setVariables(panel, { name: 'Lin' });
    expect(JSON.parse((await send(panel)).body)).to.deep.equal({ data: { greet: { text: 'Hello, Lin!', length: 11 } } });
    // Saved with the form (localStorage, debounced), restored by a new page.
    await new Promise((r) => setTimeout(r, 300));
    el.remove();
    const again = await mount({ 'try-it-persist-ttl': '600' });
    panel = await tryIt(again, 'query-greet');
    expect(inputByLabel(panel, 'endpoint').value).to.equal((await graphqlServer()).url);
    expect(JSON.parse($<HTMLTextAreaElement>(panel, '#graphql-variables').value)).to.deep.equal({ name: 'Lin' });
    $<HTMLButtonElement>(panel, 'button.reset').click();
    await panel.updateComplete;
    expect(JSON.parse($<HTMLTextAreaElement>(panel, '#graphql-variables').value)).to.deep.equal({ name: 'string', punctuation: '!' });
  });

  it('invalid variables JSON blocks Send; code samples print the same POST', async () => {
    const el = await mount({ endpoint: (await graphqlServer()).url });
    const panel = await tryIt(el, 'mutation-rename');
    const samples = shadow((panel.getRootNode() as ShadowRoot).querySelector('sv-code-samples') as SvCodeSamples);
    await waitUntil(() => samples.textContent!.includes('curl'), 'cURL sample');
    expect(samples.textContent).to.contain('mutation Rename');
    type($<HTMLTextAreaElement>(panel, '#graphql-variables'), '{nope');
    await panel.updateComplete;
    expect($$(panel, '.blockers li').map((li) => li.textContent!.trim())).to.deep.equal(['The variables are not valid JSON.']);
    expect($<HTMLButtonElement>(panel, 'button.send').disabled).to.equal(true);
  });
});
