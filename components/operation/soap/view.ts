/** The SOAP pieces of the operation card, a lazy chunk that only WSDL pages download. */
import type { FormatView } from '../../shared/format-views.js';
import { soapDetails, soapEndpointLine } from './soap-details.js';
import { soapDetailsStyles } from './soap-details.styles.js';

export const soapView: FormatView = {
  operationStyles: soapDetailsStyles,
  endpointLine: soapEndpointLine,
  operationDetails: (op, t) => soapDetails(op.soap, t),
};
