// <sv-code-samples> for AsyncAPI operations: six tabs (a Shell tab in place of cURL) generated for the operation's
// server, the same keyboard and Copy rules as HTTP samples, x-codeSamples honoured, and every AsyncAPI document of
// the corpus rendering samples for its operations without an error; an AsyncAPI card shows them at its end.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/entry/define-request-panels.js';
import type { SvCodeSamples } from '../../components/code-samples/code-samples.js';
import { SAMPLE_LANGUAGES, parseSpec, type ApiModel } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

/** The samples of operation `id`, once the shown tab's text is there. */
async function samples(model: ApiModel, id: string): Promise<SvCodeSamples> {
  const operation = model.operations.find((o) => o.id === id);
  if (!operation) throw new Error(`no operation ${id}`);
  const found = await fixture<SvCodeSamples>(html`<sv-code-samples .operation=${operation} .model=${model}></sv-code-samples>`);
  await waitUntil(() => found.sampleText !== undefined && found.shadowRoot?.querySelector('[role=tab]'), `the samples of ${id}`, { timeout: 15000 });
  return found;
}

const modelOf = (spec: unknown) => parseSpec(JSON.stringify(spec), { sourceUrl: `${location.origin}/samples.json` });

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
  failOnLitWarnings();
  beforeEach(() => localStorage.removeItem('spec-viewer:sample-lang'));

  it('six tabs, Shell first; the sample connects to the server and channel with the bindings; x-codeSamples add their tab', async () => {
    const found = await samples(await modelOf(SPEC), 'turnOn');
    await waitUntil(() => tabTitles(found)[0] === 'Shell', 'the Shell title');
    expect(tabTitles(found)).to.deep.equal([...SAMPLE_LANGUAGES.map((l) => l.asyncTitle ?? l.title), 'Rust (rumqttc)']);
    const shell = found.sampleText!;
    expect(shell).to.contain('mosquitto_pub').and.contain('broker.example.com').and.contain('lights/7').and.contain('-q 1');
    await expect(found).to.be.accessible();
  });

  it('the keyboard moves between tabs as for HTTP samples, and Copy copies the shown sample', async () => {
    const found = await samples(await modelOf(SPEC), 'turnOn');
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
        const text = await (await fetch(`/specs/${file}`)).text();
        const model = await parseSpec(text, { sourceUrl: `${location.origin}/specs/${file}` });
        for (const id of model.operations.map((o) => o.id).slice(0, 4)) {
          const found = await samples(model, id);
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
