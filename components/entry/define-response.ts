/**
 * The response view's lazy chunk (`components/shared/lazy-elements.ts`): `<sv-response>` with its body
 * formatting, binary downloads and SOAP faults. A Try-It panel fetches it on its first Send, beside the
 * transport, so a page that is only read never downloads it.
 */
import { SvResponse } from '../response/response.js';

SvResponse.define('sv-response');

export { SvResponse };
