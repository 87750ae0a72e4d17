/**
 * An operation's title as the static pages show it: its summary (else operationId, else path) as written, except
 * a webhook's summary, which documents such as GitHub's write as Markdown prose (several sentences, links): that
 * one is shown as the plain text of its first paragraph, so headings, contents and the split index read as text
 * rather than as Markdown source.
 */
import type { Operation } from '../../model/operation.js';
import { operationTitle } from '../labels.js';
import type { DescriptionRenderer } from './description-html.js';

/** Characters of a webhook's Markdown summary kept as its title. */
const WEBHOOK_TITLE_CHARS = 200;

export function titleOf(ctx: { text: DescriptionRenderer }, op: Operation): string {
  const title = operationTitle(op);
  if (op.kind !== 'webhook' || op.summary === undefined) return title;
  return ctx.text.plain(title, WEBHOOK_TITLE_CHARS) || title;
}
