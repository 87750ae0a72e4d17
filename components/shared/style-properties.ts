/**
 * `style=${styleProperties({ '--sv-x': '12px', 'min-height': '4rem' })}`: sets style properties through CSSOM
 * (`element.style.setProperty`) and never writes a `style` attribute. A page whose Content-Security-Policy has no
 * `'unsafe-inline'` for styles refuses style attributes (and reports each), but not CSSOM; Lit's styleMap writes the
 * attribute on an element's first render. Names are CSS names (custom properties, or kebab-case).
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type AttributePart, type PartInfo } from 'lit/directive.js';

type StyleProperties = Readonly<Record<string, string | undefined>>;

class StylePropertiesDirective extends Directive {
  private set = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ATTRIBUTE || part.name !== 'style') throw new Error('styleProperties() belongs in a style attribute binding');
  }

  render(_properties: StyleProperties): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [properties]: [StyleProperties]): typeof noChange {
    const style = part.element.style;
    for (const name of this.set) if (properties[name] === undefined) style.removeProperty(name);
    this.set = new Set();
    for (const [name, value] of Object.entries(properties)) {
      if (value === undefined) continue;
      style.setProperty(name, value);
      this.set.add(name);
    }
    return noChange;
  }
}

export const styleProperties = directive(StylePropertiesDirective);
