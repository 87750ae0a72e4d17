/**
 * English words only the static reference says (`spec-viewer render`, `spec-viewer/static`): the table of contents,
 * the parameter table's columns, links to the interactive page. Everything else it says, it says with the live
 * page's own keys. Never loaded by a page; every locale table still has them (typed `Labels`).
 */
import { code, num, plural } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const staticEn = {
  staticApiReference: 'API reference',
  staticSummary: (api: string, format: string) => `Reference of the ${api} (${format}).`,
  staticVersion: (version: string) => `Version ${code(version)}`,
  staticContents: 'Contents',
  staticOpenInteractive: 'Open in the interactive reference',
  staticAlsoHere: 'Also here:',
  staticDescribedUnder: (section: string) => `described under ${section}`,
  staticOperationId: 'Operation ID',
  staticParamIn: 'In',
  staticRequiredColumn: 'Required',
  staticYes: 'yes',
  staticNo: 'no',
  staticSameSchema: (mediaType: string) => `Same schema as ${code(mediaType)}.`,
  staticMore: (count: number) => `… ${n(count)} more`,
  staticMoreCharacters: (count: number) => `… (${n(count)} more characters: see the interactive reference)`,
  staticNestedDeeper: '… nested deeper: see the interactive reference',
  staticBindings: 'Bindings',
  staticEndpoint: 'Endpoint',
  staticNamespace: 'Namespace',
  staticExamples: 'Examples',
  staticExamplesOf: (operation: string) => `Examples: ${operation}`,
  staticRequestSample: (language: string) => `Request sample · ${language}`,
  staticRequestEnvelope: 'Request envelope',
  staticResponseEnvelope: 'Response envelope',
  staticAllOperations: (api: string) => `${api}: all operations`,
  staticPreviousPage: 'Previous page',
  staticNextPage: 'Next page',
  staticPages: 'Pages',
  staticOperations: 'Operations',
  staticSectionSummary: (count: number, api: string) => plural(L, count, { one: `${n(count)} operation of the ${api}.`, other: `${n(count)} operations of the ${api}.` }),
  staticPartOf: (what: string, api: string) => `${what} of the ${api}.`,
  staticFileNote: () =>
    `Opened from a file, this page shows the static reference only: the interactive viewer (Try-It, search) needs an HTTP server. In the folder that holds ${code('index.html')}, run ${code('npx serve')} (or ${code('python3 -m http.server')}) and open the address it prints.`,
};
