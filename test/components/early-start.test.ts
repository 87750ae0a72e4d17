/**
 * A `<spec-viewer spec-url>` already in the page when the bundle runs starts downloading its spec before the
 * elements are defined, and its load takes that download over (one request). This page imports the entry only
 * after adding the element, as a page whose module script runs after parsing does.
 */
import { expect, oneEvent } from '@open-wc/testing';

// Kept in a variable: imported when the test says so, not hoisted with the static imports.
const entry = '/components/base.ts';

it('starts the download before the element is defined and loads it once', async () => {
  const url = '/specs/oas30-petstore.yaml';
  const el = document.createElement('spec-viewer');
  el.setAttribute('spec-url', url);
  document.body.append(el);
  const loaded = oneEvent(el, 'spec-load');
  const defined = customElements.whenDefined('spec-viewer').then(() => performance.now());
  await import(/* @vite-ignore */ entry);
  const definedAt = await defined;
  await loaded;
  const requests = performance.getEntriesByType('resource').filter((e) => e.name.endsWith(url));
  expect(requests.length, 'one request for the spec').to.equal(1);
  expect(requests[0]!.startTime, 'requested before the element was defined').to.be.below(definedAt);
  el.remove();
});
