import type { ReactiveControllerHost } from 'lit';
import { validatorFor, type ApiModel, type SpecError } from '../../src/index.js';
import type { SvElement } from '../shared/base-element.js';
import { toSpecError } from '../shared/spec-error.js';
import { coreText } from '../i18n/core-text.js';

/**
 * The `validate` option: validates an OpenAPI or AsyncAPI document once per model, keeps what it found in
 * `problems` (the host renders them) and announces it with `spec-validate`. A finding for a model the host no
 * longer shows is dropped.
 *
 * @example
 * ```ts
 * private readonly validation = new ValidationController(this, () => this.loadedModel, () => this.specUrl);
 * async onLoaded(model: ApiModel) { if (this.validate) await this.validation.run(model); }
 * render() { return html`<sv-content .extraWarnings=${this.validation.problems}></sv-content>`; }
 * ```
 */
export class ValidationController {
  /** Findings for the current model. */
  problems: SpecError[] = [];
  /** The model the validator last ran for. */
  private validated?: ApiModel;

  /** `current` is the model the host shows; `specUrl` the document's URL when the model has no `sourceUrl`. */
  constructor(
    private readonly host: ReactiveControllerHost & Pick<SvElement, 't' | 'emit'>,
    private readonly current: () => ApiModel | undefined,
    private readonly specUrl: () => string | undefined,
  ) {}

  /** Another model is shown: its predecessor's findings go (call it in the host's `willUpdate`). */
  reset(): void {
    this.problems = [];
  }

  /** Validates `model` unless it already was, or its format has no validator. */
  async run(model: ApiModel): Promise<void> {
    const url = model.sourceUrl ?? this.specUrl();
    const validator = validatorFor(model.specType);
    if (this.validated === model || !url || !validator) return;
    this.validated = model;
    let problems: SpecError[];
    try {
      problems = await validator(url);
    } catch (error) {
      const { t } = this.host;
      problems = [{ code: 'validation', message: t.validationFailed(coreText(t, toSpecError(error))) }];
    }
    if (this.current() !== model) return;
    this.problems = problems;
    this.host.requestUpdate();
    this.host.emit('spec-validate', { problems });
  }
}
