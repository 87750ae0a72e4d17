/** The reply of an AsyncAPI 3.0 request/reply operation: its channel (by address), its runtime address, its messages. */
import { html, nothing, type TemplateResult } from 'lit';
import type { AsyncReply, Message } from '../../../src/index.js';
import { markdown } from '../../shared/markdown.js';
import { rich } from '../../i18n/rich.js';
import type { Labels } from '../../i18n/en.js';

/**
 * The reply channel is named by its address, as the operation's own channel is; its key in `channels` follows
 * when it differs (it is what the document's `$ref`s say). `reply.address` is where the request says replies
 * go at runtime: the expression and its description.
 */
export function replySection(reply: AsyncReply, block: (message: Message) => TemplateResult, t: Labels): TemplateResult {
  const runtime = reply.runtimeAddress;
  const key = reply.channel !== undefined && reply.channel !== reply.address ? reply.channel : undefined;
  return html`<section class="section reply" part="reply">
    <div class="section-heading"><h4>${t.reply}</h4></div>
    <dl class="message-facts">
      ${reply.address !== undefined || reply.channel !== undefined
        ? html`<div>
            <dt>${t.replyChannel}</dt>
            <dd>
              ${reply.address !== undefined ? html`<code class="reply-address">${reply.address}</code>` : html`<span class="muted">${t.noFixedAddress}</span>`}
              ${key !== undefined ? html`<span class="muted">${rich(t.channelInDocument(key))}</span>` : nothing}
            </dd>
          </div>`
        : nothing}
      ${runtime
        ? html`<div>
            <dt>${t.replyAddress}</dt>
            <dd>
              ${runtime.location !== undefined ? html`<code class="reply-location">${runtime.location}</code>` : nothing}
              ${runtime.description ? html`<div class="md reply-address-description">${markdown(runtime.description)}</div>` : nothing}
            </dd>
          </div>`
        : nothing}
    </dl>
    ${reply.messages.map(block)}
  </section>`;
}
