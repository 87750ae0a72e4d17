/**
 * Security requirements of an operation and whether the applied credentials satisfy them.
 *
 * Rules (OpenAPI; docs/try-it.md#authorize-panel): the operation's own `security` replaces the root one; `[]` marks it
 * public; the schemes inside one requirement object are all needed (AND); the objects of the array are
 * alternatives (OR); an empty object `{}` among them makes authentication optional.
 *
 * @example
 * const evaluation = evaluateSecurity(operation, model, { api_key: { value: 'abc' } });
 * evaluation.state; // 'satisfied'
 */
import type { ApiModel, Operation, SecurityRequirement, SecurityScheme } from '../model/index.js';
import { blockerMessage, type SendBlocker } from '../request/send-blocker.js';
import type { Credential } from '../model/security.js';
import { isCredentialComplete, isManagedScheme } from './scheme-credential.js';

/** Applied credentials by scheme key. */
export type Credentials = Readonly<Record<string, Credential>>;

export type SecurityModel = Pick<ApiModel, 'security' | 'securitySchemes'>;

/**
 * - `none`: no security is declared for the operation (neither its own nor the root's);
 * - `public`: the operation declares `security: []`;
 * - `optional`: `{}` is one of the alternatives and no other alternative is satisfied;
 * - `satisfied`: an alternative with at least one scheme has all its credentials applied;
 * - `unsatisfied`: authentication is required and no alternative is satisfied (Send is blocked).
 */
export type SecurityState = 'none' | 'public' | 'optional' | 'satisfied' | 'unsatisfied';

export type SchemeStatus = 'applied' | 'missing' | 'external';

export interface RequirementEntry {
  key: string;
  scopes: string[];
  /** The declared scheme; undefined when the requirement names a scheme the document does not declare. */
  scheme?: SecurityScheme;
  /**
   * `external`: the viewer can neither supply nor check it (mutualTLS, unknown types, undeclared names); it
   * never blocks Send.
   */
  status: SchemeStatus;
}

export interface RequirementGroup {
  requirement: SecurityRequirement;
  entries: RequirementEntry[];
  /** Keys of the entries whose credentials are not applied yet. */
  missing: string[];
  satisfied: boolean;
}

export interface SecurityEvaluation {
  state: SecurityState;
  /** The effective requirement objects, in document order (empty for `none` and `public`). */
  groups: RequirementGroup[];
  /**
   * The alternative whose credentials go on requests: the first satisfied one with at least one scheme, else
   * (when authentication is required) the one missing the fewest credentials. Undefined for none, public, optional.
   */
  chosen?: RequirementGroup;
}

/** The requirements that apply to the operation: its own, else the document's; undefined when neither declares any. */
export function effectiveRequirements(
  operation: Pick<Operation, 'security'>,
  model: Pick<ApiModel, 'security'> | undefined,
): SecurityRequirement[] | undefined {
  return operation.security ?? model?.security;
}

function entryStatus(scheme: SecurityScheme | undefined, credentials: Credentials, key: string): SchemeStatus {
  if (!isManagedScheme(scheme)) return 'external';
  return isCredentialComplete(scheme, credentials[key]) ? 'applied' : 'missing';
}

function group(requirement: SecurityRequirement, model: SecurityModel, credentials: Credentials): RequirementGroup {
  const entries = Object.entries(requirement).map(([key, scopes]): RequirementEntry => {
    const scheme = model.securitySchemes.find((s) => s.key === key);
    const entry: RequirementEntry = { key, scopes: [...scopes], status: entryStatus(scheme, credentials, key) };
    if (scheme) entry.scheme = scheme;
    return entry;
  });
  const missing = entries.filter((e) => e.status === 'missing').map((e) => e.key);
  return { requirement, entries, missing, satisfied: missing.length === 0 };
}

export function evaluateSecurity(
  operation: Pick<Operation, 'security'>,
  model: SecurityModel,
  credentials: Credentials,
): SecurityEvaluation {
  const requirements = effectiveRequirements(operation, model);
  if (requirements === undefined) return { state: 'none', groups: [] };
  if (requirements.length === 0) return { state: 'public', groups: [] };
  const groups = requirements.map((r) => group(r, model, credentials));
  const withSchemes = groups.filter((g) => g.entries.length > 0);
  const satisfied = withSchemes.find((g) => g.satisfied);
  if (satisfied) return { state: 'satisfied', groups, chosen: satisfied };
  if (withSchemes.length < groups.length) return { state: 'optional', groups };
  const closest = withSchemes.reduce((best, g) => (g.missing.length < best.missing.length ? g : best));
  return { state: 'unsatisfied', groups, chosen: closest };
}

const usesDeprecated = (entry: RequirementEntry): boolean => entry.scheme?.deprecated === true;

/**
 * The alternatives as the page lists them: within each, deprecated schemes after the others; alternatives that
 * use a deprecated scheme after those that do not. Stable otherwise (document order).
 */
export function inDisplayOrder(groups: readonly RequirementGroup[]): RequirementGroup[] {
  const ordered = groups.map((g) => ({ ...g, entries: [...g.entries.filter((e) => !usesDeprecated(e)), ...g.entries.filter(usesDeprecated)] }));
  const deprecated = (g: RequirementGroup) => g.entries.some(usesDeprecated);
  return [...ordered.filter((g) => !deprecated(g)), ...ordered.filter(deprecated)];
}

/**
 * The smallest sets of schemes still to apply, one per alternative: an alternative whose missing schemes
 * include all those of another is left out (applying the smaller set is enough).
 */
export function missingAlternatives(evaluation: SecurityEvaluation): string[][] {
  if (evaluation.state !== 'unsatisfied') return [];
  const sets = evaluation.groups.map((g) => g.missing);
  const covers = (small: string[], big: string[]): boolean => small.every((k) => big.includes(k));
  // Among equal sets the first is kept; a strict superset of another set is dropped.
  return sets.filter((set, i) =>
    !sets.some((other, j) => j !== i && covers(other, set) && (other.length < set.length || j < i)),
  );
}

/**
 * The scheme an "Authorize" button opens the panel on while authentication is required: the first missing scheme
 * of the alternative missing the fewest credentials; alternatives and schemes in display order (deprecated ones
 * last), so of equally close alternatives the first one listed wins. Undefined unless the state is `unsatisfied`.
 */
export function schemeToAuthorize(evaluation: SecurityEvaluation): string | undefined {
  if (evaluation.state !== 'unsatisfied') return undefined;
  const open = inDisplayOrder(evaluation.groups).filter((g) => g.missing.length > 0);
  const closest = open.reduce<RequirementGroup | undefined>((best, g) => (!best || g.missing.length < best.missing.length ? g : best), undefined);
  return closest?.entries.find((e) => e.status === 'missing')?.key;
}

/** Why Send is disabled for lack of credentials (empty when it is not), in the words of the parameter rule. */
export function securityBlockers(
  operation: Pick<Operation, 'security'>,
  model: SecurityModel,
  credentials: Credentials,
): string[] {
  return securityBlockerList(operation, model, credentials).map(blockerMessage);
}

/** `securityBlockers` as data. */
export function securityBlockerList(
  operation: Pick<Operation, 'security'>,
  model: SecurityModel,
  credentials: Credentials,
): SendBlocker[] {
  const evaluation = evaluateSecurity(operation, model, credentials);
  const alternatives = missingAlternatives(evaluation);
  if (alternatives.length === 0) return [];
  const scheme = schemeToAuthorize(evaluation);
  return [{ code: 'authorization-required', alternatives, ...(scheme ? { scheme } : {}) }];
}
