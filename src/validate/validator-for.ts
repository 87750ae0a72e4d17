import type { SpecError } from '../model/errors.js';
import type { SpecTypeValue } from '../model/spec-type-value.js';
import { validateAsyncApiAt } from '../formats/asyncapi/validate.js';
import { validateOpenApiAt } from '../formats/openapi/validate.js';

/** Validates the document at a URL (in a worker in browsers); resolves with its findings. */
export type UrlValidator = (url: string, options?: { signal?: AbortSignal; fetch?: typeof fetch }) => Promise<SpecError[]>;

/** The `validate` option's validator for a spec type; undefined for formats without one (WSDL, GraphQL). */
export function validatorFor(specType: SpecTypeValue): UrlValidator | undefined {
  if (specType.startsWith('openapi-')) return validateOpenApiAt;
  if (specType.startsWith('asyncapi-')) return validateAsyncApiAt;
  return undefined;
}
