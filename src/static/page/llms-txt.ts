/**
 * `llms.txt` (https://llmstxt.org): an H1 with the API's name, a blockquote summary, a few facts, then sections of
 * links: the Markdown and HTML references, and, when the reference is split, one entry per section page.
 */
import { escapeMarkdown, markdownDestination } from '../escape.js';
import { specTypeLabel } from '../labels.js';
import type { RenderContext } from '../context.js';
import { publishedUrl as url } from './site-parts.js';

/** A page of a split reference, as llms.txt lists it. */
export interface LlmsPage {
  title: string;
  html: string;
  markdown: string;
  operations: number;
  /** Markdown. */
  description?: string;
}

export interface LlmsTxtOptions {
  split: boolean;
  /** The section pages of a split reference, in order. */
  pages?: LlmsPage[];
  /** The schema pages of a split reference. */
  schemaPages?: Array<{ title: string; html: string; markdown: string }>;
  baseUrl?: string | undefined;
  specUrl?: string | undefined;
  summary: string;
}


export function llmsTxt(ctx: RenderContext, options: LlmsTxtOptions): string {
  const { model } = ctx;
  const link = (text: string, path: string, note: string): string => `- [${escapeMarkdown(text)}](${markdownDestination(url(path, options.baseUrl))}): ${note}`;
  const operations = ctx.nav.order.length;
  const facts = [
    model.info.version ? `Version ${model.info.version}` : '',
    specTypeLabel(model),
    `${operations} ${operations === 1 ? 'operation' : 'operations'}`,
    model.schemas.size > 0 ? `${model.schemas.size} ${model.graphql ? 'types' : 'schemas'}` : '',
  ].filter(Boolean);
  const servers = model.servers.map((s) => s.url).filter((u) => u !== '' && u !== '/');
  const out = [
    `# ${escapeMarkdown(model.info.title || 'API reference')}`,
    `> ${escapeMarkdown(options.summary)}`,
    `${escapeMarkdown(facts.join(' · '))}.${servers.length > 0 ? ` ${servers.length === 1 ? 'Server' : 'Servers'}: ${servers.slice(0, 5).map((s) => escapeMarkdown(s)).join(', ')}.` : ''}`,
    '## Reference',
    [
      link('API reference (Markdown)', 'api.md', `the whole reference as Markdown: every ${model.graphql ? 'root field' : 'operation'} with its parameters, bodies and responses${model.schemas.size > 0 ? ', and the schemas' : ''}`),
      link('API reference (HTML)', 'index.html', options.split ? 'every operation listed with links to its section page; interactive with JavaScript' : 'the same reference as a web page; interactive with JavaScript'),
    ].join('\n'),
  ];
  const markdownTwin = (path: string): string => ` ([Markdown](${markdownDestination(url(path, options.baseUrl))}))`;
  if (options.pages && options.pages.length > 0) {
    out.push(
      '## Sections',
      options.pages
        .map((page) => {
          const description = ctx.text.plain(page.description, 160);
          return `${link(page.title, page.html, `${page.operations} ${page.operations === 1 ? 'operation' : 'operations'}${description ? `; ${escapeMarkdown(description)}` : ''}`)}${markdownTwin(page.markdown)}`;
        })
        .join('\n'),
    );
  }
  const optional: string[] = [];
  for (const page of options.schemaPages ?? []) optional.push(`${link(page.title, page.html, `${model.graphql ? 'types' : 'schemas'} in full`)}${markdownTwin(page.markdown)}`);
  if (options.specUrl) optional.push(link('API description', options.specUrl, `the ${escapeMarkdown(specTypeLabel(model))} document itself`));
  if (optional.length > 0) out.push('## Optional', optional.join('\n'));
  return `${out.join('\n\n')}\n`;
}
