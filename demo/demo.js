// The demo page's toolbar: pick a registered spec (GET /api/specs) or open any spec URL, choose the interface's
// language, toggle the theme, show what loaded, and reload when the served spec file changes on disk
// (Server-Sent Events from /__reload).
const viewer = document.querySelector('spec-viewer');
const picker = document.getElementById('spec-picker');
const status = document.getElementById('spec-status');
const themeToggle = document.getElementById('theme-toggle');
const localePicker = document.getElementById('locale-picker');
const openUrl = document.getElementById('open-url');
const urlInput = document.getElementById('spec-url-input');

const THEME_KEY = 'spec-viewer-demo:theme';
const LOCALE_KEY = 'spec-viewer-demo:locale';

/** The viewer's interface languages, each named in itself. */
const LOCALES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['pt-BR', 'Português (Brasil)'],
  ['ja', '日本語'],
  ['zh-CN', '简体中文'],
  ['ar', 'العربية'],
];

/** The viewer's tokens the page's own chrome (demo.css) uses: copied from the viewer, they follow its theme. */
const PAGE_TOKENS = [
  '--sv-font-sans', '--sv-font-size-sm', '--sv-radius-sm', '--sv-space-1', '--sv-space-2', '--sv-space-3', '--sv-space-4',
  '--sv-space-5', '--sv-transition', '--sv-color-bg', '--sv-color-bg-subtle', '--sv-color-bg-muted', '--sv-color-fg',
  '--sv-color-fg-muted', '--sv-color-border', '--sv-color-accent', '--sv-color-focus',
];

/** The picker's names of the spec types (`SpecType` values). */
const FORMAT_NAMES = {
  'openapi-2': 'Swagger 2.0',
  'openapi-3': 'OpenAPI 3.0',
  'openapi-3.1': 'OpenAPI 3.1',
  'openapi-3.2': 'OpenAPI 3.2',
  'asyncapi-2': 'AsyncAPI 2',
  'asyncapi-3': 'AsyncAPI 3',
  wsdl: 'WSDL / SOAP',
  graphql: 'GraphQL',
};

/** Id of the spec the viewer shows, read back from its content URL. */
function currentSpecId() {
  const match = /^\/api\/specs\/([^/]+)\/content$/.exec(viewer.getAttribute('spec-url') ?? '');
  return match ? decodeURIComponent(match[1]) : undefined;
}

async function fillPicker() {
  const response = await fetch('/api/specs');
  if (!response.ok) throw new Error(`GET /api/specs answered ${response.status}`);
  const records = await response.json();
  const current = currentSpecId();
  picker.replaceChildren(
    ...records.map((record) => {
      const option = new Option(`${record.specId} (${FORMAT_NAMES[record.specType] ?? 'unknown type'})`, record.specId);
      option.dataset.content = record.content;
      option.dataset.specType = record.specType ?? '';
      option.selected = record.specId === current;
      return option;
    }),
  );
  if (!current) picker.selectedIndex = -1; // a spec opened by its URL
}

/** Shows a spec from any URL (it must allow this page's origin, as any cross-origin fetch); the picker lets go. */
function showUrl(url) {
  status.textContent = 'Loading…';
  viewer.removeAttribute('spec-type');
  viewer.setAttribute('spec-url', url);
  picker.selectedIndex = -1;
  history.replaceState(null, '', `/?url=${encodeURIComponent(url)}`);
}

function applyLocale(locale) {
  viewer.setAttribute('locale', locale);
  localStorage.setItem(LOCALE_KEY, locale);
}

function fillLocales() {
  const current = localStorage.getItem(LOCALE_KEY) ?? 'en';
  localePicker.replaceChildren(
    ...LOCALES.map(([tag, name]) => {
      const option = new Option(name, tag, false, tag === current);
      option.lang = tag;
      return option;
    }),
  );
  if (current !== 'en') applyLocale(current);
}

function showSpec(option) {
  status.textContent = 'Loading…';
  if (option.dataset.specType) viewer.setAttribute('spec-type', option.dataset.specType);
  else viewer.removeAttribute('spec-type');
  viewer.setAttribute('spec-url', option.dataset.content);
  // The old hash pointed into the previous spec.
  history.replaceState(null, '', `/?spec=${encodeURIComponent(option.value)}`);
}

/** Copies the viewer's current tokens onto the page root (the viewer defines them once its element is defined). */
function shareTokens() {
  const style = getComputedStyle(viewer);
  for (const name of PAGE_TOKENS) {
    const value = style.getPropertyValue(name).trim();
    if (value) document.documentElement.style.setProperty(name, value);
  }
}

/** The viewer follows prefers-color-scheme unless its `theme` attribute pins `light` or `dark`. */
function applyTheme(theme) {
  document.documentElement.dataset.theme = theme;
  viewer.setAttribute('theme', theme);
  themeToggle.setAttribute('aria-pressed', String(theme === 'dark'));
  localStorage.setItem(THEME_KEY, theme);
  shareTokens();
}

/** "Bookshop API 2.4.0 — 24 operations (OpenAPI 3.1)"; a document without a version leaves it out. */
function statusText({ title, version, operationCount, specType }) {
  const name = [title, version].filter(Boolean).join(' ');
  const count = `${operationCount} ${operationCount === 1 ? 'operation' : 'operations'}`;
  return `${name} — ${count} (${FORMAT_NAMES[specType] ?? specType})`;
}

picker.addEventListener('change', () => {
  const option = picker.selectedOptions[0];
  if (option) showSpec(option);
});

localePicker.addEventListener('change', () => applyLocale(localePicker.value));

openUrl.addEventListener('submit', (event) => {
  event.preventDefault();
  showUrl(urlInput.value.trim());
});

themeToggle.addEventListener('click', () => {
  applyTheme(document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark');
});

document.addEventListener('spec-load', (event) => {
  status.textContent = statusText(event.detail);
});

document.addEventListener('spec-error', (event) => {
  status.textContent = `Could not show this spec: ${event.detail.message}`;
});

const reloads = new EventSource('/__reload');
reloads.addEventListener('spec-change', (event) => {
  if (JSON.parse(event.data).specId === currentSpecId()) location.reload();
});
reloads.addEventListener('reload', () => location.reload());

applyTheme(
  localStorage.getItem(THEME_KEY) ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
);
customElements.whenDefined('spec-viewer').then(shareTokens);
fillLocales();
const asked = new URLSearchParams(location.search).get('url');
if (asked) {
  urlInput.value = asked;
  showUrl(asked);
}
fillPicker().catch((error) => {
  status.textContent = `Could not list specs: ${error.message}`;
});
