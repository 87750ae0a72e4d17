/** The AsyncAPI parts of an operation: its channel, its messages (headers and payload outlines), its reply. */
import { sectionId } from '../../model/ids.js';
import type { Message } from '../../model/message.js';
import type { Schema } from '../../model/schema.js';
import type { Operation } from '../../model/operation.js';
import { escapeHtml as esc } from '../escape.js';
import { actionText, blockValue, messageFacts, messagesHeading } from '../labels.js';
import type { RenderContext } from '../context.js';
import { schemaHtml } from './outline-html.js';
import { h, parametersHtml } from './parts-html.js';
import { labelHtml } from '../words.js';

export function asyncHtml(ctx: RenderContext, op: Operation, level: number): string {
  const info = op.async!;
  const channel = info.channel;
  const channelId = ctx.channelHome.get(channel.id) === op.id ? ` id="${esc(sectionId.channel(channel.id))}"` : '';
  const { t } = ctx;
  const out = [
    `<section class="sv-static-channel"${channelId}>${h(level, `${esc(t.channel)} <code>${esc(channel.address ?? channel.id)}</code>`)}`,
    `<p class="sv-static-meta">${labelHtml(actionText(t, info))}</p>`,
  ];
  if (channel.description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(channel.description, level)}</div>`);
  if (channel.parameters.length > 0) out.push(parametersHtml(ctx, op, channel.parameters, level + 1, false));
  const bindings = Object.keys({ ...channel.bindings, ...info.bindings });
  if (bindings.length > 0) out.push(`<p class="sv-static-meta">${esc(t.staticBindings)}: ${bindings.map((b) => `<code>${esc(b)}</code>`).join(', ')}</p>`);
  out.push('</section>');
  // A message listed twice in one card (as a message and in the reply) carries its anchor once, the first time.
  const placed = new Set<string>();
  if (info.messages.length > 0) out.push(`<section>${h(level, esc(messagesHeading(t, info.messages.length)))}${info.messages.map((m) => messageHtml(ctx, op, m, level + 1, placed)).join('')}</section>`);
  if (info.reply) {
    const reply = info.reply;
    out.push(`<section>${h(level, esc(t.reply))}`);
    if (reply.address || reply.channel) out.push(`<p class="sv-static-meta">${esc(t.replyChannel)}: <code>${esc(reply.address ?? reply.channel ?? '')}</code></p>`);
    if (reply.runtimeAddress?.location) out.push(`<p class="sv-static-meta">${esc(t.replyAddress)}: <code>${esc(reply.runtimeAddress.location)}</code></p>`);
    if (reply.runtimeAddress?.description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(reply.runtimeAddress.description, level)}</div>`);
    out.push(reply.messages.map((m) => messageHtml(ctx, op, m, level + 1, placed)).join(''), '</section>');
  }
  return out.join('');
}

/** A message's schema: its outline, or, when it is not JSON Schema (Avro …), the schema as written, as the live card shows it. */
function messagePartHtml(ctx: RenderContext, schema: Schema, level: number): string {
  if (!schema.raw) return schemaHtml(ctx, schema, level);
  return `<p class="sv-static-meta">${labelHtml(ctx.t.schemaWrittenIn(schema.raw.format))}</p><pre><code>${esc(blockValue(schema.raw.value))}</code></pre>`;
}

function messageHtml(ctx: RenderContext, op: Operation, message: Message, level: number, placed: Set<string>): string {
  const home = ctx.messageHome.get(message.id) === op.id && !placed.has(message.id);
  placed.add(message.id);
  const id = home ? ` id="${esc(sectionId.message(message.id))}"` : '';
  const title = message.title || message.name || message.id;
  const out = [`<div class="sv-static-message"${id}>${h(level, esc(title))}`];
  const facts = messageFacts(ctx.t, message, title);
  if (facts.length > 0) out.push(`<p class="sv-static-facts">${facts.map((f) => `<code>${esc(f)}</code>`).join(' ')}</p>`);
  if (message.summary) out.push(`<p>${esc(message.summary)}</p>`);
  if (message.description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(message.description, level)}</div>`);
  if (message.headers) out.push(`${h(level + 1, esc(ctx.t.headers))}${messagePartHtml(ctx, message.headers, level + 1)}`);
  if (message.payload) out.push(`${h(level + 1, esc(ctx.t.payload))}${messagePartHtml(ctx, message.payload, level + 1)}`);
  const example = message.examples[0];
  if (example && example.value !== undefined) {
    out.push(`${h(level + 1, esc(example.name && example.name !== 'default' ? ctx.t.exampleNamed(example.name) : ctx.t.example))}<pre><code>${esc(blockValue(example.value))}</code></pre>`);
  }
  out.push('</div>');
  return out.join('');
}
