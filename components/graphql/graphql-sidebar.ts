/** The GraphQL groups of the sidebar: named types by kind, then the directives, each counted. */
import { html, nothing } from 'lit';
import { sectionId, type ApiModel, type GraphqlTypeKind } from '../../src/index.js';
import { fragmentFor } from '../../src/index.js';
import type { SidebarGroupsHost } from '../shared/format-views.js';
import { graphqlEn } from '../i18n/parts/graphql.js';
import { withEnglish } from '../i18n/english-parts.js';

/** Groups up to this long start open (like the schemas of other formats). */
const OPEN_UP_TO = 30;


export function graphqlSidebarGroups(model: ApiModel, host: SidebarGroupsHost): unknown {
  const t = withEnglish(host.t, graphqlEn);
  const byKind = new Map<GraphqlTypeKind, string[]>();
  for (const name of model.schemas.keys()) {
    const kind = model.graphql?.kinds.get(name) ?? 'scalar';
    const names = byKind.get(kind);
    if (names) names.push(name);
    else byKind.set(kind, [name]);
  }
  const activeType = host.activeId?.startsWith('type-') ? host.activeId.slice(5).split('.')[0] : undefined;
  const entry = (id: string, label: string) =>
    html`<li><a class="entry schema" href=${`#${fragmentFor(id)}`} data-target=${id} aria-current=${host.activeId === id ? 'true' : nothing}><span class="label">${label}</span></a></li>`;
  const directives = model.graphql?.directives ?? [];
  const directivesOpen = host.isOpen('directives', directives.length <= OPEN_UP_TO);
  return html`${[...byKind].map(([kind, names]) => {
      const key = `kind:${kind}`;
      const open = host.isOpen(key, names.length <= OPEN_UP_TO || (activeType !== undefined && names.includes(activeType)));
      return html`<li class="group">
        ${host.groupToggle(key, t.graphqlKindsPlural[kind], names.length, open)}
        ${open ? html`<ul class="entries" role="list">${names.map((n) => entry(sectionId.graphqlType(n), n))}</ul>` : nothing}
      </li>`;
    })}
    ${directives.length
      ? html`<li class="group">
          ${host.groupToggle('directives', t.directives, directives.length, directivesOpen)}
          ${directivesOpen
            ? html`<ul class="entries" role="list">${directives.map((d) => entry(sectionId.graphqlDirective(d.name), `@${d.name}`))}</ul>`
            : nothing}
        </li>`
      : nothing}`;
}
