/** The public types of `spec-viewer/static`, shared by its Node and browser entries. */
export type { StaticRenderOptions, Sanitizer } from './options.js';
export type { StaticSite, StaticSiteOptions, StaticFile } from './page/site.js';
export { DEFAULT_LIST_ITEMS, DEFAULT_SCHEMA_DEPTH } from './options.js';
/** The words: `localeLabels('de')` is a built-in locale's table (the live page's), for the `labels` option. */
export { localeLabels, LOCALES } from './locale-tables.js';
export type { Labels as StaticLabels } from './locale-tables.js';
export { DEFAULT_SPLIT_BYTES, DEFAULT_SPLIT_OPERATIONS } from './page/site.js';
/** The static reference's small stylesheet (theme tokens, light and dark), for a page that embeds `renderStaticHtml` output. */
export { pageStyles as staticStyles } from './page/page-styles.js';
