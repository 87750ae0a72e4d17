import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { ApiModel, Server } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { markdown } from '../shared/markdown.js';
import { specTypeLabel } from '../shared/labels.js';
import { safeHref } from '../shared/safe-url.js';
import { infoStyles } from './info.styles.js';
import { clipForDisplay } from '../shared/clip-text.js';

/**
 * @tagname sv-info
 * @summary The page header: title, version, spec type, description, contact, license, terms, servers.
 *
 * @csspart info - The header container.
 * @csspart title - The API title.
 * @csspart version - The version badge.
 * @csspart spec-type - The spec type badge.
 * @csspart servers - The servers list.
 * @csspart download - The link that downloads the API description (hidden with `hide-download`).
 * @cssproperty --sv-info-title-size - Font size of the API title.
 */
/** A file name from the API's title (`Library Loans` → `library-loans`), for URLs that name no file. */
function titleFile(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'api-description';
}

/**
 * Where the document can be downloaded, as Redoc offers: the URL it was loaded from (http(s), or a blob: URL a page
 * made), named after its last path segment when that names a file (`openapi.yaml`), else after the API's title
 * (a server's Content-Disposition still wins when it names one). Undefined for anything else (a data: URL, an
 * unsafe scheme).
 */
function downloadLink(sourceUrl: string | undefined, title: string): { href: string; file: string } | undefined {
  if (!sourceUrl) return undefined;
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch {
    return undefined;
  }
  if (url.protocol === 'blob:') return { href: url.href, file: titleFile(title) };
  if (!safeHref(url.href) || !/^https?:$/.test(url.protocol)) return undefined;
  const segment = url.pathname.split('/').pop() ?? '';
  let last = segment;
  try {
    last = decodeURIComponent(segment);
  } catch {
    // a malformed escape: the segment as written
  }
  return { href: url.href, file: /\.\w+$/.test(last) ? last : titleFile(title) };
}

export class SvInfo extends SvElement {
  static override styles = infoStyles;

  @property({ attribute: false }) model?: ApiModel;
  /** No link to download the document (`hide-download` on `<spec-viewer>`). */
  @property({ type: Boolean, attribute: 'hide-download' }) hideDownload = false;

  /** Moves focus to the API title (the "Skip to content" target). */
  focusTitle(): void {
    this.renderRoot.querySelector<HTMLElement>('h1')?.focus();
  }

  protected override render(): unknown {
    const model = this.model;
    if (!model) return nothing;
    const { info } = model;
    const logoSrc = safeHref(info.logo?.url);
    return html`<header class="info" part="info">
      ${logoSrc ? html`<img class="logo" src=${logoSrc} alt=${info.logo?.altText ?? this.t.logoOf(info.title)} />` : nothing}
      <div class="title-row">
        <h1 class="title" part="title" id="api-title" tabindex="-1"><bdi>${info.title}</bdi></h1>
        ${info.version ? html`<span class="badge version" part="version">v${info.version.replace(/^v/i, '')}</span>` : nothing}
        <span class="badge spec-type" part="spec-type">${specTypeLabel(model)}</span>
      </div>
      ${info.summary ? html`<p class="summary"><bdi>${info.summary}</bdi></p>` : nothing}
      ${this.metaLinks(model)}
      ${info.description ? html`<div class="md description">${markdown(info.description, 1)}</div>` : nothing}
      ${this.servers(model.servers)}
    </header>`;
  }

  private metaLinks(model: ApiModel): TemplateResult | typeof nothing {
    const { info, externalDocs } = model;
    const items: TemplateResult[] = [];
    const download = this.hideDownload ? undefined : downloadLink(model.sourceUrl, model.info.title);
    if (download) {
      items.push(html`<li>
        <a class="download" part="download" href=${download.href} download=${download.file}>${this.t.downloadDocument} <bdi class="file">${download.file}</bdi></a>
      </li>`);
    }
    const contact = info.contact;
    if (contact) {
      const url = safeHref(contact.url);
      const mail = contact.email ? safeHref(`mailto:${contact.email}`) : undefined;
      const name = contact.name ?? contact.email ?? contact.url;
      if (name) {
        items.push(html`<li>
          <span class="meta-label">${this.t.contact}</span>
          ${url ? html`<a href=${url} target="_blank" rel="noopener noreferrer">${contact.name ?? url}</a>` : contact.name && !mail ? contact.name : nothing}
          ${mail ? html`<a href=${mail}>${contact.email}</a>` : nothing}
        </li>`);
      }
    }
    if (info.license) {
      const url = safeHref(info.license.url ?? (info.license.identifier ? `https://spdx.org/licenses/${info.license.identifier}.html` : undefined));
      items.push(html`<li>
        <span class="meta-label">${this.t.license}</span>
        ${url ? html`<a href=${url} target="_blank" rel="noopener noreferrer">${info.license.name}</a>` : info.license.name}
      </li>`);
    }
    const terms = safeHref(info.termsOfService);
    if (terms) {
      items.push(html`<li><a href=${terms} target="_blank" rel="noopener noreferrer">${this.t.termsOfService}</a></li>`);
    }
    const docs = safeHref(externalDocs?.url);
    if (docs) {
      items.push(html`<li>
        <a href=${docs} target="_blank" rel="noopener noreferrer">${externalDocs?.description ?? this.t.externalDocs}</a>
      </li>`);
    }
    return items.length ? html`<ul class="meta" role="list">${items}</ul>` : nothing;
  }

  private servers(servers: Server[]): TemplateResult | typeof nothing {
    if (servers.length === 0) return nothing;
    return html`<section class="servers" part="servers" aria-labelledby="servers-title">
      <h2 id="servers-title">${this.t.servers(servers.length)}</h2>
      <ul role="list">
        ${servers.map(
          (s) => html`<li class="server">
            <div class="server-line">
              ${s.name ? html`<span class="server-name">${s.name}</span>` : nothing}
              <code class="server-url" dir="ltr">${clipForDisplay(s.url)}</code>
              ${s.protocol ? html`<span class="badge">${s.protocol}${s.protocolVersion ? ` ${s.protocolVersion}` : ''}</span>` : nothing}
              ${s.description ? html`<span class="server-description">${s.description}</span>` : nothing}
            </div>
            ${s.variables.length
              ? html`<table class="variables">
                  <caption class="visually-hidden">${this.t.variablesOf(s.url)}</caption>
                  <thead>
                    <tr><th scope="col">${this.t.variable}</th><th scope="col">${this.t.default}</th><th scope="col">${this.t.values}</th><th scope="col">${this.t.description}</th></tr>
                  </thead>
                  <tbody>
                    ${s.variables.map(
                      (v) => html`<tr>
                        <th scope="row"><code>${v.name}</code></th>
                        <td><code>${v.default}</code></td>
                        <td>${v.enum?.length ? v.enum.map((e) => html`<code>${e}</code> `) : html`<span class="muted">${this.t.anyValue}</span>`}</td>
                        <td>${v.description ?? ''}</td>
                      </tr>`,
                    )}
                  </tbody>
                </table>`
              : nothing}
          </li>`,
        )}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-info': SvInfo;
  }
}
