/** One AsyncAPI message: identity, tags, content type, correlation id, headers and payload trees, their examples. */
import { html, nothing, type TemplateResult } from 'lit';
import { sampleFromSchema, sectionId, type Message, type Schema } from '../../../src/index.js';
import { copyText } from '../../shared/copy-text.js';
import { copyLinkButton } from '../../shared/copy-link.js';
import { blockValue } from '../../shared/labels.js';
import { markdown } from '../../shared/markdown.js';
import { bindingsTables } from './bindings.js';
import { tagList } from './tag-list.js';

/** The heading of a message: its title, else its name, else its id. */
export function messageTitle(message: Message): string {
  return message.title ?? message.name ?? message.id;
}

/**
 * A message block. With `anchored` it carries the deep-link id `message-<id>` and a copy-link button (a
 * message listed twice in one card, e.g. request and reply, is anchored once).
 */
export function messageBlock(message: Message, anchored: boolean): TemplateResult {
  const id = sectionId.message(message.id);
  const title = messageTitle(message);
  return html`<div class="message" id=${anchored ? id : nothing} part="message">
    <div class="message-heading anchored">
      <h5 tabindex=${anchored ? '-1' : nothing}>${title}</h5>
      ${message.name && message.name !== title ? html`<code class="message-name">${message.name}</code>` : nothing}
      ${anchored ? copyLinkButton(id, `message ${title}`) : nothing}
    </div>
    ${message.summary ? html`<p class="message-summary">${message.summary}</p>` : nothing}
    ${message.description ? html`<div class="md">${markdown(message.description)}</div>` : nothing}
    ${tagList(message.tags, `Tags of message ${title}`)}
    <dl class="message-facts">
      ${fact('Content type', message.contentType)}
      ${fact('Schema format', message.schemaFormat)}
      ${message.correlationId
        ? html`<div><dt>Correlation ID</dt><dd><code>${message.correlationId.location}</code>${message.correlationId.description
              ? html` <span class="md inline">${markdown(message.correlationId.description)}</span>`
              : nothing}</dd></div>`
        : nothing}
    </dl>
    ${schemaPart('Headers', message.headers)} ${schemaPart('Payload', message.payload)}
    ${exampleParts(message, title)} ${bindingsTables('Message bindings', message.bindings)}
  </div>`;
}

function fact(label: string, value: string | undefined): TemplateResult | typeof nothing {
  return value ? html`<div><dt>${label}</dt><dd><code>${value}</code></dd></div>` : nothing;
}

/** A schema tree, or the schema as written when it is not JSON Schema (Avro …). */
function schemaPart(label: string, schema: Schema | undefined): TemplateResult | typeof nothing {
  if (!schema) return nothing;
  return html`<div class="message-part">
    <h6>${label}</h6>
    ${schema.raw
      ? html`<p class="raw-note">Schema in <code>${schema.raw.format}</code>, shown as written:</p>
          <pre class="code" tabindex="0" aria-label="${label} schema"><code>${blockValue(schema.raw.value)}</code></pre>`
      : html`<sv-schema-tree .schema=${schema}></sv-schema-tree>`}
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
function exampleParts(message: Message, title: string): TemplateResult {
  const given = (pick: (e: Message['examples'][number]) => unknown): Sample[] =>
    message.examples.flatMap((e) => (pick(e) === undefined ? [] : [{ label: e.summary ?? e.name, value: pick(e) }]));
  const payloads = samplesOf(given((e) => e.value), message.payload, 'payload');
  const headers = samplesOf(given((e) => e.headers), message.headers, 'headers');
  return html`${examplesPart(payloads, payloads.length === 1 ? 'Example payload' : 'Example payloads', 'payload', title)}
  ${examplesPart(headers, 'Example headers', 'headers', title)}`;
}

function samplesOf(given: Sample[], schema: Schema | undefined, part: string): Sample[] {
  if (given.length > 0) return given;
  return schema && !schema.raw ? [{ label: `Generated from the ${part} schema`, value: sampleFromSchema(schema) }] : [];
}

/** One list of examples, each with a copy button. */
function examplesPart(samples: Sample[], heading: string, part: 'payload' | 'headers', title: string): TemplateResult | typeof nothing {
  if (samples.length === 0) return nothing;
  return html`<div class="message-part examples ${part}-examples">
    <h6>${heading}</h6>
    ${samples.map(({ label, value }) => {
      const text = blockValue(value);
      return html`<figure class="example">
        <figcaption>
          <span>${label}</span>
          <button type="button" class="copy" aria-label="Copy example ${part} of ${title}" @click=${(e: Event) => copyExample(e, text)}>Copy</button>
        </figcaption>
        <pre class="code" tabindex="0" aria-label="Example ${part} of ${title}"><code>${text}</code></pre>
      </figure>`;
    })}
  </div>`;
}

async function copyExample(event: Event, text: string): Promise<void> {
  const button = event.currentTarget as HTMLButtonElement;
  const ok = await copyText(text);
  button.textContent = ok ? 'Copied' : 'Copy failed';
  setTimeout(() => (button.textContent = 'Copy'), 1500);
}
