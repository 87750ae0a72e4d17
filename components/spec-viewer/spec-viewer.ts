import type { PropertyValues, TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import { type ApiModel, type SpecTypeValue, AuthSession, type OAuthConfig, type SearchResult, type TryItRequest, type TryItResponse } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { apiModelContext, viewerOptionsContext, type ViewerOptions } from '../shared/context.js';
import { authSessionContext } from '../shared/auth-context.js';
import { HashRouteController } from '../controllers/hash-route.js';
import type { SvContent } from '../content/content.js';
import { defaultTrueBoolean, optionalNumber } from '../shared/attribute-converters.js';
import { SearchController } from '../controllers/search-controller.js';
import { ValidationController } from '../controllers/validation-controller.js';
import { DrawerController } from '../controllers/drawer-controller.js';
import { specViewerStyles } from './spec-viewer.styles.js';
import { loadErrorView, loadPage, loadingView, noSpecView } from './page-loading.js';
import { pageLayout } from './page-layout.js';
import { SlowLoadController } from './slow-load.js';
import { loadEvents } from './load-events.js';
import { placedReference, quietStaticReference } from './static-reference.js';
import { PageModelMemo, VIEWER_OPTION_KEYS, viewerOptionsOf } from './page-settings.js';
import { LocaleController } from '../controllers/locale-controller.js';
import type { Labels } from '../i18n/en.js';
import type { Locale } from '../i18n/locales.js';

/**
 * @tagname spec-viewer
 * @summary Renders an API description (OpenAPI 2/3.0/3.1 …) fetched from `spec-url` as a navigable reference page.
 *
 * Landmarks: the reading column is the page's `main` landmark (unless `host-provides-main` says the host page
 * has one around the viewer) and the sidebar is a navigation landmark.
 *
 * Languages: `locale` (en, de, fr, es, pt-BR, ja, zh-CN, ar; else the closest one, else English) or, without it,
 * the `lang` of the element or its nearest ancestor when it names a built-in locale; `labels` overrides single
 * texts; `dir` follows the locale (ar: right-to-left) unless the author sets `dir`.
 *
 * Children: a static reference placed inside the element (what `spec-viewer render` writes, for crawlers and
 * readers without JavaScript) is shown until the live page has loaded, then neither rendered nor read.
 *
 * @fires spec-load - The spec was loaded and its page rendered; detail has specType, title, version, operationCount.
 * @fires spec-error - The spec could not be loaded and the error panel is shown; detail has message and code (and
 *   the message's `key` and `params` in the core's message tables, when it has an entry).
 * @fires search-open - The search dialog opened; detail is `{ query }`.
 * @fires search-select - A search result was chosen; detail is `{ result }`. Cancelable: `preventDefault()`
 *   keeps the viewer from navigating (for integrators who route themselves).
 * @fires spec-validate - With `validate` set: validation of an OpenAPI or AsyncAPI document finished; detail has
 *   `problems` (each `{code: 'validation', message, location?}`), also listed in the page's problems bar.
 * @csspart layout - The two-column layout.
 * @csspart sidebar - The navigation sidebar.
 * @csspart filter - The sidebar filter input.
 * @csspart nav - The sidebar's scrolling list.
 * @csspart content - The reading column.
 * @csspart operation - Each operation card.
 * @csspart endpoint - The method + path line of a card.
 * @csspart method-badge - HTTP method badges.
 * @csspart error-panel - The error panel.
 * @csspart loading - The loading state.
 * @csspart static-reference - The static reference placed inside the element (`spec-viewer render`), shown until
 *   the live page has loaded.
 * @csspart menu-button - The button that opens the sidebar on narrow screens.
 * @csspart search-button - The sidebar button that opens search.
 * @csspart search-dialog - The search dialog (Cmd/Ctrl+K, `/`, the sidebar's search button).
 * @csspart search-input - Its query field.
 * @csspart search-results - Its result list.
 * @csspart search-result - One search result.
 * @csspart search-mark - A matched word in a search result.
 * @cssproperty --sv-sidebar-width - Width of the sidebar.
 * @cssproperty --sv-content-max-width - Width of the reading column.
 * @cssproperty --sv-scroll-offset - Space kept above deep-link targets (e.g. under a fixed page header).
 * @cssproperty --sv-color-accent - Links, focus and highlights (see styles/tokens.css for every token).
 * @cssproperty --sv-font-sans - Text font.
 * @cssproperty --sv-font-mono - Code font.
 * @cssproperty --sv-search-width - Width of the search dialog (see sv-search for its colour tokens).
 */
export class SpecViewer extends SvElement {
  static override styles = specViewerStyles;
  static override viewportMedia = true;

  /** URL of the spec (JSON, YAML, XML or SDL). */
  @property({ attribute: 'spec-url' }) specUrl?: string;

  /** Alias of `specUrl` (`spec` attribute/property, README.md#attributes-and-properties). */
  @property()
  get spec(): string | undefined {
    return this.specUrl;
  }
  set spec(value: string | undefined) {
    this.specUrl = value;
  }

  /** Skips auto-detection (`SpecType.OPENAPI_3` …). */
  @property({ attribute: 'spec-type' }) specType?: SpecTypeValue;

  /** Enables the Try-It panel. `allow-try-it="false"` turns it off. */
  @property({ attribute: 'allow-try-it', converter: defaultTrueBoolean }) allowTryIt = true;

  /**
   * Opens every operation's Try-It form at once, in place of its request and response examples (the layout
   * before the examples column); without it, each form opens from its "Try it" button.
   */
  @property({ type: Boolean, attribute: 'try-it-open' }) tryItOpen = false;

  /**
   * Offers "Mock (from this document)" as every Try-It form's first server: Send answers in the page from the
   * document's examples and schemas, with no network request (docs/mock.md). The reader may still pick a real server.
   */
  @property({ type: Boolean, attribute: 'try-it-mock' }) tryItMock = false;

  /** Hides the header's "Download" link to the document (shown by default, as Redoc does). */
  @property({ type: Boolean, attribute: 'hide-download' }) hideDownload = false;

  /** Sends Try-It requests through this proxy endpoint (proxy mode). */
  @property({ attribute: 'proxy-url' }) proxyUrl?: string;

  /** Seconds saved Try-It form state lives; 0 disables persistence; unset never expires. */
  @property({ attribute: 'try-it-persist-ttl', converter: optionalNumber }) tryItPersistTtl?: number;

  /**
   * Also validates the document after the page is shown and lists what it finds with the page's problems:
   * OpenAPI against its JSON Schema with @readme/openapi-parser (a lazy 105 KB gzip chunk), AsyncAPI with
   * @asyncapi/parser (about 430 KB gzip; AsyncAPI pages render without it). Each runs in a module worker; off by default.
   */
  @property({ type: Boolean }) validate = false;

  /**
   * The host page already wraps the viewer in its own `<main>` landmark (`host-provides-main`), so the reading
   * column is not marked `main` again (a page has one). Without it, the reading column is the `main` landmark and
   * the sidebar its navigation, so a bare host page passes axe's landmark rules.
   */
  @property({ type: Boolean, attribute: 'host-provides-main' }) hostProvidesMain = false;

  /**
   * Language of the interface: a BCP 47 tag matched to the built-in locales (exact, then same language, then
   * English). Unset: the `lang` of the element or its nearest ancestor when it names a built-in locale.
   * Spec text is never translated.
   */
  @property() locale?: string;

  /** Overrides single interface texts (keys of the English table, `Labels`) over whichever locale is active. */
  @property({ attribute: false }) labels?: Partial<Labels>;

  /** The locale whose texts are shown (English until the chosen locale's table has loaded). */
  get activeLocale(): Locale {
    return this.i18n.active;
  }
  private readonly i18n = new LocaleController(this);

  /** Forces a colour scheme; by default the OS preference applies. */
  @property({ reflect: true }) theme?: 'light' | 'dark';

  /**
   * Extended build: settings of the interactive OAuth 2.0 / OpenID Connect Get Token flow (client ID, redirect
   * URI, default scopes, extra authorization parameters, per-scheme overrides). Ignored by the base build.
   */
  @property({ attribute: false }) oauth?: OAuthConfig;

  /**
   * GraphQL (extended build): the URL Try-It POSTs queries to. A schema names no endpoint; without this, each
   * Try-It panel shows an endpoint field, saved with the form.
   */
  @property() endpoint?: string;

  /**
   * GraphQL (extended build): the security schemes of the Authorize panel, as OpenAPI `components.securitySchemes`
   * objects by name (attribute: the same as JSON). Default: one HTTP bearer scheme, `bearerAuth`. Credentials are optional.
   */
  @property({ attribute: 'security-schemes', type: Object }) securitySchemes?: Record<string, unknown>;

  /** GraphQL (extended build): depth of the selection sets of generated examples (default 2). */
  @property({ attribute: 'graphql-example-depth', converter: optionalNumber }) graphqlExampleDepth?: number;

  /** Called before a Try-It request is sent. */
  @property({ attribute: false }) onTryItRequest?: (request: TryItRequest) => void;

  /** Called after a Try-It response is received. */
  @property({ attribute: false }) onTryItResponse?: (response: TryItResponse) => void;

  /** The loaded model, for integrators (undefined while loading or after an error). */
  get model(): ApiModel | undefined {
    return this.loader.status === TaskStatus.COMPLETE && this.loader.value ? this.pageModel(this.loader.value) : undefined;
  }

  /**
   * Searches everything the loaded spec holds (operations, parameters, properties, response codes, schemas,
   * channels, messages, GraphQL types and fields): ranked results, each with `id`, its deep link (`#<id>`).
   * The first call downloads the search code and builds the index; resolves `[]` while no spec is loaded.
   */
  async search(query: string): Promise<SearchResult[]> {
    return this.searching.search(query);
  }
  /** Cmd/Ctrl+K and `/`, the search dialog, its index and landing on a result. */
  private readonly searching = new SearchController(this, {
    model: () => this.model,
    navigate: (id) => this.navigate(id),
    reveal: (id) => this.content?.reveal(id) ?? Promise.resolve(false),
  });

  /** The loaded model with the page's settings applied by its format view (GraphQL: endpoint, schemes), memoized. */
  private pageModel(loaded: ApiModel): ApiModel {
    return this.pageModels.of(loaded, this);
  }
  private readonly pageModels = new PageModelMemo();

  @provide({ context: apiModelContext })
  @state()
  private providedModel?: ApiModel;

  /** Credentials entered in the Authorize panel, shared by every Try-It panel and code sample of the page. */
  @provide({ context: authSessionContext })
  @state()
  private authSession?: AuthSession;

  @provide({ context: viewerOptionsContext })
  @state()
  private viewerOptions: ViewerOptions = { allowTryIt: true };

  @state() private activeId?: string;
  /** The sidebar over the page on narrow screens. */
  private readonly drawer = new DrawerController(this, 'sv-sidebar', '.menu-button');

  @query('sv-content') private content?: SvContent;

  private readonly slowLoad = new SlowLoadController(this);

  private readonly loader = new Task(this, {
    task: async ([url, specType], { signal }) => {
      if (!url) return initialState;
      return this.slowLoad.during(() => loadPage(url, specType, signal, (model) => this.pageModel(model)));
    },
    args: () => [this.specUrl, this.specType] as const,
  });

  /** The `validate` option's findings for the loaded model. */
  private readonly validation = new ValidationController(this, () => this.loader.value, () => this.specUrl);

  private readonly route = new HashRouteController(this, (id) => this.content?.reveal(id) ?? Promise.resolve(false));

  /** `spec-load` and `spec-error`, each once per model or error. */
  private readonly announceLoad = loadEvents(this, this.loader, () => this.content, this.route, this.validation);

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (VIEWER_OPTION_KEYS.some((key) => changed.has(key))) this.viewerOptions = viewerOptionsOf(this);
    const model = this.model;
    if (model !== this.providedModel) {
      this.providedModel = model;
      this.validation.reset();
      this.authSession = model ? new AuthSession(model) : undefined;
      this.activeId = undefined;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    quietStaticReference(this);
    this.announceLoad(changed);
  }

  protected override render(): unknown {
    const placed = placedReference(this);
    return this.loader.render({
      initial: () => placed ?? noSpecView(this.t),
      pending: () => placed ?? loadingView(this.t, this.slowLoad.slow),
      complete: (model) => this.page(this.pageModel(model)),
      error: (error) => loadErrorView(this.t, error, this.specUrl, () => void this.loader.run()),
    });
  }

  private page(model: ApiModel): TemplateResult {
    const { t, hostProvidesMain, drawer, searching, activeId } = this;
    return pageLayout({
      t, hostProvidesMain, drawer, searching, activeId,
      problems: this.validation.problems,
      skipToContent: () => void this.content?.focusStart(),
      navigate: (id) => this.navigate(id),
      setActive: (id) => (this.activeId = id),
    }, model);
  }

  private navigate(id: string): void {
    if (this.drawer.open) this.drawer.set(false);
    void this.route.navigate(id);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'spec-viewer': SpecViewer;
  }
}
