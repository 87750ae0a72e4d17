/**
 * The mock engine's one entry: a request in, the answer the document describes out, for every format with a
 * request/response API. GraphQL and SOAP answers are chunks of their own, fetched for their documents only.
 */
import type { ApiModel } from '../model/index.js';
import { openapiAnswer } from './openapi-answer.js';
import { problemJson } from './problem-json.js';
import { routeRequest } from './route.js';
import type { MockAnswer, MockRequest } from './types.js';

async function answerFor(model: ApiModel, request: MockRequest): Promise<MockAnswer> {
  switch (model.specType) {
    case 'graphql': {
      const { graphqlAnswer } = await import('./graphql-answer.js');
      return graphqlAnswer(model, request);
    }
    case 'wsdl': {
      // A WSDL's HTTP-binding ports (HttpGet, HttpPost) are plain HTTP operations: answered as OpenAPI ones are.
      const route = routeRequest(model, request.method, request.url.pathname);
      if (route && 'found' in route) return openapiAnswer(model, request);
      const { soapAnswer } = await import('./soap-answer.js');
      return soapAnswer(model, request);
    }
    case 'asyncapi-2':
    case 'asyncapi-3':
      return problemJson(501, 'An AsyncAPI document describes messages, not HTTP answers: the mock has nothing to answer.');
    default:
      return openapiAnswer(model, request);
  }
}

/** Never throws: a document the engine cannot answer from gives a 500 problem that says why. */
export async function mockAnswer(model: ApiModel, request: MockRequest): Promise<MockAnswer> {
  try {
    return await answerFor(model, request);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return problemJson(500, `The mock could not answer from the document: ${reason}`);
  }
}
