/**
 * What an operation's examples column holds, for the HTML and Markdown renderers alike: the request sample, then
 * the examples of what comes back, per kind of operation as the live column shows them — HTTP: one group per
 * status (its description, media types, the document's examples or one generated from the schema, a stream's
 * items in its wire format); AsyncAPI: each message's payload and headers (and the reply's); GraphQL: the query,
 * its variables and a response shaped by the selection set; SOAP: the request, response and fault envelopes.
 * The examples come from the core (src/examples/); nothing here generates a value.
 */
import type { ApiModel } from '../../model/api.js';
import type { Operation } from '../../model/operation.js';
import { isJsonMediaType, isXmlMediaType } from '../../http/media-type.js';
import type { ShownExample } from '../../examples/media-examples.js';
import { firstExampleStatus, responseExamples } from '../../examples/response-examples.js';
import { messageExamples } from '../../examples/message-examples.js';
import { soapExamples } from '../../examples/soap-examples.js';
import { streamExample } from '../../schema/stream-example.js';
import { graphqlResponse } from './graphql-response.js';
import { requestSample, type RequestSample } from './request-sample.js';
import type { Labels } from '../words.js';

/** One body of a group: its media type (or what it is: "Payload", "Headers") and its examples. */
export interface ExampleBody {
  /** What the body is, when a group has several ("Payload", "Headers", "Variables"). */
  label?: string;
  mediaType?: string;
  /** Code block language of the examples' text: `json`, `xml`, `graphql`, or '' (plain). */
  language: string;
  examples: ShownExample[];
}

export interface ExampleGroup {
  /** "200", "Query", "Request envelope", a message's name. */
  title: string;
  /** An HTTP status: the title is the status code. */
  status?: string;
  /** The status's summary or description (Markdown; renderers show its first paragraph as text). */
  description?: string;
  /** Empty: no body (a 204). */
  bodies: ExampleBody[];
}

export interface OperationExamples {
  sample?: RequestSample;
  /** "Response examples", "Message examples", "Examples". */
  title: string;
  groups: ExampleGroup[];
}

function languageOf(mediaType: string | undefined): string {
  if (!mediaType) return '';
  if (isJsonMediaType(mediaType)) return 'json';
  return isXmlMediaType(mediaType) ? 'xml' : '';
}

/** A text the core built (a GraphQL query, a SOAP envelope) as the one example of its group (no caption of its own). */
function textExample(text: string, generated: boolean, json = false): ShownExample {
  return { name: 'default', label: 'default', text, json, generated };
}

function httpGroups(op: Operation): ExampleGroup[] {
  const statuses = responseExamples(op, streamExample);
  // The status the live column opens on comes first; the others follow in the document's order.
  const first = firstExampleStatus(statuses);
  const ordered = statuses.length > 0 ? [statuses[first]!, ...statuses.filter((_, i) => i !== first)] : [];
  return ordered.map((s) => ({
    title: s.status,
    status: s.status,
    ...((s.summary ?? s.description) ? { description: s.summary ?? s.description } : {}),
    bodies: s.media.map((m) => ({ mediaType: m.mediaType, language: m.stream ? '' : languageOf(m.mediaType), examples: m.examples })),
  }));
}

function asyncGroups(op: Operation, t: Labels): ExampleGroup[] {
  return messageExamples(op).map(({ message, reply, mediaType, payload, headers }) => {
    const name = message.title || message.name || message.id;
    const bodies: ExampleBody[] = [{ label: t.examplePayload, mediaType, language: languageOf(mediaType), examples: payload }];
    if (headers.length > 0) bodies.push({ label: t.headers, language: 'json', examples: headers });
    return { title: reply ? `${t.exampleReply}: ${name}` : name, bodies };
  });
}

function graphqlGroups(model: ApiModel, op: Operation, t: Labels): ExampleGroup[] {
  const example = op.graphql?.example;
  if (!example) return [];
  const groups: ExampleGroup[] = [{ title: t.exampleQuery, bodies: [{ language: 'graphql', examples: [textExample(example.document, true)] }] }];
  if (Object.keys(example.variables).length > 0) {
    groups.push({ title: t.exampleVariables, bodies: [{ language: 'json', examples: [textExample(JSON.stringify(example.variables, null, 2), true, true)] }] });
  }
  const response = graphqlResponse(model, op);
  if (response !== undefined) {
    groups.push({ title: t.exampleResponse, bodies: [{ mediaType: 'application/json', language: 'json', examples: [textExample(JSON.stringify(response, null, 2), true, true)] }] });
  }
  return groups;
}

function soapGroups(op: Operation, t: Labels): ExampleGroup[] {
  const soap = soapExamples(op);
  if (!soap) return [];
  const mediaType = soap.version === '1.2' ? 'application/soap+xml' : 'text/xml';
  const envelope = (title: string, text: string): ExampleGroup => ({ title, bodies: [{ mediaType, language: 'xml', examples: [textExample(text, false)] }] });
  const groups = [envelope(t.staticRequestEnvelope, soap.request)];
  if (soap.response !== undefined) groups.push(envelope(t.staticResponseEnvelope, soap.response));
  if (soap.faults.length > 0) groups.push(...soap.faults.map((f) => envelope(`${t.faultExample}: ${f.name}`, f.envelope)));
  else groups.push(envelope(t.faultExample, soap.fault));
  return groups;
}

/** Per operation (and model and words): the HTML and the Markdown of a site both show them. */
const cache = new WeakMap<Operation, { model: ApiModel; t: Labels; examples: OperationExamples }>();

/** The column's content for `op`. */
export function operationExamples(model: ApiModel, op: Operation, t: Labels): OperationExamples {
  const hit = cache.get(op);
  if (hit?.model === model && hit.t === t) return hit.examples;
  const examples = examplesOf(model, op, t);
  cache.set(op, { model, t, examples });
  return examples;
}

function examplesOf(model: ApiModel, op: Operation, t: Labels): OperationExamples {
  const sample = requestSample(model, op);
  const base = sample ? { sample } : {};
  switch (op.kind) {
    case 'async':
      return { ...base, title: t.messageExamples, groups: asyncGroups(op, t) };
    case 'graphql':
      return { ...base, title: t.staticExamples, groups: graphqlGroups(model, op, t) };
    case 'soap':
      return { ...base, title: t.staticExamples, groups: soapGroups(op, t) };
    default:
      return { ...base, title: t.responseExamples, groups: httpGroups(op) };
  }
}
