/**
 * What a reader may ask the mock to answer with: each documented status, and each named example of its first
 * media type, as the `Prefer` value that asks for it (docs/mock.md#choosing-the-answer).
 */
import type { Operation } from '../model/index.js';
import { documentExamples } from '../examples/media-examples.js';

export interface MockAnswerChoice {
  /** The `Prefer` header value. */
  prefer: string;
  /** The documented status (`404`, `4XX`). */
  status: string;
  /** The example's name, for a choice of one. */
  example?: string;
  /** The example's summary, when it has one. */
  summary?: string;
  /** The response's summary, else the first line of its description (plain text, short). */
  description?: string;
}

function shortDescription(summary: string | undefined, description: string | undefined): string | undefined {
  const line = (summary ?? description ?? '').split('\n')[0]!.replace(/[*_`#>]/g, '').trim();
  return line === '' ? undefined : line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** A status the `code=` preference can name: `4XX` is asked for as 400; `default` has no code of its own. */
function codeOf(status: string): string | undefined {
  if (/^\d{3}$/.test(status)) return status;
  const range = /^([1-5])XX$/i.exec(status);
  return range ? `${range[1]}00` : undefined;
}

export function mockAnswerChoices(op: Pick<Operation, 'responses'>): MockAnswerChoice[] {
  const choices: MockAnswerChoice[] = [];
  for (const response of op.responses) {
    const code = codeOf(response.status);
    if (code === undefined) continue;
    const description = shortDescription(response.summary, response.description);
    const said = description ? { description } : {};
    choices.push({ prefer: `code=${code}`, status: response.status, ...said });
    const media = response.content[0];
    const named = media ? documentExamples(media).filter((e) => e.name !== 'default') : [];
    if (named.length < 2) continue; // one example is the status's answer anyway
    for (const example of named) {
      const summary = example.summary?.trim();
      const name = /^[\w.~-]+$/.test(example.name) ? example.name : `"${example.name.replace(/["\\]/g, '')}"`;
      choices.push({ prefer: `code=${code}, example=${name}`, status: response.status, ...said, example: example.name, ...(summary ? { summary } : {}) });
    }
  }
  return choices;
}
