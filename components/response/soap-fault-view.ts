/** The SOAP Fault box of a Try-It response: code and reason of a 1.1 or 1.2 fault, announced as an alert. */
import { html, nothing, type TemplateResult } from 'lit';
import type { SoapFault } from '../../src/index.js';

export function soapFaultView(fault: SoapFault | undefined): TemplateResult | typeof nothing {
  if (!fault) return nothing;
  return html`<div class="error soap-fault" role="alert" part="soap-fault">
    <strong>SOAP ${fault.version} Fault</strong>
    <span class="fault-code"><code>${fault.code || 'no code'}</code></span>
    <span class="fault-reason">${fault.reason || 'No reason given.'}</span>
    ${fault.actor ? html`<span class="fault-actor">(${fault.version === '1.1' ? 'actor' : 'role'} <code>${fault.actor}</code>)</span>` : nothing}
  </div>`;
}
