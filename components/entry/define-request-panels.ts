/**
 * The request panels' lazy chunk (`components/shared/request-panels.ts`): Try-It, its response view and the
 * code samples, defined when a page whose operations can be called needs them.
 */
import { SvTryIt } from '../try-it/try-it.js';
import { SvResponse } from '../response/response.js';
import { SvCodeSamples } from '../code-samples/code-samples.js';

SvResponse.define('sv-response');
SvTryIt.define('sv-try-it');
SvCodeSamples.define('sv-code-samples');

export { SvTryIt, SvResponse, SvCodeSamples };
