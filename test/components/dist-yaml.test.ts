/**
 * The BUILT bundle's YAML path (npm test builds first): a common document is read by the js-yaml chunk alone;
 * anchors, aliases and merge keys load the whole `yaml` library, and read the same as `YAML.parse`.
 */
import { expect } from '@open-wc/testing';

const bundleUrl = '/dist/spec-viewer.js';

interface Loaded {
  el: HTMLElement & { model?: { info: { title: string }; operations: Array<{ path?: string; summary?: string }> } };
}

async function mount(text: string): Promise<Loaded> {
  const el = document.createElement('spec-viewer') as Loaded['el'];
  const loaded = new Promise<void>((resolve, reject) => {
    el.addEventListener('spec-load', () => resolve(), { once: true });
    el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
  });
  el.setAttribute('spec-url', URL.createObjectURL(new Blob([text], { type: 'application/yaml' })));
  document.body.append(el);
  await loaded;
  return { el };
}

/** The chunks of the whole `yaml` library (its browser entry) this page has requested. */
const libraryChunks = () => performance.getEntriesByType('resource').filter((e) => /\/dist\/chunks\/browser-\w+\.js$/.test(e.name)).length;

describe('dist bundle: YAML', () => {
  it('reads common YAML with the js-yaml chunk alone, and loads the library for anchors and merge keys', async function () {
    await import(bundleUrl);
    const plain = await mount('openapi: 3.0.3\ninfo:\n  title: Plain\n  version: "1"\npaths:\n  /a:\n    get:\n      summary: Plain one\n      responses:\n        "200":\n          description: ok\n');
    expect(plain.el.model?.info.title).to.equal('Plain');
    expect(libraryChunks(), 'the whole library for a plain document').to.equal(0);

    const anchored = await mount(
      [
        'openapi: 3.0.3',
        'info: &info',
        '  title: Anchored',
        '  version: "1"',
        'x-base: &base',
        '  summary: Shared summary',
        '  responses:',
        '    "200":',
        '      description: ok',
        'paths:',
        '  /a:',
        '    get:',
        '      <<: *base',
        '  /b:',
        '    get: *base',
        '',
      ].join('\n'),
    );
    expect(anchored.el.model?.info.title).to.equal('Anchored');
    expect(anchored.el.model?.operations.map((o) => [o.path, o.summary])).to.deep.equal([
      ['/a', 'Shared summary'],
      ['/b', 'Shared summary'],
    ]);
    expect(libraryChunks(), 'the library, once, for anchors').to.equal(1);
  });
});
