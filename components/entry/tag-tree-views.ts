/**
 * The tag tree's views beyond flat sections (OpenAPI 3.2 `parent` and `kind`): nested sections and sidebar groups,
 * badges and labels on cards. A chunk of its own, so pages whose tags are flat never download it.
 */
export { operationTagMarks } from '../../src/index.js';
export { nestedTagSection, nestedTagStyles } from '../content/nested-tag-sections.js';
export { sidebarTag, nestedGroupStyles } from '../sidebar/sidebar-tags.js';
export { tagBadges, tagLabels, tagMarkStyles } from '../operation/tag-marks.js';
