/**
 * Streaming media types (OpenAPI 3.2 `itemSchema`): the item schema under "a stream of items", the multipart
 * item encodings, and the generated example in the stream's wire format. The generator is a lazy chunk of the
 * core, fetched the first time a stream is shown.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { streamExamples, type Encoding, type MediaType } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';

/** The stream's example text; undefined while the generator loads (`onLoad` then asks for a new render). */
export function streamExampleText(media: MediaType, mode: 'request' | 'response', onLoad: () => void): string | undefined {
  const generator = streamExamples.loaded;
  if (generator) return generator.streamExample(media, mode);
  void streamExamples.load().then(onLoad, () => undefined);
  return undefined;
}

export function streamSchema(media: MediaType, t: Labels, anchorId: string | undefined): TemplateResult {
  return html`<p class="stream-of">${t.streamOf}</p>
    <sv-schema-tree .schema=${media.itemSchema} anchor-id=${anchorId ?? nothing}></sv-schema-tree>`;
}

/** `itemEncoding` and `prefixEncoding` of a multipart stream, as `encoding` entries are shown. */
export function streamEncodings(media: MediaType, t: Labels): Array<[string, Encoding]> {
  const out: Array<[string, Encoding]> = (media.prefixEncoding ?? []).map((e, i) => [t.prefixEncodingN(i + 1), e]);
  if (media.itemEncoding) out.push([t.itemEncoding, media.itemEncoding]);
  return out;
}
