/** What the Authorize panel says applied credentials are used for: only what the page offers (see `pageOffers`). */
import type { PageOffers } from '../../src/index.js';

/** The panel's opening sentence. */
export function credentialUseText(offers: PageOffers): string {
  if (offers.tryIt) return 'Credentials applied here are added to Try-It requests and code samples of the operations that accept them.';
  if (offers.codeSamples) return 'Credentials applied here are added to the code samples of the operations that accept them.';
  return 'This page has no Try-It or code samples, so credentials applied here are not sent anywhere: the schemes below describe how clients authenticate.';
}

/** The status line after Apply. */
export function appliedText(offers: PageOffers, key: string): string {
  if (offers.tryIt) return `Applied: Try-It requests now carry the ${key} credentials.`;
  if (offers.codeSamples) return `Applied: code samples now carry the ${key} credentials.`;
  return `Applied: the ${key} credentials are kept for this tab.`;
}
