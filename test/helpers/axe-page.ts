/** axe over a whole test page, for pages whose only content is `<spec-viewer>` (a bare host page). */
import { expect } from '@open-wc/testing';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * Every violation axe finds on the document, best-practice rules included (`region`, `landmark-one-main`,
 * `heading-order` …), as readable lines. `page-has-heading-one` is the host page's business, not the element's.
 */
export async function axePage(anchor: Element): Promise<string[]> {
  type Axe = { run(context: Document, options: RunOptions): Promise<AxeResults> };
  // The accessible() assertion loads axe into the page (and checks the element itself on the way).
  if (!(window as unknown as { axe?: Axe }).axe) await expect(anchor).to.be.accessible();
  const axe = (window as unknown as { axe?: Axe }).axe;
  if (!axe) throw new Error('axe did not load');
  return axeViolations(axe, document);
}

/** `axe.run` over a whole document (the test page's, or a frame's with that frame's axe), as readable lines. */
export async function axeViolations(axe: { run(context: Document, options: RunOptions): Promise<AxeResults> }, doc: Document): Promise<string[]> {
  const results = await axe.run(doc, {
    rules: { region: { enabled: true }, 'landmark-one-main': { enabled: true }, 'page-has-heading-one': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} nodes, e.g. ${JSON.stringify(v.nodes[0]?.target)} ${v.nodes[0]?.failureSummary ?? ''}`);
}
