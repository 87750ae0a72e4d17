// Types both kinds of entry make public beside the element classes.
export type { SvSearch } from '../register-elements.js';
export type { ApiModel, Operation, Schema, SpecError, SpecErrorCode, SpecTypeValue } from '../../src/index.js';
export type { SpecLoadDetail, SpecErrorDetail, SpecValidateDetail, SvEventMap } from '../shared/events.js';
export type { TryItRequest, TryItResponse, HttpRequest } from '../../src/index.js';
