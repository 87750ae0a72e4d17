import { css } from 'lit';
import { sharedStyles } from '../../styles/shared.js';
import { markdownStyles } from '../../styles/markdown.js';
import { badgeStyles } from '../../styles/badges.js';

export const infoStyles = [
  sharedStyles,
  markdownStyles,
  badgeStyles,
  css`
    :host {
      display: block;
    }
    .logo {
      display: block;
      max-width: 200px;
      max-height: 64px;
      margin-bottom: var(--sv-space-4);
    }
    .title-row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sv-space-2) var(--sv-space-3);
    }
    .title {
      /* A one-word title (WeatherStationService) breaks rather than scroll a phone's page sideways. */
      min-width: 0;
      overflow-wrap: anywhere;
      margin: 0;
      font-size: var(--sv-info-title-size, 2rem);
      font-weight: 700;
      line-height: 1.2;
      letter-spacing: -0.02em;
    }
    .badge.version {
      border-color: var(--sv-color-accent);
      color: var(--sv-color-accent);
      font-family: var(--sv-font-mono);
    }
    .summary {
      margin: var(--sv-space-2) 0 0;
      color: var(--sv-color-fg-muted);
      font-size: 1.1em;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sv-space-2) var(--sv-space-5);
      margin: var(--sv-space-4) 0 0;
      padding: 0;
      list-style: none;
      font-size: var(--sv-font-size-sm);
    }
    .meta li {
      display: flex;
      gap: var(--sv-space-2);
      align-items: baseline;
    }
    .meta-label {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    .description {
      max-width: 72ch;
      margin-top: var(--sv-space-5);
    }
    .servers {
      margin-top: var(--sv-space-5);
      padding: var(--sv-space-4);
      border: 1px solid var(--sv-color-border-subtle);
      border-radius: var(--sv-radius);
      background: var(--sv-color-bg-subtle);
    }
    .servers h2 {
      margin: 0 0 var(--sv-space-2);
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-xs);
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    .servers ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .server + .server {
      margin-top: var(--sv-space-2);
    }
    .server-line {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--sv-space-1) var(--sv-space-3);
    }
    .server-url {
      font-size: var(--sv-font-size-sm);
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .server-name {
      font-weight: 600;
    }
    .server-description {
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-sm);
    }
    .variables {
      width: 100%;
      margin-top: var(--sv-space-2);
      border-collapse: collapse;
      font-size: var(--sv-font-size-xs);
    }
    .variables th,
    .variables td {
      padding: var(--sv-space-1) var(--sv-space-2);
      border-top: 1px solid var(--sv-color-border-subtle);
      text-align: start;
      vertical-align: top;
    }
    .variables thead th {
      border-top: 0;
      color: var(--sv-color-fg-muted);
    }
    .variables code {
      padding: 0 0.3em;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-muted);
    }
    .muted {
      color: var(--sv-color-fg-muted);
    }
  `,
];
