/**
 * The AsyncAPI Try-It panel's log: one row per frame sent or received (time, direction, size, which of the
 * operation's messages it fits, the text pretty-printed and highlighted when JSON, binary frames in hex) and
 * one per connection event. Stateless: the panel owns the session.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { hexPreview, jsonValue, type LogEntry } from '../../src/index.js';
import { highlighted } from '../shared/highlight.js';
import { withValue } from '../shared/with-value.js';
import type { Labels } from '../i18n/en.js';

const time = (at: number): string => new Date(at).toISOString().slice(11, 23);

function body(entry: LogEntry, t: Labels): TemplateResult | typeof nothing {
  if (entry.bytes) return html`<p class="kind">${t.asyncTryBinary}</p><pre class="code" dir="ltr" tabindex="0"><code>${hexPreview(entry.bytes)}</code></pre>`;
  if (entry.text === undefined) return nothing;
  const parsed = jsonValue(entry.text);
  const text = parsed && typeof parsed.value === 'object' && parsed.value !== null ? JSON.stringify(parsed.value, null, 2) : entry.text;
  return html`<pre class="code" dir="ltr" tabindex="0"><code>${highlighted(text, parsed ? 'json' : 'plaintext')}</code></pre>`;
}

function eventText(entry: LogEntry, t: Labels): TemplateResult | string {
  if (entry.event === 'open') return withValue(t.asyncTryOpened, entry.detail ?? '');
  if (entry.event === 'close') return withValue(t.asyncTryClosedWith, entry.detail ?? '');
  // Why it failed, when the transport says (the proxy's refusal, the broker's): as it came, in its own direction.
  return entry.detail ? html`${t.asyncTryFailed}: <bdi class="detail">${entry.detail}</bdi>` : t.asyncTryFailed;
}

function row(entry: LogEntry, t: Labels, sentAt: (id: number) => number | undefined): TemplateResult {
  if (entry.direction === 'event') {
    return html`<li class="entry event ${entry.event ?? ''}"><time>${time(entry.at)}</time> <span>${eventText(entry, t)}</span></li>`;
  }
  const received = entry.direction === 'in';
  const requestAt = entry.replyTo === undefined ? undefined : sentAt(entry.replyTo);
  return html`<li class="entry ${received ? 'in' : 'out'} ${entry.replyTo === undefined ? '' : 'reply'}">
    <p class="meta">
      <time>${time(entry.at)}</time>
      <span class="direction">${received ? t.asyncTryReceived : t.asyncTrySent}</span>
      <bdi class="size">${t.asyncTrySize(entry.size)}</bdi>
      ${received && entry.text !== undefined
        ? html`<span class="match ${entry.matches.length > 0 ? 'known' : 'unknown'}">${entry.matches.length > 0 ? t.asyncTryMatches(entry.matches.join(', ')) : t.asyncTryNoMatch}</span>`
        : nothing}
      ${entry.replyTo !== undefined ? html`<span class="reply-to">${t.asyncTryReplyTo(requestAt === undefined ? '' : time(requestAt))}</span>` : nothing}
    </p>
    ${body(entry, t)}
  </li>`;
}

export function logList(entries: readonly LogEntry[], t: Labels): TemplateResult {
  return entries.length === 0
    ? html`<p class="empty">${t.asyncTryEmpty}</p>`
    : html`<ol class="log">${entries.map((entry) => row(entry, t, (id) => entries.find((e) => e.id === id)?.at))}</ol>`;
}
