/**
 * Extended build entry (`dist/spec-viewer-extended.js`): as the base entry (`base.ts`), with the extended app
 * module (`entry/define-extended.ts`: GraphQL and the OAuth Get Token plugin as lazy chunks).
 */
import './entry/start-extended.js';

export * from './entry/public-api.js';
export type { OAuthConfig, OAuthSchemeConfig, ClientAuthMethod } from '../src/index.js';
