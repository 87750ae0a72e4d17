// Core diagnostics in the reader's language: the load errors of the corpus's bad-* specs in the error panel, a
// document's warnings in the problems bar and OAuth results are worded by the locale's core table; only spec
// text (names, paths, refs) and third-party text passed as parameters stays as written.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { render } from 'lit';
import '../../components/base.js';
import { loadSpec, SpecLoadError, specErrorOf, type CoreText, type SpecError } from '../../src/index.js';
import { CALLBACK_MESSAGE_TYPE, checkCallback, mapDiscovery } from '../../src/auth/oauth/index.js';
import { en } from '../../components/i18n/en.js';
import { loadLabels, matchLocale } from '../../components/i18n/locales.js';
import { coreText } from '../../components/i18n/core-text.js';
import { withEnglish } from '../../components/i18n/english-parts.js';
import { oauthEn } from '../../components/i18n/parts/oauth.js';
import { discoveryView } from '../../components/authorize/oauth/discovery-view.js';
import { callbackTexts } from '../../components/i18n/callback.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, shadow } from '../helpers/viewer.js';

const BAD_SPECS = [
  'bad-alias-bomb.yaml', 'bad-circular-ref.yaml', 'bad-graphql-syntax.graphql', 'bad-invalid-openapi.json', 'bad-not-a-spec.html',
  'bad-truncated.json', 'bad-unresolvable-ref.yaml', 'bad-unsupported-version.json', 'bad-wsdl-malformed.wsdl', 'bad-yaml-tabs.yaml',
];

/** `shown` without the spec text of a message's parameters (nested messages are worded, so they stay). */
function withoutSpecText(shown: string, text: CoreText): string {
  const specText = (text.params ?? []).filter((p): p is string => typeof p === 'string' && p.length > 1);
  // Longest first: a short parameter ("wsdl") may occur inside a long one (a parser's message).
  return specText.sort((a, b) => b.length - a.length).reduce((rest, s) => rest.split(s).join(' '), shown);
}

/** Runs of four or more Latin-script words left once the spec text is out: English prose in a ja page. */
function englishProse(shown: string, text: CoreText): string[] {
  return withoutSpecText(shown, text).match(/[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){3,}/g) ?? [];
}

/** Three-word runs of the English sentence (spec text out) that `shown` repeats: English prose in a de page. */
function englishRuns(shown: string, text: CoreText): string[] {
  const words = (s: string) => s.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 1);
  const theirs = ` ${words(withoutSpecText(shown, text)).join(' ')} `;
  const english = words(withoutSpecText(text.message, text));
  return english.slice(2).map((w, i) => `${english[i]} ${english[i + 1]} ${w}`).filter((run) => theirs.includes(` ${run} `));
}

async function failure(url: string): Promise<SpecError> {
  const error = await loadSpec(url).then(() => undefined, (e: unknown) => e);
  if (!(error instanceof SpecLoadError)) throw new Error(`${url} loaded`);
  return specErrorOf(error);
}

describe('core diagnostics in the reader’s language', () => {
  failOnLitWarnings();

  it('ja: every bad-* spec of the corpus ends in an error panel worded from the ja table', async function () {
    const ja = await loadLabels('ja');
    for (const name of BAD_SPECS) {
      const url = `/specs/${name}`;
      const expected = await failure(url);
      expect(expected.key, `${name} has a keyed message`).to.be.a('string');
      const { el, outcome } = await mountViewer(url, { locale: 'ja' });
      expect(outcome.kind, name).to.equal('error');
      await waitUntil(() => el.activeLocale === 'ja', 'ja applies');
      const panel = shadow(shadow(el).querySelector('sv-error-panel'));
      await waitUntil(() => panel.querySelector('h2')?.textContent === ja.errorTitles[expected.code], `${name}: the headline is Japanese`);
      const shown = panel.querySelector('.message')!.textContent!.trim();
      expect(shown, name).to.equal(coreText(ja, expected));
      expect(shown, name).not.to.equal(expected.message);
      expect(englishProse(shown, expected), `${name}: English left in “${shown}”`).to.deep.equal([]);
      el.remove();
    }
  });

  it('de: a document’s warnings in the problems bar are worded from the de table, their locations as written', async () => {
    const de = await loadLabels('de');
    const text = 'asyncapi: 3.0.0\ninfo:\n  title: Broken\noperations:\n  go:\n    action: jump\n';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    const { warnings } = await loadSpec(url);
    expect(warnings.length).to.equal(3);
    const { el, outcome } = await mountViewer(url, { locale: 'de' });
    expect(outcome.kind).to.equal('load');
    await waitUntil(() => el.activeLocale === 'de', 'de applies');
    const content = shadow(shadow(el).querySelector('sv-content'));
    await waitUntil(() => content.querySelector('sv-warnings'), 'the problems bar');
    const bar = content.querySelector('sv-warnings') as HTMLElement & { updateComplete: Promise<unknown> };
    await bar.updateComplete;
    await waitUntil(() => shadow(bar).querySelector('.count')?.textContent === de.problemCount(3), 'the count is German');
    shadow(bar).querySelector<HTMLButtonElement>('button.toggle')!.click();
    await bar.updateComplete;
    const items = [...shadow(bar).querySelectorAll('li')].map((li) => ({
      text: [...li.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim(),
      location: li.querySelector('code')?.textContent ?? '',
    }));
    expect(items.map((i) => i.location)).to.deep.equal(warnings.map((w) => w.location ?? ''));
    expect(items.map((i) => i.text)).to.deep.equal(warnings.map((w) => coreText(de, w)));
    for (const [i, w] of warnings.entries()) {
      expect(items[i]!.text).not.to.equal(w.message);
      expect(englishRuns(items[i]!.text, w), items[i]!.text).to.deep.equal([]);
    }
    expect(items[1]!.text).to.contain('"go"').and.contain('"jump"');
  });

  it('OAuth: discovery and sign-in results are worded by the locale; English comes from the OAuth part’s own table', async () => {
    const [de, ja] = await Promise.all([loadLabels('de'), loadLabels('ja')]);
    const url = 'https://id.example.com/.well-known/openid-configuration';
    const result = mapDiscovery(null, url);
    expect(result.ok).to.equal(false);
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    render(discoveryView(url, { state: 'done', result }, () => undefined, withEnglish(de, oauthEn)), host);
    const error = host.querySelector('.discovery-error')!;
    expect(error.textContent).to.contain(de.discoveryFailed).and.contain(de.core.discoveryNotObject!(url));
    expect(error.textContent).not.to.contain(result.ok ? '' : result.error.message);
    expect(error.querySelector('.retry')!.textContent).to.equal(de.retry);

    // The entry's English table has no OAuth labels: the part adds its own.
    expect('discoveryFailed' in en).to.equal(false);
    render(discoveryView(url, { state: 'done', result }, () => undefined, withEnglish(en, oauthEn)), host);
    expect(host.querySelector('.discovery-error')!.textContent).to.contain('OpenID Connect discovery failed.').and.contain(`The discovery document at ${url} is not a JSON object.`);

    const check = checkCallback({ type: CALLBACK_MESSAGE_TYPE, state: 'other', code: 'c' }, 'mine', undefined);
    expect(check.ok).to.equal(false);
    if (!check.ok) {
      expect(coreText(ja, check)).to.equal(ja.core.stateMismatch!());
      expect(coreText(ja, check)).to.contain(ja.getToken);
      expect(coreText(en, check)).to.equal(check.message);
    }
  });

  it('the OAuth callback page follows ?lang, then the browser, and sets lang, dir and title', async function () {
    /** The callback page at `query`: its status line, lang, dir and title once its script has spoken. */
    const open = async (query: string) => {
      const frame = document.createElement('iframe');
      frame.src = `/oauth-callback.html${query}`;
      document.body.append(frame);
      const status = () => frame.contentDocument?.getElementById('spec-viewer-oauth-status')?.textContent;
      await waitUntil(() => status() !== undefined && status() !== '…', 'the page says something', { timeout: 20_000 });
      const root = frame.contentDocument!.documentElement;
      const page = { status: status(), lang: root.lang, dir: root.dir, title: frame.contentDocument!.title };
      frame.remove();
      return page;
    };
    const de = await open('?lang=de-AT');
    expect(de).to.deep.equal({ status: callbackTexts.de.nothingToDo, lang: 'de', dir: 'ltr', title: callbackTexts.de.title });
    const ar = await open('?lang=ar');
    expect([ar.status, ar.lang, ar.dir]).to.deep.equal([callbackTexts.ar.nothingToDo, 'ar', 'rtl']);
    // Without ?lang (and with no lang on the shipped page) the browser's languages decide.
    const browser = await open('');
    expect(browser.lang).to.equal(matchLocale(navigator.languages[0]) ?? 'en');
    expect(browser.status).to.equal(callbackTexts[browser.lang as keyof typeof callbackTexts].nothingToDo);
  });
});
