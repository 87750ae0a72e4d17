/**
 * The card of an AsyncAPI operation (`kind: 'async'`), rendered by sv-operation in its own shadow root so
 * deep links to sections (`#message-<id>`, `#channel-<id>`) resolve like HTTP sections. There is no Try-It:
 * a message broker cannot be called from a page.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { sectionId, type ApiModel, type AsyncInfo, type Message, type Operation, type Server } from '../../../src/index.js';
import { copyLinkButton } from '../../shared/copy-link.js';
import { operationTitle } from '../../shared/labels.js';
import { markdown } from '../../shared/markdown.js';
import { safeHref } from '../../shared/safe-url.js';
import { endpointLine, securityLine } from '../operation-parts.js';
import { bindingsTables } from './bindings.js';
import { channelSection } from './channel-section.js';
import { messageBlock } from './message-block.js';
import { replySection } from './reply-section.js';
import { tagList } from './tag-list.js';

/** The plain sentence under the title: what the described application does on the channel. */
export function directionSentence(info: AsyncInfo): string {
  const base =
    info.action === 'send'
      ? 'Your application sends messages to this channel.'
      : 'Your application receives messages from this channel.';
  if (info.keyword === 'publish') return `${base} (AsyncAPI 2 "publish": other applications publish to the channel, this one consumes.)`;
  if (info.keyword === 'subscribe') return `${base} (AsyncAPI 2 "subscribe": other applications subscribe to the channel, this one produces.)`;
  return base;
}

export function asyncOperationCard(op: Operation, model: ApiModel | undefined, anchored: boolean): TemplateResult | typeof nothing {
  const info = op.async;
  if (!info) return nothing;
  const title = operationTitle(op);
  const docs = safeHref(op.externalDocs?.url);
  const anchoredIds = new Set<string>();
  const block = (message: Message) => {
    const first = anchored && !anchoredIds.has(message.id);
    anchoredIds.add(message.id);
    return messageBlock(message, first);
  };
  return html`<article class="operation async ${op.deprecated ? 'is-deprecated' : ''}" part="operation" aria-labelledby="title">
    <header class="header">
      <div class="title-row anchored">
        <h3 class="title" id="title" tabindex="-1">${title}</h3>
        <span class="badge accent direction">${info.action === 'send' ? 'Send' : 'Receive'}</span>
        ${op.deprecated ? html`<span class="badge deprecated">Deprecated</span>` : nothing}
        ${anchored ? copyLinkButton(sectionId.operation(op.id), title) : nothing}
      </div>
      ${endpointLine(op)}
      <p class="direction-sentence">${directionSentence(info)}</p>
    </header>
    ${op.description ? html`<div class="md description">${markdown(op.description)}</div>` : nothing}
    ${docs
      ? html`<p class="external-docs"><a href=${docs} target="_blank" rel="noopener noreferrer">${op.externalDocs?.description ?? 'External documentation'}</a></p>`
      : nothing}
    ${securityLine(op.security)} ${serversList(op.servers ?? model?.servers ?? [])}
    ${channelSection(info.channel, anchored)} ${bindingsTables('Operation bindings', info.bindings)}
    <section class="section messages" part="messages">
      <div class="section-heading"><h4>${info.messages.length === 1 ? 'Message' : `Messages (${info.messages.length}, any one of)`}</h4></div>
      ${info.messages.length === 0 ? html`<p class="muted">This operation declares no message.</p>` : info.messages.map(block)}
    </section>
    ${info.reply ? replySection(info.reply, block) : nothing}
  </article>`;
}

/** Servers with their protocol, version, tags, security and bindings. */
function serversList(servers: Server[]): TemplateResult | typeof nothing {
  if (servers.length === 0) return nothing;
  return html`<section class="section servers-list" part="servers">
    <div class="section-heading"><h4>${servers.length === 1 ? 'Server' : 'Servers'}</h4></div>
    <ul class="servers">
      ${servers.map(
        (s) => html`<li>
          ${s.name ? html`<strong>${s.name}</strong>` : nothing}
          ${s.protocol ? html`<span class="badge protocol">${s.protocol}${s.protocolVersion ? ` ${s.protocolVersion}` : ''}</span>` : nothing}
          <code>${s.url}</code>
          ${s.description ? html`<span class="muted">${s.description}</span>` : nothing}
          ${s.variables.length
            ? html`<span class="muted">Variables: ${s.variables.map((v) => html`<code>${v.name}</code>=<code>${v.default}</code> `)}</span>`
            : nothing}
          ${tagList(s.tags, `Tags of server ${s.name ?? s.url}`)}
          ${securityLine(s.security)} ${bindingsTables(`Server bindings of ${s.name ?? s.url}`, s.bindings)}
        </li>`,
      )}
    </ul>
  </section>`;
}
