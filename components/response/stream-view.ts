/**
 * The items of a streamed answer, newest last: each Server-Sent Event with its event name, id and retry, each
 * JSON item pretty-printed and highlighted. Only the last items are in the page (a stream may run for hours);
 * Copy all and Download have the whole raw stream once it ended.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { TryItResponse, TryItStreamItem } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';
import { highlighted } from '../shared/highlight.js';
import type { LiveStream } from './live-stream.js';

/** Items kept in the page; earlier ones are counted. */
export const MAX_SHOWN_ITEMS = 200;
/** Characters of one item's data shown. */
export const MAX_ITEM_CHARS = 20_000;

function pretty(data: string): { text: string; language?: string } {
  const trimmed = data.trim();
  if (!/^[[{"]/.test(trimmed) && !/^(-?\d|true$|false$|null$)/.test(trimmed)) return { text: data };
  try {
    return { text: JSON.stringify(JSON.parse(trimmed), null, 2), language: 'json' };
  } catch {
    return { text: data };
  }
}

function item(entry: TryItStreamItem, t: Labels): TemplateResult {
  const cut = entry.data.length > MAX_ITEM_CHARS;
  const shown = pretty(cut ? entry.data.slice(0, MAX_ITEM_CHARS) : entry.data);
  const fields: Array<[string, string]> =
    entry.format === 'sse'
      ? [['event', entry.event], ...(entry.id !== undefined ? [['id', entry.id] as [string, string]] : []), ...(entry.retry !== undefined ? [['retry', String(entry.retry)] as [string, string]] : [])]
      : [];
  return html`<li class="item" data-index=${entry.index}>
    <div class="item-meta" dir="ltr">
      <span class="item-index">#${entry.index + 1}</span>
      ${fields.map(([name, value]) => html`<code class="field"><span class="field-name">${name}:</span> ${value}</code>`)}
    </div>
    <pre dir="ltr"><code>${highlighted(shown.text, cut ? undefined : shown.language)}</code></pre>
    ${cut ? html`<p class="note">${t.streamItemCut(entry.data.length)}</p>` : nothing}
  </li>`;
}

export interface StreamViewActions {
  copyAll(): void;
  copiedNow: boolean;
  downloadUrl: string | undefined;
  filename: string;
}

export function streamView(live: LiveStream, response: TryItResponse | undefined, t: Labels, actions: StreamViewActions): TemplateResult {
  const shown = live.items.length > MAX_SHOWN_ITEMS ? live.items.slice(-MAX_SHOWN_ITEMS) : live.items;
  const earlier = live.items.length - shown.length;
  const summary = response?.stream;
  return html`<div class="stream" part="stream">
    ${earlier > 0 ? html`<p class="note">${t.streamEarlierItems(earlier)}</p>` : nothing}
    <ol class="items" tabindex="0" aria-label=${t.streamStreamItems} aria-live="off">
      ${repeat(shown, (entry) => entry.index, (entry) => item(entry, t))}
    </ol>
    ${live.comments > 0 ? html`<p class="note">${t.streamKeepAlives(live.comments)}</p>` : nothing}
    ${summary
      ? html`<p class="stream-end ${summary.ended}" role="status">
            ${t.streamEnded[summary.ended]}${summary.detail && summary.ended !== 'complete' ? html` <span class="detail">${summary.detail}</span>` : nothing}
          </p>
          <div class="stream-actions">
            <button type="button" class="secondary copy-all" @click=${actions.copyAll}>${actions.copiedNow ? t.copied : t.copyAll}</button>
            ${actions.downloadUrl
              ? html`<a class="download" part="download" href=${actions.downloadUrl} download=${actions.filename}>${t.downloadStream(response.size)}</a>`
              : nothing}
          </div>`
      : nothing}
  </div>`;
}
