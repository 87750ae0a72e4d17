/** What `<spec-viewer>`'s attributes hand down: the Try-It options its panels read, and the page's model. */
import type { ApiModel } from '../../src/index.js';
import type { ViewerOptions } from '../shared/context.js';
import { formatView, type PageSettings } from '../shared/format-views.js';

/** The element's properties that make up the Try-It options (a change to any of them provides new options). */
export const VIEWER_OPTION_KEYS = ['allowTryIt', 'tryItOpen', 'tryItMock', 'proxyUrl', 'tryItPersistTtl', 'onTryItRequest', 'onTryItResponse', 'oauth', 'hideDownload'] as const;

/** The Try-It options from the element's properties, without the unset ones. */
export function viewerOptionsOf(from: ViewerOptions): ViewerOptions {
  const options: ViewerOptions = { allowTryIt: from.allowTryIt };
  if (from.tryItOpen) options.tryItOpen = true;
  if (from.proxyUrl) options.proxyUrl = from.proxyUrl;
  if (from.tryItMock) options.tryItMock = true;
  if (from.tryItPersistTtl !== undefined) options.tryItPersistTtl = from.tryItPersistTtl;
  if (from.onTryItRequest) options.onTryItRequest = from.onTryItRequest;
  if (from.onTryItResponse) options.onTryItResponse = from.onTryItResponse;
  if (from.oauth) options.oauth = from.oauth;
  if (from.hideDownload) options.hideDownload = true;
  return options;
}

/** The element's properties a format view applies to a loaded model (GraphQL: endpoint, schemes, example depth). */
export interface PageInputs {
  endpoint?: string | undefined;
  securitySchemes?: Record<string, unknown> | undefined;
  graphqlExampleDepth?: number | undefined;
}

/** The loaded model with the page's settings applied by its format view, memoized on the model and the settings. */
export class PageModelMemo {
  private key?: readonly unknown[];
  private cached?: ApiModel;

  of(loaded: ApiModel, inputs: PageInputs): ApiModel {
    const view = formatView(loaded.specType);
    if (!view?.pageModel) return loaded;
    const key = [loaded, inputs.endpoint, inputs.securitySchemes, inputs.graphqlExampleDepth] as const;
    if (this.cached && this.key && key.every((v, i) => v === this.key![i])) return this.cached;
    this.key = key;
    const settings: PageSettings = {};
    if (inputs.endpoint !== undefined) settings.endpoint = inputs.endpoint;
    if (inputs.securitySchemes !== undefined) settings.securitySchemes = inputs.securitySchemes;
    if (inputs.graphqlExampleDepth !== undefined) settings.exampleDepth = inputs.graphqlExampleDepth;
    this.cached = view.pageModel(loaded, settings);
    return this.cached;
  }
}
