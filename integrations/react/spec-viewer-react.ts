/**
 * `spec-viewer/react`: <spec-viewer> as a React component, for React 18 and older, which pass a custom element's
 * props as string attributes and cannot listen to its events. Every prop that names an element property is set
 * as that property (objects, booleans and callbacks arrive as such); `on<Event>` props listen to the element's
 * events. React 19 needs none of this (`<spec-viewer oauth={…} onspec-load={…}>` works), but the component works
 * there too. It imports nothing of the viewer: import `spec-viewer` (or `spec-viewer/extended`) once, as usual.
 */
import { createElement, forwardRef, useImperativeHandle, useLayoutEffect, useRef, type CSSProperties, type ForwardRefExoticComponent, type ReactNode, type RefAttributes } from 'react';
import type { SpecViewer as SpecViewerElement, SvEventMap } from '../../components/extended.js';

/** The component's event props and the events they listen to. */
const EVENT_PROPS = {
  onSpecLoad: 'spec-load',
  onSpecError: 'spec-error',
  onSpecValidate: 'spec-validate',
  onSearchOpen: 'search-open',
  onSearchSelect: 'search-select',
  onTryItChange: 'try-it-change',
  onTryItStreamItem: 'try-it-stream-item',
} as const satisfies Record<string, keyof SvEventMap>;

type EventProps = { [P in keyof typeof EVENT_PROPS]?: (event: CustomEvent<SvEventMap[(typeof EVENT_PROPS)[P]]>) => void };

/** The element's own settable properties (`spec`, `proxyUrl`, `oauth`, `onTryItResponse` …). */
export type SpecViewerProperties = Partial<
  Omit<SpecViewerElement, keyof HTMLElement | 'model' | 'activeLocale' | 'search' | 'renderOptions' | 'hasUpdated' | 'isUpdatePending' | 'updateComplete' | 'renderRoot' | 'addController' | 'removeController' | 'requestUpdate'>
>;

export type SpecViewerProps = SpecViewerProperties &
  EventProps & { id?: string; className?: string; style?: CSSProperties; dir?: 'ltr' | 'rtl'; children?: ReactNode };

/** Props React renders itself; everything else is an element property or an event. */
const OWN_PROPS = new Set(['id', 'className', 'style', 'dir', 'children']);

/** <spec-viewer> for React: properties set on the element, events as `on<Event>` props; the ref is the element. */
export const SpecViewer: ForwardRefExoticComponent<SpecViewerProps & RefAttributes<SpecViewerElement>> = forwardRef<SpecViewerElement, SpecViewerProps>(
  function SpecViewer(props, ref) {
    const element = useRef<SpecViewerElement>(null);
    useImperativeHandle(ref, () => element.current!, []);
    const own: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) if (OWN_PROPS.has(name)) own[name] = value;

    // Properties before the element's first update (a layout effect runs before the browser paints).
    useLayoutEffect(() => {
      const el = element.current as unknown as Record<string, unknown> | null;
      if (!el) return;
      for (const [name, value] of Object.entries(props)) {
        if (OWN_PROPS.has(name) || name in EVENT_PROPS) continue;
        if (el[name] !== value) el[name] = value;
      }
    });

    useLayoutEffect(() => {
      const el = element.current;
      if (!el) return undefined;
      const listeners: Array<[string, EventListener]> = [];
      for (const [prop, type] of Object.entries(EVENT_PROPS)) {
        const handler = props[prop as keyof EventProps] as ((event: Event) => void) | undefined;
        if (handler) listeners.push([type, (event) => handler(event)]);
      }
      for (const [type, listener] of listeners) el.addEventListener(type, listener);
      return () => {
        for (const [type, listener] of listeners) el.removeEventListener(type, listener);
      };
    }, Object.keys(EVENT_PROPS).map((prop) => props[prop as keyof EventProps]));

    return createElement('spec-viewer', { ...own, ref: element });
  },
);
