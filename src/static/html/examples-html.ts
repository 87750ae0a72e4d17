/**
 * An operation's examples column (beside its text on wide screens, below it on narrow ones): the request sample,
 * then every group of examples at once (the live column's tabs and pickers need a script; here each status,
 * media type and named example is shown in turn, the status the live column opens on first). No headings and no
 * ids: the column repeats what the text describes, so the page's outline and deep links stay the text's.
 */
import type { ShownExample } from '../../examples/media-examples.js';
import { safeHref } from '../../markdown/safe-href.js';
import { escapeHtml as esc } from '../escape.js';
import { statusClassName } from '../labels.js';
import type { RenderContext } from '../context.js';
import { clipExample } from '../examples/example-text.js';
import type { ExampleBody, ExampleGroup, OperationExamples } from '../examples/operation-examples.js';

function codeHtml(ctx: RenderContext, text: string, language: string, label: string): string {
  const lang = language ? ` class="language-${esc(language)}"` : '';
  // Focusable: a block wider than the column scrolls sideways, by keyboard too.
  return `<pre tabindex="0" aria-label="${esc(label)}"><code${lang}>${esc(clipExample(text, ctx.t))}</code></pre>`;
}

function exampleHtml(ctx: RenderContext, example: ShownExample, body: ExampleBody, named: boolean, label: string): string {
  const out = ['<figure class="sv-static-example">'];
  const { t } = ctx;
  if (example.generated) out.push(`<figcaption class="sv-static-generated">${esc(t.generatedFromSchema)}</figcaption>`);
  else if (named) out.push(`<figcaption>${esc(example.label)}</figcaption>`);
  if (example.description) out.push(`<div class="sv-static-md" dir="auto">${ctx.text.html(example.description, 6)}</div>`);
  const language = example.json ? 'json' : body.language;
  if (example.dataText !== undefined) out.push(`<p class="sv-static-meta">${esc(t.exampleData)}</p>${codeHtml(ctx, example.dataText, 'json', `${label} (${t.exampleData})`)}<p class="sv-static-meta">${esc(t.exampleSerialized)}</p>`);
  if (example.text !== undefined) out.push(codeHtml(ctx, example.text, language, label));
  const external = safeHref(example.externalValue);
  if (external) out.push(`<p class="sv-static-meta">${esc(t.exampleAt)} <a href="${esc(external)}" rel="noopener noreferrer">${esc(external)}</a></p>`);
  out.push('</figure>');
  return out.join('');
}

function bodyHtml(ctx: RenderContext, body: ExampleBody, label: string): string {
  const what = [body.label ? esc(body.label) : '', body.mediaType ? `<code>${esc(body.mediaType)}</code>` : ''].filter(Boolean).join(' ');
  const out = what ? [`<p class="sv-static-example-media">${what}</p>`] : [];
  if (body.examples.length === 0) out.push(`<p class="sv-static-meta">${esc(ctx.t.noSchemaOrExample)}</p>`);
  // A lone example named "default" is the document's `example`: no caption to read.
  const named = body.examples.length > 1 || body.examples.some((e) => e.name !== 'default');
  for (const example of body.examples) out.push(exampleHtml(ctx, example, body, named, label));
  return out.join('');
}

function groupHtml(ctx: RenderContext, group: ExampleGroup): string {
  const { t } = ctx;
  const label = t.exampleOf(group.status !== undefined ? t.responseStatus(group.status) : group.title);
  const caption = group.description ? ctx.text.plain(group.description, 160) : group.status !== undefined ? statusClassName(t, group.status) : '';
  const title = group.status !== undefined ? `<span class="sv-static-status">${esc(group.status)}</span>` : `<span class="sv-static-example-name">${esc(group.title)}</span>`;
  const out = [`<div class="sv-static-example-group"><p class="sv-static-example-head">${title}${caption ? ` ${esc(caption)}` : ''}</p>`];
  if (group.bodies.length === 0) out.push(`<p class="sv-static-meta">${esc(t.noBody)}</p>`);
  for (const body of group.bodies) out.push(bodyHtml(ctx, body, label));
  out.push('</div>');
  return out.join('');
}

/** The column, or '' when there is nothing to show. */
export function examplesHtml(ctx: RenderContext, examples: OperationExamples, operationTitle: string): string {
  const { sample, groups } = examples;
  if (!sample && groups.length === 0) return '';
  const out = [`<div class="sv-static-examples" role="group" aria-label="${esc(ctx.t.staticExamplesOf(operationTitle))}">`];
  if (sample) {
    out.push(
      `<figure class="sv-static-sample"><figcaption class="sv-static-examples-title">${esc(ctx.t.staticRequestSample(sample.title))}</figcaption>` +
        `${codeHtml(ctx, sample.text, sample.language, ctx.t.staticRequestSample(sample.title))}</figure>`,
    );
  }
  if (groups.length > 0) {
    out.push(`<div class="sv-static-example-groups"><p class="sv-static-examples-title">${esc(examples.title)}</p>${groups.map((g) => groupHtml(ctx, g)).join('')}</div>`);
  }
  out.push('</div>');
  return out.join('');
}
