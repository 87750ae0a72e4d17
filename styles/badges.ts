/**
 * HTTP method badges and status chips, shared by the sidebar, the content list and operation cards. Badge text
 * comes cased from operationMethodLabel (custom methods such as `Link` are case-sensitive), so no text-transform.
 */
import { css } from 'lit';

export const badgeStyles = css`
  .method {
    --sv-method-color: var(--sv-color-method-other);
    display: inline-block;
    min-width: 3.9em;
    padding: 2px 6px;
    border-radius: var(--sv-method-badge-radius, var(--sv-radius-sm));
    background: var(--sv-method-color);
    color: var(--sv-color-method-fg);
    font: 700 var(--sv-font-size-xs) / 1.4 var(--sv-font-mono);
    letter-spacing: 0.02em;
    text-align: center;
    white-space: nowrap;
  }
  .method-get { --sv-method-color: var(--sv-color-method-get); }
  .method-post { --sv-method-color: var(--sv-color-method-post); }
  .method-put { --sv-method-color: var(--sv-color-method-put); }
  .method-patch { --sv-method-color: var(--sv-color-method-patch); }
  .method-delete { --sv-method-color: var(--sv-color-method-delete); }
  .method-head { --sv-method-color: var(--sv-color-method-head); }
  .method-options { --sv-method-color: var(--sv-color-method-options); }
  .method-trace { --sv-method-color: var(--sv-color-method-trace); }
  .method-query { --sv-method-color: var(--sv-color-method-query); }

  /* Text-only variant (sidebar): coloured letters, no fill. */
  .method.plain {
    min-width: 3.6em;
    padding: 0;
    background: none;
    color: var(--sv-method-color);
    font-size: 10.5px;
    text-align: start;
  }

  .badge {
    display: inline-block;
    padding: 1px 7px;
    border: 1px solid var(--sv-color-border);
    border-radius: 999px;
    color: var(--sv-color-fg-muted);
    font: 600 var(--sv-font-size-xs) / 1.5 var(--sv-font-sans);
    white-space: nowrap;
    vertical-align: middle;
  }
  .badge.deprecated {
    border-color: var(--sv-color-warning);
    color: var(--sv-color-warning);
    background: var(--sv-color-warning-subtle);
  }
  .badge.danger {
    border-color: var(--sv-color-danger);
    color: var(--sv-color-danger);
  }
  .badge.accent {
    border-color: var(--sv-color-accent);
    color: var(--sv-color-accent);
  }

  .status {
    --sv-status-color: var(--sv-color-status-default);
    display: inline-block;
    min-width: 3.4em;
    padding: 1px 6px;
    border: 1px solid var(--sv-status-color);
    border-radius: var(--sv-radius-sm);
    color: var(--sv-status-color);
    font: 700 var(--sv-font-size-sm) / 1.4 var(--sv-font-mono);
    text-align: center;
  }
  .status-1xx { --sv-status-color: var(--sv-color-status-1xx); }
  .status-2xx { --sv-status-color: var(--sv-color-status-2xx); }
  .status-3xx { --sv-status-color: var(--sv-color-status-3xx); }
  .status-4xx { --sv-status-color: var(--sv-color-status-4xx); }
  .status-5xx { --sv-status-color: var(--sv-color-status-5xx); }
`;
