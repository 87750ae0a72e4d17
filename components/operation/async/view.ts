/** The AsyncAPI pieces of the operation card, a lazy chunk that only AsyncAPI pages download. */
import type { FormatView } from '../../shared/format-views.js';
import { asyncOperationCard } from './async-operation.js';
import { asyncOperationStyles } from './async-operation.styles.js';

export const asyncView: FormatView = {
  operationStyles: asyncOperationStyles,
  operationCard: asyncOperationCard,
};
