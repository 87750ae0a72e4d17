/**
 * Every relative link and `#anchor` in README.md and docs/*.md resolves: the linked file exists, and an anchor
 * names a heading of the target Markdown file (GitHub's slug rules) or an explicit `<a id>` / `<a name>`.
 * External http(s) and mailto links are not fetched.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Link {
  line: number;
  target: string;
}

/** The lines of a Markdown text outside fenced code blocks and HTML comments (others replaced by ''). */
function proseLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  let fence: string | undefined;
  let comment = false;
  return lines.map((line) => {
    if (fence) {
      if (line.trim().startsWith(fence)) fence = undefined;
      return '';
    }
    const open = /^\s*(```+|~~~+)/.exec(line);
    if (open) {
      fence = open[1]!;
      return '';
    }
    let out = '';
    let rest = line;
    while (rest.length > 0) {
      if (comment) {
        const end = rest.indexOf('-->');
        if (end < 0) return out;
        comment = false;
        rest = rest.slice(end + 3);
      } else {
        const start = rest.indexOf('<!--');
        if (start < 0) return out + rest;
        out += rest.slice(0, start);
        comment = true;
        rest = rest.slice(start + 4);
      }
    }
    return out;
  });
}

/** Inline code spans removed, so `[x](y)` written as code is not taken for a link. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)[^`]*?\1/g, '');
}

/** GitHub's heading slug: markup dropped, lower-cased, punctuation other than `-` and `_` removed, spaces → `-`. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, (tag) => (/^<[a-z/!]/i.test(tag) && !/^<[a-z][\w-]*-[\w-]*>$/i.test(tag) ? '' : tag)) // HTML tags
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown text defines: heading slugs (duplicates get -1, -2 …) and explicit `<a id|name>`. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const base = githubSlug(heading[1]!);
      const seen = counts.get(base) ?? 0;
      counts.set(base, seen + 1);
      anchors.add(seen === 0 ? base : `${base}-${seen}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*\b(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1]!);
  }
  return anchors;
}

/** Inline links and images `[text](target)`, and reference definitions `[label]: target`. */
export function linksOf(text: string): Link[] {
  const links: Link[] = [];
  proseLines(text).forEach((raw, index) => {
    const line = withoutCodeSpans(raw);
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      links.push({ line: index + 1, target: match[1]!.replace(/^<|>$/g, '') });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (definition) links.push({ line: index + 1, target: definition[1]!.replace(/^<|>$/g, '') });
    for (const match of line.matchAll(/<a\s[^>]*\bhref\s*=\s*["']([^"']+)["']/gi)) links.push({ line: index + 1, target: match[1]! });
  });
  return links;
}

/** Problems with the links of `files` (absolute paths), each as `file:line: target: why`. */
export function brokenLinks(files: readonly string[], root: string): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (file: string): Set<string> => {
    let anchors = anchorCache.get(file);
    if (!anchors) anchorCache.set(file, (anchors = anchorsOf(readFileSync(file, 'utf8'))));
    return anchors;
  };
  const problems: string[] = [];
  for (const file of files) {
    for (const { line, target } of linksOf(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http(s), mailto …: not fetched
      const hash = target.indexOf('#');
      const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const where = `${relative(root, file)}:${line}: ${target}`;
      const linked = path === '' ? file : resolve(dirname(file), path);
      if (!existsSync(linked)) {
        problems.push(`${where}: ${relative(root, linked)} does not exist`);
        continue;
      }
      if (anchor === undefined || anchor === '' || !linked.endsWith('.md')) continue;
      if (!anchorsIn(linked).has(anchor)) problems.push(`${where}: no heading or <a id> "${anchor}" in ${relative(root, linked)}`);
    }
  }
  return problems;
}

/** README.md, CONTRIBUTING.md and every docs/*.md of `root`. */
function documentation(root: string): string[] {
  const docs = join(root, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs).filter((f) => f.endsWith('.md')).sort().map((f) => join(docs, f)) : [];
  const contributing = join(root, 'CONTRIBUTING.md');
  return [join(root, 'README.md'), ...(existsSync(contributing) ? [contributing] : []), ...pages];
}

describe('Markdown links in README.md, CONTRIBUTING.md and docs/', () => {
  it('every relative link points at an existing file and every anchor at a heading or <a id>', () => {
    const files = documentation(ROOT);
    assert.ok(files.length > 1, 'README.md and docs/*.md are found');
    const problems = brokenLinks(files, ROOT);
    assert.deepEqual(problems, [], `broken links:\n${problems.join('\n')}`);
  });
});

describe('the link checker', () => {
  it('slugs headings as GitHub does', () => {
    assert.equal(githubSlug('Public API of `<spec-viewer>`'), 'public-api-of-spec-viewer');
    assert.equal(githubSlug('SOAP (WSDL 1.1)'), 'soap-wsdl-11');
    assert.equal(githubSlug('OAuth: Get Token (extended build)'), 'oauth-get-token-extended-build');
    assert.equal(githubSlug("1. Serve the callback page on your site's origin"), '1-serve-the-callback-page-on-your-sites-origin');
    assert.equal(githubSlug('`npm run bench:search`'), 'npm-run-benchsearch');
    assert.equal(githubSlug('snake_case and **bold** [link](x.md)'), 'snake_case-and-bold-link');
  });

  it('numbers duplicate headings and reads explicit anchors, not headings inside code blocks', () => {
    const anchors = anchorsOf('# Top\n## Options\n## Options\n## Options\n<a id="custom"></a>\n```\n# not a heading\n```\n');
    assert.deepEqual([...anchors].sort(), ['custom', 'options', 'options-1', 'options-2', 'top']);
  });

  it('reports a missing file, a missing anchor in the same file and in another file, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sv-md-links-'));
    try {
      mkdirSync(join(dir, 'docs'));
      writeFileSync(join(dir, 'docs', 'other.md'), '# Other\n\n## Real section\n');
      writeFileSync(
        join(dir, 'README.md'),
        [
          '# Readme',
          '## Here',
          '[ok](#here) [ok](docs/other.md) [ok](docs/other.md#real-section) [ok](https://example.com/#nothing)',
          '[gone](docs/missing.md) [bad](#nowhere) [bad](docs/other.md#unreal)',
          '`[in code](docs/ignored.md)`',
          '```',
          '[in a block](docs/ignored.md)',
          '```',
        ].join('\n'),
      );
      const problems = brokenLinks(documentation(dir), dir);
      assert.equal(problems.length, 3, problems.join('\n'));
      assert.match(problems[0]!, /^README\.md:4: docs\/missing\.md: docs\/missing\.md does not exist$/);
      assert.match(problems[1]!, /^README\.md:4: #nowhere: no heading or <a id> "nowhere" in README\.md$/);
      assert.match(problems[2]!, /^README\.md:4: docs\/other\.md#unreal: no heading or <a id> "unreal" in docs\/other\.md$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
