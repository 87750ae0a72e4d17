/**
 * highlight.js core with the grammars the viewer needs. Loaded only through `import()` (see highlight.ts),
 * so pages without code never download it.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import graphql from 'highlight.js/lib/languages/graphql';
import http from 'highlight.js/lib/languages/http';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

const grammars = { bash, csharp, go, graphql, http, java, javascript, json, plaintext, python, typescript, xml, yaml };
for (const [name, grammar] of Object.entries(grammars)) hljs.registerLanguage(name, grammar);
hljs.registerAliases(['sh', 'shell', 'curl', 'zsh'], { languageName: 'bash' });
hljs.registerAliases(['html', 'soap', 'wsdl', 'xsd'], { languageName: 'xml' });
hljs.registerAliases(['text', 'txt'], { languageName: 'plaintext' });

export { hljs };
