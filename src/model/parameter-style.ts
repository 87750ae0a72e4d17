import type { ParameterLocation, ParameterStyle } from './operation.js';

/** OpenAPI's default style per location (path/header → simple, the others → form); explode defaults to style form. */
export function defaultStyle(location: ParameterLocation): ParameterStyle {
  return location === 'path' || location === 'header' ? 'simple' : 'form';
}
