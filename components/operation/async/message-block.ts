/** One AsyncAPI message: identity, tags, content type, correlation id, headers and payload trees, their examples. */
import { html, nothing, type TemplateResult } from 'lit';
import { sampleFromSchema, sectionId, type Message, type Schema } from '../../../src/index.js';
import { copyText } from '../../shared/copy-text.js';
import { copyLinkButton } from '../../shared/copy-link.js';
import { blockValue } from '../../shared/labels.js';
import { markdown } from '../../shared/markdown.js';
import { bindingsTables } from './bindings.js';
import { tagList } from './tag-list.js';
import { rich } from '../../i18n/rich.js';
import type { Labels } from '../../i18n/en.js';

/** The heading of a message: its title, else its name, else its id. */
export function messageTitle(message: Message): string {
  return message.title ?? message.name ?? message.id;
}

/**
 * A message block. With `anchored` it carries the deep-link id `message-<id>` and a copy-link button (a
 * message listed twice in one card, e.g. request and reply, is anchored once).
 */
export function messageBlock(message: Message, anchored: boolean, t: Labels): TemplateResult {
  const id = sectionId.message(message.id);
  const title = messageTitle(message);
  return html`<div class="message" id=${anchored ? id : nothing} part="message">
    <div class="message-heading anchored">
      <h5 tabindex=${anchored ? '-1' : nothing}><bdi>${title}</bdi></h5>
      ${message.name && message.name !== title ? html`<code class="message-name">${message.name}</code>` : nothing}
      ${anchored ? copyLinkButton(id, t.anchorMessage(title), t) : nothing}
    </div>
    ${message.summary ? html`<p class="message-summary" dir="auto">${message.summary}</p>` : nothing}
    ${message.description ? html`<div class="md">${markdown(message.description)}</div>` : nothing}
    ${tagList(message.tags, t.tagsOf(t.anchorMessage(title)), t)}
    <dl class="message-facts">
      ${fact(t.contentTypeLabel, message.contentType)}
      ${fact(t.schemaFormat, message.schemaFormat)}
      ${message.correlationId
        ? html`<div><dt>${t.correlationId}</dt><dd><code>${message.correlationId.location}</code>${message.correlationId.description
              ? html` <span class="md inline">${markdown(message.correlationId.description)}</span>`
              : nothing}</dd></div>`
        : nothing}
    </dl>
    ${schemaPart(t.headers, message.headers, t)} ${schemaPart(t.payload, message.payload, t, anchored ? id : undefined)}
    ${exampleParts(message, title, t)} ${bindingsTables(t.messageBindings, message.bindings, t)}
  </div>`;
}

function fact(label: string, value: string | undefined): TemplateResult | typeof nothing {
  return value ? html`<div><dt>${label}</dt><dd><code>${value}</code></dd></div>` : nothing;
}

/**
 * A schema tree, or the schema as written when it is not JSON Schema (Avro …). `anchorId` (the anchored message's
 * payload) gives its property rows the deep-link ids search results link to.
 */
function schemaPart(label: string, schema: Schema | undefined, t: Labels, anchorId?: string): TemplateResult | typeof nothing {
  if (!schema) return nothing;
  return html`<div class="message-part">
    <h6>${label}</h6>
    ${schema.raw
      ? html`<p class="raw-note">${rich(t.schemaWrittenIn(schema.raw.format))}</p>
          <pre class="code" tabindex="0" dir="ltr" aria-label=${t.schemaOf(label)}><code>${blockValue(schema.raw.value)}</code></pre>`
      : html`<sv-schema-tree .schema=${schema} anchor-id=${anchorId ?? nothing}></sv-schema-tree>`}
  </div>`;
}

interface Sample {
  label: string;
  value: unknown;
}

/**
 * Examples of the payload and, beside them, of the headers: the message's own `examples[].payload` /
 * `examples[].headers` when it gives any, else one value generated from the schema (examples, defaults, types).
 */
function exampleParts(message: Message, title: string, t: Labels): TemplateResult {
  const given = (pick: (e: Message['examples'][number]) => unknown): Sample[] =>
    message.examples.flatMap((e) => (pick(e) === undefined ? [] : [{ label: e.summary ?? e.name, value: pick(e) }]));
  const payloads = samplesOf(given((e) => e.value), message.payload, 'payload', t);
  const headers = samplesOf(given((e) => e.headers), message.headers, 'headers', t);
  return html`${examplesPart(payloads, t.examplePayloads(payloads.length), 'payload', title, t)}
  ${examplesPart(headers, t.exampleHeaders, 'headers', title, t)}`;
}

function samplesOf(given: Sample[], schema: Schema | undefined, part: 'payload' | 'headers', t: Labels): Sample[] {
  if (given.length > 0) return given;
  return schema && !schema.raw ? [{ label: t.generatedFromPart(part), value: sampleFromSchema(schema) }] : [];
}

/** One list of examples, each with a copy button. */
function examplesPart(samples: Sample[], heading: string, part: 'payload' | 'headers', title: string, t: Labels): TemplateResult | typeof nothing {
  if (samples.length === 0) return nothing;
  return html`<div class="message-part examples ${part}-examples">
    <h6>${heading}</h6>
    ${samples.map(({ label, value }) => {
      const text = blockValue(value);
      return html`<figure class="example">
        <figcaption>
          <span dir="auto">${label}</span>
          <button type="button" class="copy" aria-label=${t.copyExampleOf(part, title)} @click=${(e: Event) => copyExample(e, text, t)}>${t.copy}</button>
        </figcaption>
        <pre class="code" tabindex="0" dir="ltr" aria-label=${t.exampleOfPart(part, title)}><code>${text}</code></pre>
      </figure>`;
    })}
  </div>`;
}

async function copyExample(event: Event, text: string, t: Labels): Promise<void> {
  const button = event.currentTarget as HTMLButtonElement;
  const ok = await copyText(text);
  button.textContent = ok ? t.copied : t.copyFailed;
  setTimeout(() => (button.textContent = t.copy), 1500);
}
