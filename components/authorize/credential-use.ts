/** What the Authorize panel says applied credentials are used for: only what the page offers (see `pageOffers`). */
import type { PageOffers } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';


/** The panel's opening sentence. */
export function credentialUseText(offers: PageOffers, t: Labels): string {
  if (offers.tryIt) return t.credentialUseTryIt;
  if (offers.codeSamples) return t.credentialUseSamples;
  return t.credentialUseNone;
}

/** The status line after Apply. */
export function appliedText(offers: PageOffers, key: string, t: Labels): string {
  if (offers.tryIt) return t.appliedTryIt(key);
  if (offers.codeSamples) return t.appliedSamples(key);
  return t.appliedKept(key);
}
