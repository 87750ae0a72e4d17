// Code samples on AsyncAPI cards: six tabs (a Shell tab in place of cURL) generated for the operation's server,
// the same keyboard and Copy rules as HTTP samples, x-codeSamples honoured, and every AsyncAPI document of the
// corpus rendering samples for its operations without an error.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvCodeSamples } from '../../components/code-samples/code-samples.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { specUrl } from '../helpers/models.js';
import { mountViewer, shadow } from '../helpers/viewer.js';

type Content = HTMLElement & { reveal(id: string): Promise<boolean>; updateComplete: Promise<unknown> };
const content = (el: SpecViewer) => shadow(el).querySelector('sv-content') as Content;

/** The samples of the card `id`, once the shown tab's text is there. */
async function samples(el: SpecViewer, id: string): Promise<SvCodeSamples> {
  await content(el).reveal(id);
  const card = shadow(content(el)).getElementById(id) as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
  if (!card) throw new Error(`no card ${id}`);
  await card.updateComplete;
  const found = card.shadowRoot!.querySelector('sv-code-samples') as SvCodeSamples | null;
  if (!found) throw new Error(`no samples on ${id}`);
  await waitUntil(() => found.sampleText !== undefined && found.shadowRoot?.querySelector('[role=tab]'), `the samples of ${id}`, { timeout: 15000 });
  return found;
}

/** The first element matching `selector` in `root` or any shadow root below it. */
function deep<T extends Element>(root: ParentNode, selector: string): T | undefined {
  const found = root.querySelector<T>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    const inner = el.shadowRoot ? deep<T>(el.shadowRoot, selector) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const tabTitles = (samples: SvCodeSamples) => [...samples.shadowRoot!.querySelectorAll('[role=tab]')].map((t) => t.textContent!.trim());

const SPEC = {
  asyncapi: '3.0.0',
  info: { title: 'Samples', version: '1' },
  servers: { broker: { host: 'broker.example.com:1883', protocol: 'mqtt' } },
  channels: { lights: { address: 'lights/{id}', parameters: { id: { default: '7' } }, messages: { on: { payload: { type: 'object', properties: { lumens: { type: 'integer', example: 3 } } } } } } },
  operations: {
    turnOn: {
      action: 'send',
      channel: { $ref: '#/channels/lights' },
      bindings: { mqtt: { qos: 1 } },
      'x-codeSamples': [{ lang: 'Rust', label: 'Rust (rumqttc)', source: 'fn main() {}' }],
    },
  },
};

describe('AsyncAPI code samples', function () {
  this.timeout(60_000);
  failOnLitWarnings();
  beforeEach(() => localStorage.removeItem('spec-viewer:sample-lang'));

  it('six tabs, Shell first; the sample connects to the server and channel with the bindings; x-codeSamples add their tab', async () => {
    const { el } = await mountViewer(specUrl(SPEC));
    const found = await samples(el, 'turnOn');
    expect(tabTitles(found)).to.deep.equal(['Shell', 'JavaScript', 'Python', 'Go', 'Java', 'C#', 'Rust (rumqttc)']);
    const shell = found.sampleText!;
    expect(shell).to.contain('mosquitto_pub').and.contain('broker.example.com').and.contain('lights/7').and.contain('-q 1');
    await expect(found).to.be.accessible();
  });

  it('the keyboard moves between tabs as for HTTP samples, and Copy copies the shown sample', async () => {
    const { el } = await mountViewer(specUrl(SPEC));
    const found = await samples(el, 'turnOn');
    const tabs = [...found.shadowRoot!.querySelectorAll<HTMLElement>('[role=tab]')];
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => found.shadowRoot!.activeElement === tabs[1], 'ArrowRight focuses JavaScript');
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
    await waitUntil(() => found.sampleText?.includes("require('mqtt')") || found.sampleText?.includes('from "mqtt"') || found.sampleText?.includes("from 'mqtt'"), 'the JavaScript sample uses MQTT.js');
    const copy = found.shadowRoot!.querySelector<HTMLButtonElement>('button.copy')!;
    copy.click();
    await waitUntil(() => copy.dataset['state'] !== 'idle', 'Copy answers');
    expect(['copied', 'failed']).to.include(copy.dataset['state']);
  });

  it('credentials applied in the Authorize panel (a broker user and password) go into the samples; placeholders before', async () => {
    const spec = {
      ...SPEC,
      servers: { broker: { host: 'broker.example.com:1883', protocol: 'mqtt', security: [{ $ref: '#/components/securitySchemes/broker' }] } },
      components: { securitySchemes: { broker: { type: 'userPassword' } } },
    };
    const { el } = await mountViewer(specUrl(spec));
    const found = await samples(el, 'turnOn');
    expect(found.sampleText).to.contain('YOUR_USERNAME').and.contain('YOUR_PASSWORD');
    const authorize = deep<HTMLElement & { show(key?: string): Promise<void> }>(el.shadowRoot!, 'sv-authorize')!;
    await authorize.show('broker');
    await waitUntil(() => deep(authorize.shadowRoot!, 'form.scheme'), 'the broker form');
    const form = deep<HTMLFormElement>(authorize.shadowRoot!, 'form.scheme')!;
    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    for (const [name, value] of [['username', 'lamp-admin'], ['password', 's3cret!']] as const) {
      input(name).value = value;
      input(name).dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    form.requestSubmit();
    await waitUntil(() => found.sampleText?.includes('lamp-admin'), 'the sample has the applied user');
    expect(found.sampleText).to.contain('s3cret!').and.not.contain('YOUR_PASSWORD');
  });

  const corpus = [
    'asyncapi2-streetlights-mqtt.yml',
    'asyncapi2-streetlights-kafka.yml',
    'asyncapi2-websocket-gemini.yml',
    'asyncapi2-slack-rtm.yml',
    'asyncapi3-streetlights-mqtt.yml',
    'asyncapi3-adeo-kafka-request-reply.yml',
    'asyncapi3-kraken-websocket-request-reply-multiple-channels.yml',
    'asyncapi3-mercure.yml',
    'asyncapi3-rpc-client.yml',
    'asyncapi3-oneof.yml',
  ];
  for (const file of corpus) {
    it(`${file}: each operation's samples render in every tab`, async () => {
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.message);
      window.addEventListener('error', onError);
      try {
        const { el, outcome } = await mountViewer(`/specs/${file}`);
        expect(outcome.kind).to.equal('load');
        const ids = el.model!.operations.map((o) => o.id);
        for (const id of ids.slice(0, 4)) {
          const found = await samples(el, id);
          const tabs = [...found.shadowRoot!.querySelectorAll<HTMLElement>('[role=tab]')];
          for (const tab of tabs) {
            tab.click();
            await waitUntil(() => found.sampleText !== undefined && found.sampleText.trim() !== '', `${id}: ${tab.textContent!.trim()} tab`, { timeout: 15000 });
          }
        }
      } finally {
        window.removeEventListener('error', onError);
      }
      expect(errors).to.deep.equal([]);
    });
  }
});
