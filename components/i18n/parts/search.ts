/**
 * English labels of the search dialog (the lazy search chunk): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
import type { SearchKind } from '../../../src/index.js';
import { num, plural } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const searchEn = {
  searchDialog: 'Search the API',
  searchPlaceholder: 'Search operations, parameters, schemas…',
  searchResults: 'Search results',
  searchHelp: 'Type to search. ↑ ↓ to move, Enter to go, Esc to close.',
  searching: 'Searching…',
  nothingMatches: (query: string, indexing: boolean) => `Nothing matches “${query}”${indexing ? ' (still indexing…)' : ''}.`,
  resultCount: (count: number, indexing: boolean) =>
    plural(L, count, { one: `${n(count)} result`, other: `${n(count)} results` }) + (indexing ? ' (still indexing…)' : ''),
  inOwner: 'in',
  searchKinds: {
    operation: 'Operations', channel: 'Channels', message: 'Messages', schema: 'Schemas', type: 'Types', field: 'Fields',
    'enum-value': 'Enum values', parameter: 'Parameters', property: 'Properties', response: 'Responses',
  } as Record<SearchKind, string>,
};
