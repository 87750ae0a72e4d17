// GraphQL pages (extended build): the shared corpus renders, the syntax-error panel, what a type and a root field
// show, deep links, the export note, Try-It against a real GraphQL endpoint (direct and proxy), accessibility.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/extended.js';
import '../../components/search/define.js';
import type { SpecViewer } from '../../components/extended.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { clearHash, columnOf, mountViewer, shadow } from '../helpers/viewer.js';
import { typeText } from '../helpers/keys.js';

const FIXTURE = `
"""The fixture schema: **bold** <img src="data:," onerror="window.__xss = 1"><script>window.__xss = 2</script>"""
schema { query: QueryRoot mutation: MutationRoot }
"""A node."""
interface Node { id: ID! }
interface Named implements Node { id: ID! name: String }
type User implements Node & Named @key(fields: "id") {
  id: ID!
  name: String
  "Old name."
  login: String @deprecated(reason: "Use name.")
  friends(first: Int = 10, order: Order = ASC): [User!]!
}
type Bot implements Node { id: ID! model: String }
union Actor = User | Bot
enum Order { ASC DESC OLD @deprecated }
enum Big { ${Array.from({ length: 1500 }, (_, i) => `V${i}`).join(' ')} }
input UserFilter @oneOf { name: String ids: [ID!] }
scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")
directive @key(fields: String!) repeatable on OBJECT | INTERFACE
type QueryRoot {
  user(id: ID!): User
  actors(since: DateTime, filter: UserFilter, size: Big): [Actor]
}
type MutationRoot { rename(id: ID!, name: String!): User }
`;

const urls: string[] = [];
function specUrl(text: string): string {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  urls.push(url);
  return url;
}

const content = (el: SpecViewer): ShadowRoot => shadow(shadow(el).querySelector('sv-content'));
const sidebar = (el: SpecViewer): ShadowRoot => shadow(shadow(el).querySelector('sv-sidebar'));

/** All text of a subtree, shadow roots included. */
function deepText(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
    n.childNodes.forEach(walk);
  };
  walk(node);
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function card(el: SpecViewer, id: string): Promise<ShadowRoot> {
  await waitUntil(() => content(el).querySelector(`sv-operation#${CSS.escape(id)}`)?.shadowRoot?.querySelector('sv-graphql-operation'), `card ${id}`);
  const op = content(el).querySelector(`sv-operation#${CSS.escape(id)}`)!;
  await (op as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  return shadow(op);
}

async function typeEntry(el: SpecViewer, name: string): Promise<ShadowRoot> {
  await waitUntil(() => content(el).querySelector(`sv-graphql-type#type-${name}`)?.shadowRoot?.querySelector('h3'), `type ${name}`);
  return shadow(content(el).querySelector(`sv-graphql-type#type-${name}`));
}

describe('GraphQL pages', () => {
  failOnLitWarnings();
  afterEach(() => {
    clearHash();
    window.scrollTo(0, 0);
    localStorage.clear();
    document.querySelectorAll('spec-viewer').forEach((e) => e.remove());
  });
  after(() => urls.forEach((u) => URL.revokeObjectURL(u)));

  for (const [file, count] of [
    ['graphql-swapi.graphql', 13],
    ['graphql-swapi-introspection-wrapped.json', 13],
    ['graphql-github.graphql', 278],
    ['graphql-github-introspection-wrapped.json', 272],
  ] as const) {
    it(`renders ${file}`, async function () {
      const { el, outcome } = await mountViewer(`/specs/${file}`);
      expect(outcome).to.deep.equal({ kind: 'load', detail: { specType: 'graphql', title: 'GraphQL API', version: '', operationCount: count } });
      const first = content(el).querySelector('sv-operation');
      expect(first?.shadowRoot?.querySelector('sv-graphql-operation')).to.exist;
      const groups = [...sidebar(el).querySelectorAll('.group-toggle')].map((b) => b.textContent!.replace(/\s+/g, ' ').trim());
      expect(groups[0]).to.match(/^Queries \d+ entries$/);
      expect(groups.some((g) => /^Objects \d+ entries$/.test(g))).to.equal(true);
      expect(groups.some((g) => /^Directives \d+ entries$/.test(g))).to.equal(true);
    });
  }

  it('a large SDL is shown before its checks, which run in a worker and list their problems when done', async function () {
    const { el, outcome } = await mountViewer('/specs/graphql-github.graphql');
    expect(outcome.kind).to.equal('load');
    const model = el.model!;
    expect(model.graphql?.checked).to.be.instanceOf(Promise);
    expect(model.warnings).to.deep.equal([]);
    const problems = await model.graphql!.checked!;
    expect(problems.map((p) => p.message)).to.deep.equal([
      'Field "EnterpriseOwnerInfo.repositoryDeployKeySetting" can only be defined once.',
      'Field "EnterpriseOwnerInfo.repositoryDeployKeySettingOrganizations" can only be defined once.',
    ]);
    const note = content(el).querySelector('sv-graphql-note')!;
    // The warnings list is a lazy chunk: its element renders once the chunk has defined it.
    await waitUntil(() => deepText(note).includes('2 problems'), 'the late problems are listed', { timeout: 10_000 });
    expect(deepText(note)).to.contain('2 problems');
    await expect(note).to.be.accessible();
  });

  it('bad-graphql-syntax.graphql gives the error panel with line and column', async () => {
    const { el, outcome } = await mountViewer('/specs/bad-graphql-syntax.graphql');
    expect(outcome.kind).to.equal('error');
    const panel = shadow(shadow(el).querySelector('sv-error-panel'));
    const text = deepText(panel);
    expect(text).to.contain('Invalid GraphQL schema');
    expect(text).to.contain('Syntax Error: Expected Name, found "}"');
    expect(text).to.contain('5:1');
  });

  it('shows a type: kind, sanitized Markdown, fields with arguments and GraphQL-literal defaults, deprecated folded, relations', async () => {
    history.replaceState(null, '', '#type-User');
    const { el } = await mountViewer(specUrl(FIXTURE));
    const user = await typeEntry(el, 'User');
    const text = deepText(user);
    expect(text).to.contain('Object');
    expect(text).to.contain('Implements Node Named');
    expect(text).to.contain('@key(fields: "id")');
    expect(deepText(user.querySelector('#type-User\\.friends')!)).to.match(/first\s*:\s*Int\s*=\s*10/);
    expect(deepText(user.querySelector('#type-User\\.friends')!)).to.match(/order\s*:\s*Order\s*=\s*ASC/);
    const folded = user.querySelector('details.deprecated-items')!;
    expect(folded.querySelector('summary')!.textContent).to.equal('Show 1 deprecated');
    expect(folded.hasAttribute('open')).to.equal(false);
    expect(deepText(folded)).to.contain('Use name.');
    // used-by: rendered when opened
    const usedBy = user.querySelector<HTMLDetailsElement>('details.used-by')!;
    expect(usedBy.querySelector('summary')!.textContent).to.equal('Used by (4)');
    usedBy.open = true;
    await waitUntil(() => usedBy.querySelectorAll('li').length === 4);
    expect(deepText(usedBy)).to.contain('QueryRoot.user');
    expect(deepText(usedBy)).to.contain('Actor');
    // the description is Markdown, sanitized
    const info = deepText(content(el).querySelector('sv-info')!);
    expect(info).to.contain('The fixture schema:');
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
  });

  it('interfaces list their implementations (interfaces included); unions their members; @oneOf, @specifiedBy; long enums lazy', async () => {
    history.replaceState(null, '', '#type-Node');
    const { el } = await mountViewer(specUrl(FIXTURE));
    expect(deepText(await typeEntry(el, 'Node'))).to.contain('Implemented by User Bot Named');
    location.hash = '#type-Actor';
    expect(deepText(await typeEntry(el, 'Actor'))).to.match(/Possible types \( 2 \) User Bot/);
    const filter = await typeEntry(el, 'UserFilter');
    expect(filter.querySelector('.badge.accent')!.textContent).to.equal('@oneOf');
    const date = await typeEntry(el, 'DateTime');
    expect(date.querySelector('a[href="https://tools.ietf.org/html/rfc3339"]')).to.exist;
    const big = await typeEntry(el, 'Big');
    expect(big.querySelectorAll('li.row').length).to.equal(50);
    // Keyboard: the button is reachable and Enter shows every value.
    big.querySelector<HTMLButtonElement>('button.more')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => big.querySelectorAll('li.row').length === 1500);
  });

  it('deep links: #query-<field>, #mutation-<field>, #type-<Name>.<field> (unfolding deprecated), #directive-<name>; directives with locations and repeatable', async () => {
    history.replaceState(null, '', '#type-User.login');
    const { el } = await mountViewer(specUrl(FIXTURE));
    const user = await typeEntry(el, 'User');
    await waitUntil(() => user.querySelector<HTMLDetailsElement>('details.deprecated-items')?.open, 'deprecated folded items opened');
    // A value far down a long enum, linked after the type has rendered with its first values only.
    location.hash = '#type-Big';
    const big = await typeEntry(el, 'Big');
    await waitUntil(() => big.querySelectorAll('li.row').length === 50, 'first 50 values');
    location.hash = '#type-Big.V1400';
    await waitUntil(() => big.getElementById('type-Big.V1400'), 'value 1400 rendered for its deep link');
    location.hash = '#directive-key';
    // The directives section renders when the reader nears it or links into it.
    await waitUntil(() => content(el).querySelector('sv-graphql-directives')?.shadowRoot?.getElementById('directive-key'));
    const directives = content(el).querySelector('sv-graphql-directives')!;
    const key = deepText(directives.shadowRoot!.getElementById('directive-key')!);
    expect(directives.shadowRoot!.querySelector('#directive-key h3')!.textContent).to.equal('@key');
    expect(key).to.contain('repeatable');
    expect(key).to.contain('OBJECT | INTERFACE');
    location.hash = '#mutation-rename';
    const rename = await card(el, 'mutation-rename');
    expect(rename.querySelector('.copy-link')?.getAttribute('data-target')).to.equal('mutation-rename');
    expect(content(el).querySelector('sv-operation#query-user')).to.exist;
  });

  it('a root field card: returns and arguments; beside it the example document, variables and response (shown first)', async () => {
    const { el } = await mountViewer(specUrl(FIXTURE));
    const root = await card(el, 'query-user');
    const user = shadow(root.querySelector('sv-graphql-operation'));
    expect(deepText(user)).to.contain('Returns User');
    const column = await columnOf(root.host);
    await waitUntil(() => column.shadowRoot!.querySelector('sv-example-tabs')?.shadowRoot?.querySelector('pre'), 'the example tabs');
    const tabs = shadow(column.shadowRoot!.querySelector('sv-example-tabs'));
    const tabButtons = [...tabs.querySelectorAll<HTMLElement>('[role=tab]')];
    expect(tabButtons.map((b) => b.textContent!.trim())).to.deep.equal(['Query', 'Variables', 'Response']);
    expect(tabButtons[2]!.getAttribute('aria-selected')).to.equal('true');
    expect(JSON.parse(tabs.querySelector('pre')!.textContent!)).to.deep.equal({ data: { user: { id: 'MDQ6VXNlcjE=', name: 'string' } } });
    tabButtons[0]!.click();
    await waitUntil(() => tabs.querySelector('pre')!.textContent!.startsWith('query'), 'the query tab');
    expect(tabs.querySelector('pre')!.textContent).to.equal('query User($id: ID!) {\n  user(id: $id) {\n    id\n    name\n  }\n}');
    tabButtons[1]!.click();
    await waitUntil(() => tabs.querySelector('pre')!.textContent!.startsWith('{'), 'the variables tab');
    expect(JSON.parse(tabs.querySelector('pre')!.textContent!)).to.deep.equal({ id: 'MDQ6VXNlcjE=' });
  });

  it('search lands on a field row: the row is focused and highlighted, like a parameter or property row', async () => {
    const { el } = await mountViewer('/specs/graphql-swapi-introspection-wrapped.json');
    const field = (await el.search('eyeColor')).find((r) => r.id.endsWith('.eyeColor'))!;
    expect(field, 'a field result').to.exist;
    const search = shadow(el).querySelector('sv-search') as HTMLElement & { open(): Promise<void> };
    await search.open();
    await typeText('eyeColor');
    const options = () => [...shadow(search).querySelectorAll('[role="option"]')];
    await waitUntil(() => options().length > 0, 'results');
    const index = options().findIndex((o) => o.id && o.textContent?.includes('eyeColor'));
    for (let i = 0; i < index; i++) await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === `#${field.id}`, `hash #${field.id}`);
    const deepActive = () => {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a;
    };
    await waitUntil(() => deepActive()?.id === field.id, `the row ${field.id} is focused (focus: ${deepActive()?.tagName})`, { timeout: 8000 });
    expect(deepActive()!.hasAttribute('data-search-landed'), 'the row itself is highlighted').to.equal(true);
    expect(deepActive()!.textContent).to.contain('eyeColor');
  });

  it('an introspection export without the optional fields shows one note naming the options', async () => {
    const { el } = await mountViewer('/specs/graphql-swapi-introspection-wrapped.json');
    const notes = content(el).querySelectorAll('sv-graphql-note');
    expect(notes.length).to.equal(1);
    const text = deepText(notes[0]!);
    for (const option of ['schemaDescription', 'specifiedByUrl', 'inputValueDeprecation', 'directiveIsRepeatable']) expect(text).to.contain(option);
  });

  it('is accessible', async () => {
    const { el } = await mountViewer(specUrl(FIXTURE.replace(/<img[^>]*>/, '')), { endpoint: 'http://127.0.0.1:9/graphql' });
    await card(el, 'query-user');
    await expect(el).to.be.accessible();
  });
});
