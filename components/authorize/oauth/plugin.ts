/**
 * The extended build's Authorize plugin for `oauth2` and `openIdConnect` schemes: registered by
 * components/extended.ts; its element (`<sv-oauth-flows>`) and the OAuth core are a lazy chunk loaded the first
 * time the panel opens on such a scheme. Until then (or if the chunk fails) the base tier's details show.
 */
import { html } from 'lit';
import type { AuthPlugin } from '../auth-plugins.js';
import { ensureOAuthCore } from './core.js';

export const oauthAuthPlugin: AuthPlugin = {
  kinds: ['oauth2', 'openIdConnect'],
  load: async () => {
    const [element] = await Promise.all([import('./oauth-flows.js'), ensureOAuthCore()]);
    element.SvOAuthFlows.define('sv-oauth-flows');
  },
  render: (ctx) => html`<sv-oauth-flows
    .scheme=${ctx.scheme}
    .index=${ctx.index}
    .session=${ctx.session}
    .model=${ctx.model}
    .proxyUrl=${ctx.proxyUrl}
    .oauth=${ctx.oauth}
    >${ctx.fallback}</sv-oauth-flows
  >`,
};
