// CUSTOM_ELEMENTS_SCHEMA lets the template use <spec-viewer>; `[prop]` binds DOM properties, `(spec-load)` listens
// to the element's events. Signals re-render without zone.js.
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { OAuthConfig, SpecLoadDetail, TryItResponse } from 'spec-viewer/extended';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <p id="loaded">{{ title() }}</p>
      <p id="answered">{{ status() }}</p>
      <spec-viewer
        [spec]="'spec.yaml'"
        [proxyUrl]="'http://127.0.0.1:9/proxy'"
        [tryItMock]="true"
        [oauth]="oauth"
        host-provides-main
        (spec-load)="loaded($event)"
        (try-it-response)="answered($event)"
      ></spec-viewer>
    </main>
  `,
})
export class AppComponent {
  readonly oauth: OAuthConfig = { clientId: 'framework-app', scopes: ['read'] };
  readonly title = signal('');
  readonly status = signal('');

  loaded(event: Event): void {
    this.title.set((event as CustomEvent<SpecLoadDetail>).detail.title);
  }

  answered(event: Event): void {
    this.status.set(String((event as CustomEvent<TryItResponse>).detail.status));
  }
}
