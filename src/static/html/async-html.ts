/** The AsyncAPI parts of an operation: its channel, its messages (headers and payload outlines), its reply. */
import { sectionId } from '../../model/ids.js';
import type { Message } from '../../model/message.js';
import type { Operation } from '../../model/operation.js';
import { escapeHtml as esc } from '../escape.js';
import { blockValue } from '../labels.js';
import type { RenderContext } from '../context.js';
import { schemaHtml } from './outline-html.js';
import { h, parametersHtml } from './parts-html.js';


export function asyncHtml(ctx: RenderContext, op: Operation, level: number): string {
  const info = op.async!;
  const channel = info.channel;
  const channelId = ctx.channelHome.get(channel.id) === op.id ? ` id="${esc(sectionId.channel(channel.id))}"` : '';
  const verb = info.action === 'send' ? 'The application sends' : 'The application receives';
  const out = [
    `<section class="sv-static-channel"${channelId}>${h(level, `Channel <code>${esc(channel.address ?? channel.id)}</code>`)}`,
    `<p class="sv-static-meta">${verb} these messages${info.keyword !== info.action ? ` (<code>${esc(info.keyword)}</code>)` : ''}.</p>`,
  ];
  if (channel.description) out.push(`<div class="sv-static-md">${ctx.text.html(channel.description, level)}</div>`);
  if (channel.parameters.length > 0) out.push(parametersHtml(ctx, op, channel.parameters, level + 1, false));
  const bindings = Object.keys({ ...channel.bindings, ...info.bindings });
  if (bindings.length > 0) out.push(`<p class="sv-static-meta">Bindings: ${bindings.map((b) => `<code>${esc(b)}</code>`).join(', ')}</p>`);
  out.push('</section>');
  // A message listed twice in one card (as a message and in the reply) carries its anchor once, the first time.
  const placed = new Set<string>();
  if (info.messages.length > 0) out.push(`<section>${h(level, 'Messages')}${info.messages.map((m) => messageHtml(ctx, op, m, level + 1, placed)).join('')}</section>`);
  if (info.reply) {
    const reply = info.reply;
    out.push(`<section>${h(level, 'Reply')}`);
    if (reply.address || reply.channel) out.push(`<p class="sv-static-meta">Reply channel: <code>${esc(reply.address ?? reply.channel ?? '')}</code></p>`);
    if (reply.runtimeAddress?.location) out.push(`<p class="sv-static-meta">Reply address: <code>${esc(reply.runtimeAddress.location)}</code></p>`);
    if (reply.runtimeAddress?.description) out.push(`<div class="sv-static-md">${ctx.text.html(reply.runtimeAddress.description, level)}</div>`);
    out.push(reply.messages.map((m) => messageHtml(ctx, op, m, level + 1, placed)).join(''), '</section>');
  }
  return out.join('');
}

function messageHtml(ctx: RenderContext, op: Operation, message: Message, level: number, placed: Set<string>): string {
  const home = ctx.messageHome.get(message.id) === op.id && !placed.has(message.id);
  placed.add(message.id);
  const id = home ? ` id="${esc(sectionId.message(message.id))}"` : '';
  const title = message.title || message.name || message.id;
  const out = [`<div class="sv-static-message"${id}>${h(level, esc(title))}`];
  const facts: string[] = [];
  if (message.name && message.name !== title) facts.push(`name: ${message.name}`);
  if (message.contentType) facts.push(`content type: ${message.contentType}`);
  if (message.schemaFormat) facts.push(`schema format: ${message.schemaFormat}`);
  if (message.correlationId) facts.push(`correlation id: ${message.correlationId.location}`);
  if (facts.length > 0) out.push(`<p class="sv-static-facts">${facts.map((f) => `<code>${esc(f)}</code>`).join(' ')}</p>`);
  if (message.summary) out.push(`<p>${esc(message.summary)}</p>`);
  if (message.description) out.push(`<div class="sv-static-md">${ctx.text.html(message.description, level)}</div>`);
  if (message.headers) out.push(`${h(level + 1, 'Headers')}${schemaHtml(ctx, message.headers, level + 1)}`);
  if (message.payload) out.push(`${h(level + 1, 'Payload')}${schemaHtml(ctx, message.payload, level + 1)}`);
  const example = message.examples[0];
  if (example && example.value !== undefined) {
    out.push(`${h(level + 1, `Example${example.name && example.name !== 'default' ? `: ${esc(example.name)}` : ''}`)}<pre><code>${esc(blockValue(example.value))}</code></pre>`);
  }
  out.push('</div>');
  return out.join('');
}
