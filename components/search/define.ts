/**
 * The search dialog's chunk: the viewer imports this on first use (Cmd/Ctrl+K, `/`, the sidebar's search
 * button), so no byte of the dialog is in the initial bundle. Importing it defines `<sv-search>`.
 */
import { SvSearch } from './search.js';

SvSearch.define('sv-search');

export { SvSearch };
