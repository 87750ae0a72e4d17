/**
 * What a user entered in a flow's Get Token controls (client ID and secret, client authentication, ticked
 * scopes, `x-flowVariables` values, server), so closing and reopening the panel keeps it. sessionStorage only,
 * because the client secret is among it.
 */
import type { StorageLike } from '../../persist/form-store.js';
import type { ClientAuthMethod } from './oauth-config.js';
import { SessionJson } from '../../persist/session-json.js';

export interface FlowSettings {
  clientId?: string;
  clientSecret?: string;
  /** Sends the secret (authorization code clients may be public). */
  confidential?: boolean;
  clientAuthMethod?: ClientAuthMethod;
  scopes?: string[];
  variables?: Record<string, string>;
  serverIndex?: number;
}

export const SETTINGS_KEY_PREFIX = 'spec-viewer:oauth-settings:';

export class FlowSettingsStore {
  private readonly store: SessionJson<FlowSettings>;

  constructor(info: { title: string; version: string }, storage?: StorageLike) {
    this.store = new SessionJson(`${SETTINGS_KEY_PREFIX}${info.title}@${info.version}:`, storage);
  }

  get(schemeKey: string, flowType: string): FlowSettings {
    return this.store.get(`${schemeKey}:${flowType}`) ?? {};
  }

  set(schemeKey: string, flowType: string, settings: FlowSettings): void {
    this.store.set(`${schemeKey}:${flowType}`, settings);
  }
}
