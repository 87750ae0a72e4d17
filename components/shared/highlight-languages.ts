/**
 * The highlight.js grammars the viewer knows, each behind its own `import()`: a page downloads the core once and
 * then only the grammars of the code it shows (a JSON example does not fetch the C# grammar).
 */
import type { LanguageFn } from 'highlight.js';

type GrammarModule = Promise<{ default: LanguageFn }>;

export const GRAMMARS: Readonly<Record<string, () => GrammarModule>> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  go: () => import('highlight.js/lib/languages/go'),
  graphql: () => import('highlight.js/lib/languages/graphql'),
  http: () => import('highlight.js/lib/languages/http'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  plaintext: () => import('highlight.js/lib/languages/plaintext'),
  python: () => import('highlight.js/lib/languages/python'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

/** Other names for those grammars (fence info strings, `x-codeSamples` langs, media types). */
export const GRAMMAR_ALIASES: Readonly<Record<string, string>> = {
  sh: 'bash',
  shell: 'bash',
  curl: 'bash',
  zsh: 'bash',
  html: 'xml',
  soap: 'xml',
  wsdl: 'xml',
  xsd: 'xml',
  text: 'plaintext',
  txt: 'plaintext',
};
