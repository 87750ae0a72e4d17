import { createContext } from '@lit/context';
import type { Labels } from './en.js';

/** The active string table, provided by `<spec-viewer>` (locale + `labels` overrides) to every element. */
export const labelsContext = createContext<Labels>(Symbol('spec-viewer-labels'));
