/** The mock server's part of the Try-It form: what it is, and which documented answer it gives. */
import { html, nothing } from 'lit';
import { mockAnswerChoices, type MockAnswerChoice } from '../../src/index.js';
import type { FormHost } from './form-host.js';

/** The server select's value for the mock entry (real servers are their index). */
export const MOCK_OPTION = 'mock';

/** The status with the document's own words for it (its summary, else the first line of its description). */
function choiceLabel(choice: MockAnswerChoice): string {
  const status = choice.description ? `${choice.status} ${choice.description}` : choice.status;
  return choice.example === undefined ? status : `${status} — ${choice.summary ?? choice.example}`;
}

export function renderMockAnswer(host: FormHost): unknown {
  const choices = mockAnswerChoices(host.form.operation);
  const current = host.form.state.mockPrefer ?? '';
  return html`<p class="hint mock-note" id="mock-note">${host.t.mockServerNote}</p>
    ${choices.length > 1
      ? html`<div class="field">
          <label for="mock-answer">${host.t.mockAnswerWith}</label>
          <select id="mock-answer" class="mock-answer" aria-describedby="mock-note"
            @change=${(e: Event) => host.form.setMockPrefer((e.target as HTMLSelectElement).value)}>
            <option value="" ?selected=${current === ''}>${host.t.mockFirstSuccess}</option>
            ${choices.map((c) => html`<option value=${c.prefer} dir="auto" ?selected=${c.prefer === current}>${choiceLabel(c)}</option>`)}
          </select>
        </div>`
      : nothing}`;
}
