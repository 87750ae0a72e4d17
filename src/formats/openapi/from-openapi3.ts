import type { Parameter } from '../../model/operation.js';
import type { OperationAdapter } from './operations.js';
import { mergedRawParameters, parameter3 } from './parameters.js';
import { requestBody3 } from './request-body.js';
import { responses3 } from './responses.js';

/** How OpenAPI 3.0 / 3.1 / 3.2 operations read their parameters, bodies and responses. */
export const openApi3Adapter: OperationAdapter = {
  parameters: (ctx, op, pathItem) => {
    const params = mergedRawParameters(ctx, pathItem['parameters'], op['parameters'])
      .map((raw) => parameter3(ctx, raw))
      .filter((p): p is Parameter => p !== undefined);
    ctx.v32?.checkQueryMix(ctx, params);
    return params;
  },
  hasRequestBody: (_ctx, op) => op['requestBody'] !== undefined,
  requestBody: (ctx, op) => requestBody3(ctx, op['requestBody']),
  responses: (ctx, op) => responses3(ctx, op['responses']),
};
