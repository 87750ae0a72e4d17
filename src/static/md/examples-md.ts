/**
 * An operation's examples in Markdown, after its text (api.md is read top to bottom): the request sample, then
 * each group (status, message, envelope) with its examples as fenced code blocks, as the HTML column shows them.
 */
import type { ShownExample } from '../../examples/media-examples.js';
import { safeHref } from '../../markdown/safe-href.js';
import { codeBlock, codeSpan, escapeMarkdown, markdownDestination } from '../escape.js';
import { statusClassName } from '../labels.js';
import { clipExample } from '../examples/example-text.js';
import type { ExampleBody, ExampleGroup, OperationExamples } from '../examples/operation-examples.js';
import type { MdContext } from './md-context.js';
import { heading } from './markdown-text.js';

function exampleMarkdown(ctx: MdContext, example: ShownExample, body: ExampleBody, named: boolean): string[] {
  const out: string[] = [];
  const { t } = ctx;
  if (example.generated) out.push(`*${escapeMarkdown(t.generatedFromSchema)}*`);
  else if (named) out.push(`*${escapeMarkdown(example.label)}*`);
  if (example.description) out.push(ctx.md.md(example.description, 6));
  if (example.dataText !== undefined) out.push(`${escapeMarkdown(t.exampleData)}:`, codeBlock(clipExample(example.dataText, t), 'json'), `${escapeMarkdown(t.exampleSerialized)}:`);
  if (example.text !== undefined) out.push(codeBlock(clipExample(example.text, t), example.json ? 'json' : body.language));
  const external = safeHref(example.externalValue);
  if (external) out.push(`${escapeMarkdown(t.exampleAt)} [${escapeMarkdown(external)}](${markdownDestination(external)})`);
  return out;
}

function groupMarkdown(ctx: MdContext, group: ExampleGroup): string[] {
  const { t } = ctx;
  const caption = group.description ? ctx.text.plain(group.description, 160) : group.status !== undefined ? statusClassName(t, group.status) : '';
  const title = group.status !== undefined ? codeSpan(group.status) : `**${escapeMarkdown(group.title)}**`;
  const out = [`${title}${caption ? ` ${escapeMarkdown(caption)}` : ''}`];
  if (group.bodies.length === 0) out.push(escapeMarkdown(t.noBody));
  for (const body of group.bodies) {
    const what = [body.label ? escapeMarkdown(body.label) : '', body.mediaType ? codeSpan(body.mediaType) : ''].filter(Boolean).join(' ');
    if (what) out.push(`${what}:`);
    if (body.examples.length === 0) out.push(escapeMarkdown(t.noSchemaOrExample));
    const named = body.examples.length > 1 || body.examples.some((e) => e.name !== 'default');
    for (const example of body.examples) out.push(...exampleMarkdown(ctx, example, body, named));
  }
  return out;
}

/** The examples under a heading of level `level`; '' when there are none. */
export function examplesMarkdown(ctx: MdContext, examples: OperationExamples, level: number): string {
  const { sample, groups } = examples;
  if (!sample && groups.length === 0) return '';
  const out: string[] = [];
  if (sample) out.push(heading(level, escapeMarkdown(ctx.t.staticRequestSample(sample.title))), codeBlock(sample.text, sample.language));
  if (groups.length > 0) out.push(heading(level, escapeMarkdown(examples.title)), ...groups.flatMap((g) => groupMarkdown(ctx, g)));
  return out.join('\n\n');
}
