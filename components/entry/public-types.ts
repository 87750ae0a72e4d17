// Types both kinds of entry make public beside the element classes.
// The search dialog is a lazy chunk (search/define.ts) whose class only the viewer needs: its type is public.
export type { SvSearch } from '../search/search.js';
export type { ApiModel, Operation, Schema, SpecError, SpecErrorCode, SpecTypeValue } from '../../src/index.js';
export type { SpecLoadDetail, SpecErrorDetail, SpecValidateDetail, SvEventMap } from '../shared/events.js';
export type { TryItRequest, TryItResponse, HttpRequest } from '../../src/index.js';
