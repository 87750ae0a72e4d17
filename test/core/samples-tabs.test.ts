// The sample languages and tabs: the registry (lazy generators, x-codeSamples names), the tabs of an operation
// where the spec's own samples replace generated ones, and the default request shown without Try-It.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  SAMPLE_LANGUAGES,
  defaultRequest,
  loadSampleGenerator,
  loadedSampleGenerator,
  sampleLanguage,
  sampleLanguageFor,
  sampleTabs,
  type CodeSample,
} from '../../src/index.js';
import { GRAMMARS } from '../../components/shared/highlight-languages.js';
import { loadSamplesModel } from '../fixtures/samples-cases.js';

const tabsOf = (samples?: CodeSample[]) => sampleTabs(samples).map((t) => `${t.id}:${t.title}:${t.source === undefined ? 'generated' : t.source}`);

describe('sample languages', () => {
  it('are the six of the contract, in order, each with a highlight.js grammar the viewer loads and a file extension', () => {
    assert.deepEqual(
      SAMPLE_LANGUAGES.map((l) => [l.id, l.title, l.asyncTitle, l.highlight, l.extension]),
      [
        ['curl', 'cURL', 'Shell', 'bash', 'sh'],
        ['javascript', 'JavaScript', undefined, 'javascript', 'mjs'],
        ['python', 'Python', undefined, 'python', 'py'],
        ['go', 'Go', undefined, 'go', 'go'],
        ['java', 'Java', undefined, 'java', 'java'],
        ['csharp', 'C#', undefined, 'csharp', 'cs'],
      ],
    );
    for (const language of SAMPLE_LANGUAGES) assert.ok(Object.hasOwn(GRAMMARS, language.highlight), `${language.id}: no highlight.js grammar "${language.highlight}" in GRAMMARS`);
    assert.equal(sampleLanguage('python'), SAMPLE_LANGUAGES[2]);
    assert.equal(sampleLanguage('php'), undefined);
  });

  it('map the lang names specs use', () => {
    const cases: Array<[string, string | undefined]> = [
      ['curl', 'curl'], ['Shell', 'curl'], ['bash', 'curl'], ['cURL', 'curl'],
      ['JavaScript', 'javascript'], ['js', 'javascript'], ['Node', 'javascript'], ['node.js', 'javascript'],
      ['Python', 'python'], ['python3', 'python'],
      ['Go', 'go'], ['golang', 'go'],
      ['Java', 'java'],
      ['C#', 'csharp'], ['csharp', 'csharp'], ['cs', 'csharp'],
      ['PHP', undefined], ['Ruby', undefined], ['TypeScript', undefined],
    ];
    for (const [lang, id] of cases) assert.equal(sampleLanguageFor(lang)?.id, id, lang);
  });

  it('title the shell tab Shell on AsyncAPI cards from the first render (cURL elsewhere)', () => {
    assert.deepEqual(sampleTabs(undefined, { async: true }).map((t) => t.title), SAMPLE_LANGUAGES.map((l) => l.asyncTitle ?? l.title));
    assert.equal(sampleTabs(undefined, { async: true })[0]!.title, 'Shell');
    assert.equal(sampleTabs(undefined)[0]!.title, 'cURL');
  });

  it('load their generators lazily, once', async () => {
    const first = await loadSampleGenerator('go');
    assert.equal(first.id, 'go');
    assert.equal(await loadSampleGenerator('go'), first);
    for (const language of SAMPLE_LANGUAGES) {
      const generator = await loadSampleGenerator(language.id);
      assert.equal(generator.id, language.id);
      assert.equal(loadedSampleGenerator(language.id), generator);
      assert.match(generator.generate({ method: 'GET', url: 'https://api.example.com/x', headers: [] }), /https:\/\/api\.example\.com\/x/);
    }
    await assert.rejects(loadSampleGenerator('cobol' as never), /No code sample language "cobol"/);
  });
});

describe('sample tabs', () => {
  it('without x-codeSamples: the generated languages, in order', () => {
    assert.deepEqual(tabsOf(), SAMPLE_LANGUAGES.map((l) => `${l.id}:${l.title}:generated`));
  });

  it('x-codeSamples replace the languages they cover, keep the others, and add languages we do not generate', () => {
    assert.deepEqual(
      tabsOf([
        { lang: 'PHP', source: '<?php echo 1;' },
        { lang: 'Shell', label: 'CLI', source: 'petctl list' },
        { lang: 'Python', source: 'import petstore' },
        { lang: 'python', label: 'Python (async)', source: 'import aiohttp' },
        { lang: 'Ruby', source: 'Pet.list' },
      ]),
      [
        ...SAMPLE_LANGUAGES.flatMap((l) => {
          if (l.id === 'curl') return ['curl:CLI:petctl list'];
          if (l.id === 'python') return ['python:Python:import petstore', 'python-2:Python (async):import aiohttp'];
          return [`${l.id}:${l.title}:generated`];
        }),
        'php:PHP:<?php echo 1;',
        'ruby:Ruby:Pet.list',
      ],
    );
  });

  it('a spec sample for a generated language keeps its grammar; others are highlighted by their lang', () => {
    const tabs = sampleTabs([{ lang: 'bash', source: 'x' }, { lang: 'Visual Basic', source: 'y' }]);
    const [curl, php] = [tabs[0], tabs[SAMPLE_LANGUAGES.length]];
    assert.equal(curl?.highlight, 'bash');
    assert.equal(php?.id, 'visual-basic');
    assert.equal(php?.highlight, 'visual-basic');
    assert.equal(php?.generated, undefined);
    assert.equal(curl?.generated, undefined);
  });
});

describe('default request', () => {
  it('is what an untouched Try-It form sends: first server, interpolated variables, examples, generated body', async () => {
    const model = await loadSamplesModel();
    const op = (id: string) => model.operations.find((o) => o.operationId === id)!;
    assert.deepEqual(defaultRequest(op('deletePet'), model), { method: 'DELETE', url: 'http://127.0.0.1:8080/v1/pets/7', headers: [] });
    const form = defaultRequest(op('updatePetForm'), model);
    assert.equal(form.url, 'http://127.0.0.1:8080/v1/pets/7/form');
    assert.deepEqual(form.body, {
      kind: 'urlencoded',
      fields: [
        ['name', 'Rex & Co = 100%'],
        ['note', `it's "quoted" \\ $HOME\nline two + é`],
      ],
    });
    const toys = defaultRequest(op('listToys'), model);
    assert.equal(toys.url, 'http://127.0.0.1:8080/v1/pets/rex%207/toys?q=a%26b%3Dc%20d%2F%C3%A9');
    assert.deepEqual(toys.cookies, [['session', 's3cr3t']]);
  });
});
