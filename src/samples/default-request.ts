import type { ApiModel, HttpRequest, Operation } from '../model/index.js';
import { buildRequest } from '../request/build-request.js';
import { initialFormState } from '../request/form-state.js';

/**
 * The request of an untouched Try-It form: the first server with its default variables, parameter examples,
 * the first media type's example or schema-generated body. Code samples show it when Try-It is not on the page.
 * Credentials are not applied here (the caller does, placeholders included).
 */
export function defaultRequest(operation: Operation, model?: Pick<ApiModel, 'servers' | 'sourceUrl' | 'baseUrl'>): HttpRequest {
  return buildRequest(operation, initialFormState(operation, model), model ? { model } : {});
}
