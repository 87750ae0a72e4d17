/**
 * The static render's reading layout: each operation's section holds its text and, beside it, the live page's
 * examples column — the request sample in the default language (cURL; the shell for AsyncAPI) and the examples of
 * what comes back (per status for HTTP, per message for AsyncAPI, query / variables / response for GraphQL, the
 * envelopes for SOAP), in HTML and in Markdown, with spec strings escaped.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extendedFormats, parseSpec, type ApiModel } from '../../src/index.js';
import { renderMarkdown, renderStaticHtml } from '../../src/static/index.js';
import { elementsOf, scriptHazards, textOf } from '../static/scan.js';
import { readSpec } from './spec-helpers.js';

const doc = (value: unknown): Promise<ApiModel> => parseSpec(JSON.stringify(value), { formats: extendedFormats });
const corpus = (file: string): Promise<ApiModel> => parseSpec(readSpec(file), { formats: extendedFormats, sourceUrl: `https://specs.example.com/${file}` });

/** The HTML of an operation's examples column ('' when it has none). */
function column(html: string, id: string): string {
  const section = html.indexOf(`<section class="sv-static-op" id="${id}">`);
  assert.ok(section >= 0, `section ${id}`);
  const start = html.indexOf('<div class="sv-static-examples"', section);
  const next = html.indexOf('<section class="sv-static-op"', section + 1);
  if (start < 0 || (next >= 0 && start > next)) return '';
  return html.slice(start, html.indexOf('</div></section>', start) + '</div>'.length);
}

/** The column's group heads, in order: "200 The order", "Query" … */
const heads = (html: string): string[] => [...html.matchAll(/<p class="sv-static-example-head">(.*?)<\/p>/g)].map((m) => textOf(m[1]!));
const codes = (html: string): string[] => [...html.matchAll(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) => textOf(m[1]!));

const shop = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  servers: [{ url: 'https://api.example.com/v1' }],
  security: [{ key: [] }],
  paths: {
    '/orders/{orderId}': {
      get: {
        operationId: 'getOrder',
        summary: 'Get an order',
        parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' }, example: 'o-1' }],
        responses: {
          '404': { description: 'Not **found**', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string', example: 'No such order' } } } } } },
          '200': {
            description: 'The order',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Order' },
                examples: { paid: { summary: 'A paid order', value: { id: 'o-1', note: '</code><script>alert(1)</script>' } }, open: { summary: 'An open order', value: { id: 'o-2' } } },
              },
            },
          },
          '204': { description: 'Nothing to show' },
        },
      },
    },
    '/events': {
      get: {
        operationId: 'events',
        responses: { '200': { description: 'Events', content: { 'application/x-ndjson': { itemSchema: { type: 'object', properties: { kind: { type: 'string', example: 'tick' } } } } } } },
      },
    },
  },
  components: {
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
    schemas: { Order: { type: 'object', properties: { id: { type: 'string' }, note: { type: 'string' } } } },
  },
};

describe('static examples: HTTP', () => {
  it('a column beside the text: the cURL sample, then a block per status, the live first status first', async () => {
    const html = renderStaticHtml(await doc(shop));
    const col = column(html, 'getOrder');
    assert.match(html, /<section class="sv-static-op" id="getOrder"><div class="sv-static-op-text"><h3 dir="auto">Get an order<\/h3>/);
    assert.match(col, /^<div class="sv-static-examples" role="group" aria-label="Examples: Get an order">/);
    assert.match(col, /<figcaption class="sv-static-examples-title">Request sample · cURL<\/figcaption>/);
    assert.equal(codes(col)[0], "curl 'https://api.example.com/v1/orders/o-1' \\\n  -H 'X-Key: YOUR_API_KEY'");
    assert.deepEqual(heads(col), ['200 The order', '204 Nothing to show', '404 Not found']);
    assert.match(col, /<figcaption>A paid order<\/figcaption>.*<figcaption>An open order<\/figcaption>/s);
    assert.match(col, /<p class="sv-static-meta">No body\.<\/p>/);
    // The 404 has no example: one generated from its schema, and marked so.
    const generated = col.slice(col.indexOf('404'));
    assert.match(generated, /<figcaption class="sv-static-generated">Generated from the schema\.<\/figcaption>/);
    assert.equal(codes(generated)[0], '{\n  "message": "No such order"\n}');
  });

  it('the status the live column opens on comes first: the first success with an example', async () => {
    const responses = { '200': { description: 'Empty' }, '202': { description: 'Queued', content: { 'application/json': { example: { queued: true } } } } };
    const model = await doc({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/jobs': { post: { operationId: 'job', responses } } } });
    const col = column(renderStaticHtml(model), 'job');
    assert.deepEqual(heads(col), ['202 Queued', '200 Empty']);
    assert.ok(!col.includes('<figcaption>'), 'a lone `example` has no caption');
  });

  it('escapes the examples: a value cannot close the code block or run script', async () => {
    const html = renderStaticHtml(await doc(shop));
    assert.deepEqual(scriptHazards(html), []);
    assert.ok(html.includes('&lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(codes(column(html, 'getOrder')).some((c) => c.includes('"note": "</code><script>alert(1)</script>"')));
  });

  it('a stream shows generated items in its wire format', async () => {
    const col = column(renderStaticHtml(await doc(shop)), 'events');
    assert.deepEqual(heads(col), ['200 Events']);
    assert.equal(codes(col)[1], '{"kind":"tick"}\n{"kind":"tick"}\n');
  });

  it('Markdown: the sample and the examples after the operation text', async () => {
    const md = renderMarkdown(await doc(shop));
    const op = md.slice(md.indexOf('### Get an order'), md.indexOf('### events'));
    assert.ok(op.indexOf('#### Responses') < op.indexOf('#### Request sample · cURL'));
    assert.ok(op.includes("#### Request sample · cURL\n\n```bash\ncurl 'https://api.example.com/v1/orders/o-1' \\\n  -H 'X-Key: YOUR_API_KEY'\n```"));
    assert.ok(op.includes('#### Response examples\n\n`200` The order\n\n`application/json`:\n\n*A paid order*\n\n```json\n{\n  "id": "o-1",'));
    assert.ok(op.includes('`404` Not found\n\n`application/json`:\n\n*Generated from the schema.*\n\n```json\n{\n  "message": "No such order"\n}\n```'));
    assert.ok(op.includes('`204` Nothing to show\n\nNo body.'));
  });
});

describe('static examples: other formats', () => {
  it('AsyncAPI: the shell sample and each message payload (and headers)', async () => {
    const model = await corpus('asyncapi3-streetlights-mqtt.yml');
    const html = renderStaticHtml(model);
    const op = model.operations.find((o) => o.async?.action === 'receive')!;
    const col = column(html, op.id);
    assert.match(col, /Request sample · Shell/);
    assert.match(codes(col)[0]!, /^# Receives messages from smartylighting\/streetlights\/1\/0\/event\/.*\nmosquitto_sub -h 'test\.mosquitto\.org'/s);
    assert.match(col, /<p class="sv-static-examples-title">Message examples<\/p>/);
    assert.deepEqual(heads(col), ['Light measured']);
    assert.match(col, /<p class="sv-static-example-media">Payload <code>application\/json<\/code><\/p>/);
    assert.ok(codes(col).some((c) => c.includes('"lumens"')));
  });

  it('GraphQL: the query, its variables and the response shaped by the selection', async () => {
    const model = await parseSpec('type Query {\n  "A user"\n  user(id: ID!): User\n  users: [User!]!\n}\ntype User {\n  id: ID!\n  name: String\n}\n', { formats: extendedFormats });
    const html = renderStaticHtml(model);
    const op = model.operations.find((o) => o.graphql?.field.name === 'user')!;
    const col = column(html, op.id);
    assert.match(codes(col)[0]!, /^curl 'YOUR_GRAPHQL_ENDPOINT' \\\n  -X POST/);
    assert.deepEqual(heads(col), ['Query', 'Variables', 'Response']);
    const [, query, variables, response] = codes(col);
    assert.equal(query, op.graphql!.example.document);
    assert.deepEqual(JSON.parse(variables!), op.graphql!.example.variables);
    assert.deepEqual(Object.keys(JSON.parse(response!).data.user), ['id', 'name']);
    // No arguments: no variables to show.
    const users = model.operations.find((o) => o.graphql?.field.name === 'users')!;
    assert.deepEqual(heads(column(html, users.id)), ['Query', 'Response']);
  });

  it('SOAP: the request, response and fault envelopes', async () => {
    const model = await corpus('wsdl-stockquote.wsdl');
    const op = model.operations.find((o) => o.soap && o.path.endsWith('GetLastTradePrice'))!;
    const col = column(renderStaticHtml(model), op.id);
    assert.match(codes(col)[0]!, /^curl 'http:\/\/.*' \\\n  -X POST \\\n  -H 'SOAPAction: "http:\/\/example\.com\/GetLastTradePrice"'/);
    assert.deepEqual(heads(col), ['Request envelope', 'Response envelope', 'Fault']);
    const [, request, response, fault] = codes(col);
    assert.match(request!, /<ns1:TradePriceRequest>/);
    assert.match(response!, /<ns1:TradePrice>/);
    assert.match(fault!, /<soap:Fault>/);
    assert.ok(!col.includes('<figcaption>'), 'one envelope per group: no caption of its own');
  });
});

describe('static examples: only where there is something to show', () => {
  it('one column per operation (none for its callbacks); none for a webhook without responses', async () => {
    const model = await doc({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/subscribe': {
          post: {
            operationId: 'subscribe',
            responses: { '201': { description: 'ok' } },
            callbacks: { onEvent: { '{$request.body#/url}': { post: { responses: { '200': { description: 'ok' } } } } } },
          },
        },
      },
      webhooks: { ping: { post: { operationId: 'ping', requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } } } },
    });
    const html = renderStaticHtml(model);
    const columns = elementsOf(html).filter((e) => e.attrs.class === 'sv-static-examples');
    assert.deepEqual(columns.map((e) => e.attrs['aria-label']), ['Examples: subscribe']);
    assert.equal(column(html, 'ping'), '');
    assert.match(html, /<section class="sv-static-op" id="ping"><div class="sv-static-op-text">.*?<\/div><\/section>/s);
  });
});
