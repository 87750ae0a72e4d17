import { createContext } from '@lit/context';
import type { ApiModel } from '../../src/index.js';
import type { OAuthConfig, TryItRequest, TryItResponse } from '../../src/index.js';

/**
 * The loaded model, provided by `<spec-viewer>` to every descendant that needs document-wide data
 * (root security, servers, schemes) without threading it through each element.
 */
export const apiModelContext = createContext<ApiModel | undefined>(Symbol('spec-viewer-api-model'));

/** The viewer's Try-It settings (README.md#attributes-and-properties), set on `<spec-viewer>`; new on each change. */
export interface ViewerOptions {
  allowTryIt: boolean;
  /** Every operation's Try-It form starts open (`try-it-open`), as before the examples column. */
  tryItOpen?: boolean;
  proxyUrl?: string;
  /** Every Try-It form offers (and first chooses) the mock server: answers made in the page from the document. */
  tryItMock?: boolean;
  tryItPersistTtl?: number;
  onTryItRequest?: (request: TryItRequest) => void;
  onTryItResponse?: (response: TryItResponse) => void;
  /** No "Download" link for the document in the page header (`hide-download`). */
  hideDownload?: boolean;
  /** Extended build: OAuth Get Token settings for the Authorize panel. */
  oauth?: OAuthConfig;
}

/** Provided by `<spec-viewer>` so Try-It panels read the settings without prop drilling. */
export const viewerOptionsContext = createContext<ViewerOptions>(Symbol('spec-viewer-options'));
