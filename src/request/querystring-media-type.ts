/** The media type of an OpenAPI 3.2 `querystring` parameter: one owner for the form and the mock. */
import type { Parameter } from '../model/index.js';

export const FORM_URLENCODED = 'application/x-www-form-urlencoded';

/** The media type that shapes the query string; form-urlencoded when the parameter names none. */
export function querystringMediaType(param: Pick<Parameter, 'contentType'>): string {
  return param.contentType ?? FORM_URLENCODED;
}
