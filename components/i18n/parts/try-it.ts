/**
 * English labels of Try-It's form and the code samples (the lazy request panels' chunk): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
import type { SendBlocker } from '../../../src/index.js';
import { bytes, code, num } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const tryItEn = {
  sampleLanguage: 'Code sample language',
  copiedSample: (state: string, language: string) => `${state}: ${language} sample`,
  sampleFailed: 'This sample could not be loaded. Check the connection, then choose the tab again.',
  responseExamples: 'Response examples',
  closeTryIt: 'Close',
  exampleData: 'Data',
  exampleSerialized: 'Serialized',
  messageExamples: 'Message examples',
  exampleMessage: 'Message',
  examplePayload: 'Payload',
  exampleReply: 'Reply',
  exampleQuery: 'Query',
  exampleVariables: 'Variables',
  exampleResponse: 'Response',
  faultExample: 'Fault',

  requestsGoThrough: (url: string) => `Requests go through ${url}`,
  mockServer: 'Mock (from this document)',
  mockServerNote: 'Send answers here in the page from the document’s examples and schemas: no request leaves the browser. The request line still names the API’s server.',
  mockAnswerWith: 'Answer with',
  mockFirstSuccess: 'The first success',
  mockBadge: 'mock',
  tryItRequest: (method: string, path: string) => `Try-It request: ${method} ${path}`,
  waitingForResponse: 'Waiting for the response…',
  cookiesNotSent: () =>
    `Browsers do not let a page set the Cookie header, so cookie parameters are not sent in direct mode (the browser sends its own cookies for the API's site). Configure ${code('proxy-url')} to send them.`,
  exampleFor: (name: string) => `Example for ${name}`,
  selectValue: 'Select a value',
  itemN: (name: string, index: number) => `${name} item ${n(index)}`,
  removeItemN: (name: string, index: number) => `Remove ${name} item ${n(index)}`,
  customHeaders: 'Custom headers',
  headerNName: (index: number) => `Header ${n(index)} name`,
  headerNValue: (index: number) => `Header ${n(index)} value`,
  headerName: 'Name',
  removeHeaderN: (index: number) => `Remove header ${n(index)}`,
  addHeader: '+ Add header',
  fileAsBody: 'File to send as the body',
  urlencodedObject: 'JSON object, sent as URL-encoded pairs',
  multipartNoFields: 'This multipart body declares no fields.',
  invalidJson: (message: string) => `Not valid JSON: ${message}`,
  fileSize: (name: string, size: number) => `${name} (${bytes(L, size)})`,
  callbackThrew: (message: string) => `onTryItRequest threw, so the request was not sent: ${message}`,
  /** The button beside a missing-credentials reason under Send; its accessible name names the scheme it opens. */
  authorizeToSend: 'Authorize…',
  authorizeSchemeToSend: (scheme: string) => `Authorize with “${scheme}”…`,
  sendBlocker: (b: SendBlocker): string => {
    const place = { path: 'path parameter', query: 'query parameter', querystring: 'query string', header: 'header', cookie: 'cookie' };
    switch (b.code) {
      case 'param-required': return `Required ${place[b.place]} “${b.name}” is empty.`;
      case 'param-invalid-json': return `The ${place[b.place]} “${b.name}” is not valid JSON.`;
      case 'header-line-break': return `The header “${b.name}” contains a line break.`;
      case 'header-name-invalid': return `“${b.name}” is not a valid header name.`;
      case 'graphql-endpoint-missing': return 'Enter the GraphQL endpoint URL.';
      case 'graphql-query-empty': return 'The query is empty.';
      case 'graphql-variables-not-object': return 'The variables must be a JSON object.';
      case 'graphql-variables-invalid-json': return 'The variables are not valid JSON.';
      case 'authorization-required': {
        const compound = b.alternatives.some((keys) => keys.length > 1);
        const phrases = b.alternatives.map((keys) => keys.map((k) => `“${k}”`).join(' and '));
        return `Authorization required: apply ${phrases.join(compound ? ', or ' : ' or ')} in the Authorize panel.`;
      }
    }
  },
};
