/**
 * The GraphQL view (lazy chunk of the extended build): its elements, defined by components/extended.ts when the
 * first GraphQL schema is shown, and how the viewer's settings apply to a GraphQL model.
 */
import { graphqlPageModel } from '../../src/index.js';
import type { FormatView } from '../shared/format-views.js';
import { SvGraphqlDirectives } from './graphql-directives.js';
import { SvGraphqlNote } from './graphql-note.js';
import { SvGraphqlOperation } from './graphql-operation.js';
import { SvGraphqlType } from './graphql-type.js';
import { renderGraphqlEditors } from './graphql-editors.js';
import { graphqlResponseAlerts } from './graphql-response-alerts.js';
import { graphqlSidebarGroups } from './graphql-sidebar.js';
import { graphqlTarget } from './graphql-targets.js';

export const graphqlElements = [
  ['sv-graphql-type', SvGraphqlType],
  ['sv-graphql-operation', SvGraphqlOperation],
  ['sv-graphql-directives', SvGraphqlDirectives],
  ['sv-graphql-note', SvGraphqlNote],
] as const;

export const graphqlView: FormatView = {
  pageModel: (model, settings) => graphqlPageModel(model, settings),
  sidebarGroups: graphqlSidebarGroups,
  resolveTarget: graphqlTarget,
  tryItEditors: renderGraphqlEditors,
  responseAlerts: graphqlResponseAlerts,
};

export { SvGraphqlDirectives, SvGraphqlNote, SvGraphqlOperation, SvGraphqlType };
