/**
 * One operation as Markdown: heading, method and path, description, security, parameters, bodies, responses, then
 * its examples (request sample, response examples: the live page's examples column), then its callbacks.
 */
import { operationMethodLabel } from '../../model/http-method.js';
import type { Header, MediaType, Operation, Parameter, Response } from '../../model/operation.js';
import type { Message } from '../../model/message.js';
import type { Schema } from '../../model/schema.js';
import type { GraphqlInputValue } from '../../model/graphql.js';
import { safeHref } from '../../markdown/safe-href.js';
import { codeBlock, codeSpan, escapeMarkdown, markdownDestination } from '../escape.js';
import { actionText, blockValue, messageFacts, messagesHeading, operationTitle, securityAlternatives, statusClassName } from '../labels.js';
import { titleOf } from '../text/op-title.js';
import { parameterFacts, typeLabel } from '../schema-outline.js';
import { labelMarkdown } from '../words.js';
import type { MdContext } from './md-context.js';
import { heading, indent } from './markdown-text.js';
import { schemaMarkdown } from './outline-md.js';
import { examplesMarkdown } from './examples-md.js';
import { operationExamples } from '../examples/operation-examples.js';

/** `GET /pets/{id}` as one code span. */
export function endpointMarkdown(op: Operation): string {
  return codeSpan(`${operationMethodLabel(op)} ${op.path}`);
}

export function operationMarkdown(ctx: MdContext, op: Operation, level: number): string {
  return [heading(level, escapeMarkdown(titleOf(ctx, op))), operationBody(ctx, op, level, true)].join('\n\n');
}

function operationBody(ctx: MdContext, op: Operation, level: number, examples = false): string {
  const { t } = ctx;
  const out: string[] = [endpointMarkdown(op)];
  const meta: string[] = [];
  if (op.deprecated) meta.push(`**${escapeMarkdown(t.deprecated)}**`);
  meta.push(`${escapeMarkdown(t.staticOperationId)}: ${codeSpan(op.operationId ?? op.id)}`);
  const security = op.security ?? (op.kind === 'async' ? undefined : ctx.model.security);
  const and = ` ${escapeMarkdown(t.and)} `;
  if (security !== undefined) meta.push(`${escapeMarkdown(t.authorization)}: ${securityAlternatives(t, security).map((all) => all.map((a) => codeSpan(a)).join(and)).join(` ${escapeMarkdown(t.or)} `)}`);
  if (op.servers && op.servers.length > 0) meta.push(`${escapeMarkdown(t.servers(op.servers.length))}: ${op.servers.map((s) => codeSpan(s.url)).join(', ')}`);
  out.push(meta.join('  \n'));
  if (op.description) out.push(ctx.md.md(op.description, level));
  const docs = op.externalDocs && safeHref(op.externalDocs.url);
  if (docs) out.push(`[${escapeMarkdown(op.externalDocs?.description || t.externalDocs)}](${markdownDestination(docs)})`);
  if (op.soap) {
    const s = op.soap;
    const facts = [`SOAP ${s.version}, ${s.style}/${s.use}`, s.soapAction && `SOAPAction ${s.soapAction}`, s.address && `${t.staticEndpoint} ${s.address}`, s.targetNamespace && `${t.staticNamespace} ${s.targetNamespace}`].filter((f): f is string => !!f);
    out.push(facts.map((f) => codeSpan(f)).join(' · '));
  }
  if (op.async) out.push(asyncMarkdown(ctx, op, level + 1));
  if (op.graphql) {
    const field = op.graphql.field;
    out.push(`${escapeMarkdown(t.returns)} ${codeSpan(field.type)}${field.deprecated ? ` (*${escapeMarkdown(t.deprecatedFlag)}*${field.deprecationReason ? `: ${escapeMarkdown(field.deprecationReason)}` : ''})` : ''}`);
    if (field.args.length > 0) out.push(heading(level + 1, escapeMarkdown(t.arguments)), argumentsMarkdown(ctx, field.args));
  }
  if (op.parameters.length > 0) out.push(heading(level + 1, escapeMarkdown(t.parameters)), parametersMarkdown(ctx, op.parameters));
  if (op.requestBody) {
    const body = op.requestBody;
    out.push(heading(level + 1, escapeMarkdown(`${t.requestBody}${body.required ? ` ${t.requiredMark}` : ''}`)));
    if (body.description) out.push(ctx.md.md(body.description, level + 1));
    out.push(...mediaMarkdown(ctx, body.content, level + 2));
  }
  if (op.responses.length > 0) {
    out.push(heading(level + 1, escapeMarkdown(t.responses)));
    for (const response of op.responses) out.push(...responseMarkdown(ctx, response, level + 2));
  }
  if (examples) out.push(examplesMarkdown(ctx, operationExamples(ctx.model, op, ctx.t), level + 1));
  for (const callback of op.callbacks) {
    out.push(heading(level + 1, `${escapeMarkdown(t.callbacks)}: ${codeSpan(callback.name)}`));
    for (const cb of callback.operations) out.push(heading(level + 2, escapeMarkdown(operationTitle(cb))), operationBody(ctx, cb, level + 2));
  }
  return out.filter((part) => part !== '').join('\n\n');
}

function parameterLine(ctx: MdContext, p: Parameter): string {
  const { t } = ctx;
  const type = p.schema ? typeLabel(p.schema, t) : (p.contentType ?? '');
  const facts = parameterFacts(p, ctx.options.listItems, t);
  const marks = [p.required ? `**${escapeMarkdown(t.required)}**` : '', p.deprecated ? `*${escapeMarkdown(t.deprecatedFlag)}*` : ''];
  const head = `- ${codeSpan(p.name)} (${[codeSpan(p.in), ...(type ? [escapeMarkdown(type)] : []), ...marks.filter(Boolean)].join(', ')})`;
  const body = [facts.length > 0 ? facts.map((f) => codeSpan(f)).join(', ') : '', ctx.md.md(p.description)].filter(Boolean);
  return body.length > 0 ? `${head}:\n${indent(body.join('\n\n'), 2)}` : head;
}

function parametersMarkdown(ctx: MdContext, parameters: Parameter[]): string {
  return parameters.map((p) => parameterLine(ctx, p)).join('\n');
}

function argumentsMarkdown(ctx: MdContext, args: GraphqlInputValue[]): string {
  return args
    .map((a) => {
      const head = `- ${codeSpan(a.name)}: ${codeSpan(a.type)}${a.defaultValue !== undefined ? ` = ${codeSpan(a.defaultValue)}` : ''}${a.deprecated ? ` *${escapeMarkdown(ctx.t.deprecatedFlag)}*` : ''}`;
      const description = ctx.md.md(a.description);
      return description ? `${head}\n${indent(description, 2)}` : head;
    })
    .join('\n');
}

/** The media types of a body (one with the same schema as the one before it says so, as in the HTML). */
function mediaMarkdown(ctx: MdContext, content: MediaType[], level: number): string[] {
  const out: string[] = [];
  let previous: MediaType | undefined;
  for (const media of content) {
    const schema = media.itemSchema ?? media.schema;
    out.push(heading(level, `${codeSpan(media.mediaType)}${media.itemSchema ? ` — ${escapeMarkdown(ctx.t.streamOf)}` : ''}`));
    if (schema !== undefined && previous !== undefined && schema === (previous.itemSchema ?? previous.schema)) {
      out.push(labelMarkdown(ctx.t.staticSameSchema(previous.mediaType)));
      continue;
    }
    if (schema) out.push(schemaMarkdown(ctx, schema));
    previous = media;
  }
  return out;
}

function headersMarkdown(ctx: MdContext, headers: Header[]): string {
  return headers
    .map((header) => {
      const head = `- ${codeSpan(header.name)}${header.schema ? ` (${escapeMarkdown(typeLabel(header.schema, ctx.t))})` : ''}${header.required ? ` **${escapeMarkdown(ctx.t.required)}**` : ''}`;
      const description = ctx.md.md(header.description);
      return description ? `${head}\n${indent(description, 2)}` : head;
    })
    .join('\n');
}

function responseMarkdown(ctx: MdContext, response: Response, level: number): string[] {
  const title = response.summary?.trim() || (response.description ? ctx.text.plain(response.description, 120) : '') || statusClassName(ctx.t, response.status);
  const out = [heading(level, `${codeSpan(response.status)} ${escapeMarkdown(title)}`)];
  if (response.description && response.description.trim() !== title) out.push(ctx.md.md(response.description, level));
  if (response.headers.length > 0) out.push(`${escapeMarkdown(ctx.t.headers)}:`, headersMarkdown(ctx, response.headers));
  out.push(...mediaMarkdown(ctx, response.content, level + 1));
  if (response.links.length > 0) out.push(`${escapeMarkdown(ctx.t.links)}: ${response.links.map((l) => codeSpan(l.name)).join(', ')}`);
  return out;
}

function asyncMarkdown(ctx: MdContext, op: Operation, level: number): string {
  const info = op.async!;
  const channel = info.channel;
  const { t } = ctx;
  const out = [heading(level, `${escapeMarkdown(t.channel)} ${codeSpan(channel.address ?? channel.id)}`), labelMarkdown(actionText(t, info))];
  if (channel.description) out.push(ctx.md.md(channel.description, level));
  if (channel.parameters.length > 0) out.push(heading(level + 1, escapeMarkdown(t.parameters)), parametersMarkdown(ctx, channel.parameters));
  const bindings = Object.keys({ ...channel.bindings, ...info.bindings });
  if (bindings.length > 0) out.push(`${escapeMarkdown(t.staticBindings)}: ${bindings.map((b) => codeSpan(b)).join(', ')}`);
  if (info.messages.length > 0) out.push(heading(level, escapeMarkdown(messagesHeading(t, info.messages.length))), ...info.messages.flatMap((m) => messageMarkdown(ctx, m, level + 1)));
  if (info.reply) {
    out.push(heading(level, escapeMarkdown(t.reply)));
    const channelAddress = info.reply.address ?? info.reply.channel;
    if (channelAddress) out.push(`${escapeMarkdown(t.replyChannel)}: ${codeSpan(channelAddress)}`);
    if (info.reply.runtimeAddress?.location) out.push(`${escapeMarkdown(t.replyAddress)}: ${codeSpan(info.reply.runtimeAddress.location)}`);
    out.push(...info.reply.messages.flatMap((m) => messageMarkdown(ctx, m, level + 1)));
  }
  return out.join('\n\n');
}

/** A message's schema: its outline, or, when it is not JSON Schema (Avro …), the schema as written, as the live card shows it. */
function messagePartMarkdown(ctx: MdContext, schema: Schema): string {
  if (!schema.raw) return schemaMarkdown(ctx, schema);
  return `${labelMarkdown(ctx.t.schemaWrittenIn(schema.raw.format))}\n\n${codeBlock(blockValue(schema.raw.value), typeof schema.raw.value === 'string' ? '' : 'json')}`;
}

function messageMarkdown(ctx: MdContext, message: Message, level: number): string[] {
  const title = message.title || message.name || message.id;
  const { t } = ctx;
  const out = [heading(level, escapeMarkdown(title))];
  const facts = messageFacts(t, message, title);
  if (facts.length > 0) out.push(facts.map((f) => codeSpan(f)).join(', '));
  if (message.summary) out.push(escapeMarkdown(message.summary));
  if (message.description) out.push(ctx.md.md(message.description, level));
  if (message.headers) out.push(heading(level + 1, escapeMarkdown(t.headers)), messagePartMarkdown(ctx, message.headers));
  if (message.payload) out.push(heading(level + 1, escapeMarkdown(t.payload)), messagePartMarkdown(ctx, message.payload));
  const example = message.examples[0];
  if (example && example.value !== undefined) out.push(heading(level + 1, escapeMarkdown(example.name && example.name !== 'default' ? t.exampleNamed(example.name) : t.example)), codeBlock(blockValue(example.value), typeof example.value === 'string' ? '' : 'json'));
  return out;
}
