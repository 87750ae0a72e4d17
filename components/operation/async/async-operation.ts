/**
 * The card of an AsyncAPI operation (`kind: 'async'`), rendered by sv-operation in its own shadow root so
 * deep links to sections (`#message-<id>`, `#channel-<id>`) resolve like HTTP sections. There is no Try-It:
 * a message broker cannot be called from a page.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { styleProperties } from '../../shared/style-properties.js';
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
import type { Labels } from '../../i18n/en.js';
import { clipForDisplay } from '../../shared/clip-text.js';

/** The plain sentence under the title: what the described application does on the channel. */
export function directionSentence(info: AsyncInfo, t: Labels): string {
  const base = info.action === 'send' ? t.asyncSends : t.asyncReceives;
  if (info.keyword === 'publish') return `${base} (${t.asyncPublishNote})`;
  if (info.keyword === 'subscribe') return `${base} (${t.asyncSubscribeNote})`;
  return base;
}

export function asyncOperationCard(
  op: Operation,
  model: ApiModel | undefined,
  anchored: boolean,
  t: Labels,
  shownMessages = Infinity,
  samples: unknown = nothing,
): TemplateResult | typeof nothing {
  const info = op.async;
  if (!info) return nothing;
  const title = operationTitle(op);
  const docs = safeHref(op.externalDocs?.url);
  const anchoredIds = new Set<string>();
  const block = (message: Message) => {
    const first = anchored && !anchoredIds.has(message.id);
    anchoredIds.add(message.id);
    return messageBlock(message, first, t);
  };
  return html`<article class="operation async ${op.deprecated ? 'is-deprecated' : ''}" part="operation" aria-labelledby="title">
    <header class="header">
      <div class="title-row anchored">
        <h3 class="title" id="title" tabindex="-1"><bdi>${title}</bdi></h3>
        <span class="title-tail"
          ><span class="badge accent direction">${info.action === 'send' ? t.actionSend : t.actionReceive}</span
          >${op.deprecated ? html`<span class="badge deprecated">${t.deprecated}</span>` : nothing}${anchored
            ? copyLinkButton(sectionId.operation(op.id), title, t)
            : nothing}</span
        >
      </div>
      ${endpointLine(op)}
      <p class="direction-sentence">${directionSentence(info, t)}</p>
    </header>
    ${op.description ? html`<div class="md description">${markdown(op.description)}</div>` : nothing}
    ${docs
      ? html`<p class="external-docs"><a href=${docs} target="_blank" rel="noopener noreferrer" dir="auto">${op.externalDocs?.description ?? t.externalDocs}</a></p>`
      : nothing}
    ${securityLine(op.security, t)} ${serversList(op.servers ?? model?.servers ?? [], t)}
    ${channelSection(info.channel, anchored, t)} ${bindingsTables(t.operationBindings, info.bindings, t)}
    <section class="section messages" part="messages">
      <div class="section-heading"><h4>${info.messages.length === 1 ? t.message : t.messagesAnyOne(info.messages.length)}</h4></div>
      ${info.messages.length === 0 ? html`<p class="muted">${t.noMessage}</p>` : info.messages.slice(0, shownMessages).map(block)}
      ${info.messages.length > shownMessages ? messagesRest(info.messages.length - shownMessages) : nothing}
    </section>
    ${info.reply ? replySection(info.reply, block, t) : nothing} ${samples}
  </article>`;
}

/**
 * Where the messages not rendered yet go: space of about their height, so the page below moves little when
 * they render (the card renders them as the reader nears this placeholder, or when a link targets one).
 */
function messagesRest(count: number): TemplateResult {
  return html`<div class="messages-rest" style=${styleProperties({ 'min-height': `${count * 16}rem` })} aria-hidden="true"></div>`;
}

/** Servers with their protocol, version, tags, security and bindings. */
function serversList(servers: Server[], t: Labels): TemplateResult | typeof nothing {
  if (servers.length === 0) return nothing;
  return html`<section class="section servers-list" part="servers">
    <div class="section-heading"><h4>${t.servers(servers.length)}</h4></div>
    <ul class="servers">
      ${servers.map(
        (s) => html`<li>
          ${s.name ? html`<strong><bdi>${s.name}</bdi></strong>` : nothing}
          ${s.protocol ? html`<span class="badge protocol">${s.protocol}${s.protocolVersion ? ` ${s.protocolVersion}` : ''}</span>` : nothing}
          <code dir="ltr">${clipForDisplay(s.url)}</code>
          ${s.description ? html`<span class="muted" dir="auto">${s.description}</span>` : nothing}
          ${s.variables.length
            ? html`<span class="muted">${t.serverVariables} ${s.variables.map((v) => html`<code>${v.name}</code>=<code>${v.default}</code> `)}</span>`
            : nothing}
          ${tagList(s.tags, t.tagsOf(t.anchorServer(s.name ?? s.url)), t)}
          ${securityLine(s.security, t)} ${bindingsTables(t.serverBindingsOf(s.name ?? s.url), s.bindings, t)}
        </li>`,
      )}
    </ul>
  </section>`;
}
