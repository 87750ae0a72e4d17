import type { SearchKind } from '../../src/index.js';

/** Group headings of the result list, in the order groups appear when tied. */
export const KIND_LABELS: Record<SearchKind, string> = {
  operation: 'Operations',
  channel: 'Channels',
  message: 'Messages',
  schema: 'Schemas',
  type: 'Types',
  field: 'Fields',
  'enum-value': 'Enum values',
  parameter: 'Parameters',
  property: 'Properties',
  response: 'Responses',
};
