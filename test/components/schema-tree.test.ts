import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import { loadMarkdown } from '../../components/shared/markdown.js';
import type { SvSchemaTree } from '../../components/base.js';
import type { Schema } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { shadow } from '../helpers/viewer.js';

async function tree(schema: Schema, expandDepth = 1): Promise<SvSchemaTree> {
  const el = await fixture<SvSchemaTree>(html`<sv-schema-tree .schema=${schema} expand-depth=${expandDepth}></sv-schema-tree>`);
  await el.updateComplete;
  return el;
}

const text = (el: Element) => shadow(el).textContent?.replace(/\s+/g, ' ') ?? '';
const toggles = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button.toggle')];
const toggleNamed = (el: Element, name: string) =>
  toggles(el).find((b) => b.querySelector('.name')?.textContent === name) as HTMLButtonElement;

describe('sv-schema-tree', () => {
  failOnLitWarnings();
  before(() => loadMarkdown()); // descriptions render formatted from the first frame

  it('shows types, formats, required markers, badges, constraints, enums, defaults', async () => {
    const el = await tree({
      type: ['object'],
      required: ['id'],
      properties: {
        id: { type: ['integer'], format: 'int64', readOnly: true, minimum: 1, exclusiveMaximum: 100 },
        nick: { type: ['string', 'null'], minLength: 2, maxLength: 20, pattern: '^[a-z]+$' },
        secret: { type: ['string'], writeOnly: true, deprecated: true },
        status: { type: ['string'], enum: ['on', 'off'], default: 'on' },
        kind: { const: 'pet' },
        tags: { type: ['array'], items: { type: ['string'] }, uniqueItems: true, minItems: 1 },
        price: { type: ['number'], multipleOf: 0.5 },
      },
    });
    const t = text(el);
    expect(t).to.include('integer <int64>');
    expect(t).to.include('required');
    expect(t).to.include('read-only');
    expect(t).to.include('write-only');
    expect(t).to.include('deprecated');
    expect(t).to.include('>= 1');
    expect(t).to.include('< 100');
    expect(t).to.include('string | null');
    expect(t).to.include('length 2..20');
    expect(t).to.include('pattern /^[a-z]+$/');
    expect(t).to.include('Allowed values "on" "off"');
    expect(t).to.include('Default "on"');
    expect(t).to.include('Constant "pet"');
    expect(t).to.include('array of string');
    expect(t).to.include('unique items');
    expect(t).to.include('items >= 1');
    expect(t).not.to.include('each:');
    expect(t).to.include('multiple of 0.5');
    await expect(el).to.be.accessible();
  });

  it('stops at cycles with a "circular" link to the schema and never expands forever', async () => {
    const node: Schema = { name: 'Node', type: ['object'], properties: {} };
    node.properties = { value: { type: ['string'] }, children: { type: ['array'], items: node }, parent: node };
    const el = await tree({ type: ['object'], properties: { root: node } }, 1);
    expect(text(el)).not.to.include('circular');
    toggleNamed(el, 'root').click();
    await el.updateComplete;
    const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('.circular a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['#schema-Node', '#schema-Node']);
    expect(text(el)).to.include('circular: Node');
    // Even "expand everything" terminates: depth-limited by the ancestor chain.
    const deep = await tree({ type: ['object'], properties: { root: node } }, 50);
    expect(shadow(deep).querySelectorAll('.circular').length).to.equal(2);
  });

  it('renders children only when a node is open, and toggles with the keyboard', async () => {
    const el = await tree({
      type: ['object'],
      properties: { address: { type: ['object'], properties: { street: { type: ['string'] } } } },
    });
    const button = toggleNamed(el, 'address');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(text(el)).not.to.include('street');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggleNamed(el, 'address').getAttribute('aria-expanded')).to.equal('true');
    expect(text(el)).to.include('street');
    await sendKeys({ press: ' ' });
    await el.updateComplete;
    expect(text(el)).not.to.include('street');
    await expect(el).to.be.accessible();
  });

  it('merges allOf into one list of properties', async () => {
    const base: Schema = { name: 'Base', type: ['object'], required: ['id'], properties: { id: { type: ['string'] } } };
    const el = await tree({ allOf: [base, { type: ['object'], properties: { extra: { type: ['boolean'] } } }] });
    const names = [...shadow(el).querySelectorAll('.name')].map((n) => n.textContent);
    expect(names).to.deep.equal(['id', 'extra']);
    expect(text(el)).to.include('required');
  });

  it('switches oneOf variants, labels them by discriminator mapping, and shows the mapping', async () => {
    const cat: Schema = { name: 'Cat', type: ['object'], properties: { meow: { type: ['boolean'] } } };
    const dog: Schema = { name: 'Dog', type: ['object'], properties: { bark: { type: ['boolean'] } } };
    const el = await tree({
      oneOf: [cat, dog],
      discriminator: { propertyName: 'petType', mapping: { kitty: 'Cat', doggo: 'Dog' } },
    });
    const buttons = [...shadow(el).querySelectorAll<HTMLButtonElement>('button.variant')];
    expect(buttons.map((b) => b.textContent?.trim())).to.deep.equal(['kitty', 'doggo']);
    expect(buttons[0]?.getAttribute('aria-pressed')).to.equal('true');
    expect(text(el)).to.include('meow');
    expect(text(el)).to.include('Discriminator petType');
    expect([...shadow(el).querySelectorAll('.mapping a')].map((a) => a.getAttribute('href'))).to.deep.equal([
      '#schema-Cat',
      '#schema-Dog',
    ]);
    buttons[1]?.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(text(el)).to.include('bark');
    expect(text(el)).not.to.include('meow');
    await expect(el).to.be.accessible();
  });

  it('uses a select for many variants and labels anyOf by title or type', async () => {
    const variants: Schema[] = Array.from({ length: 8 }, (_, i) => ({ title: `V${i}`, type: ['string'] }));
    const el = await tree({ anyOf: [...variants, { type: ['integer'] }] });
    const select = shadow(el).querySelector('select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal([...variants.map((v) => v.title), 'integer']);
    expect(text(el)).to.include('Any of');
  });

  it('shows additionalProperties as true, false or a schema and arrays as "array of X"', async () => {
    const pet: Schema = { name: 'Pet', type: ['object'], properties: { name: { type: ['string'] } } };
    const el = await tree({
      type: ['object'],
      properties: {
        open: { type: ['object'], properties: { a: { type: ['string'] } }, additionalProperties: true },
        closed: { type: ['object'], properties: { a: { type: ['string'] } }, additionalProperties: false },
        map: { type: ['object'], additionalProperties: { type: ['integer'] } },
        pets: { type: ['array'], items: pet },
        matrix: { type: ['array'], items: { type: ['array'], items: { type: ['number'] } } },
        nullable: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
      },
    }, 2);
    const t = text(el);
    expect(t).to.include('Additional properties allowed.');
    expect(t).to.include('No additional properties allowed.');
    expect(t).to.include('[key: string] integer');
    expect(t).to.include('pets array of Pet');
    expect(t).to.include('array of array of number');
    expect(t).to.include('array of (string | null) | null');
    expect(t).to.include('name string');
  });

  it('renders Markdown descriptions safely', async () => {
    const el = await tree({ type: ['string'], description: 'Use **bold** <img src=x onerror="window.__svXss=1">' });
    const md = shadow(el).querySelector('.description') as HTMLElement;
    expect(md.querySelector('strong')?.textContent).to.equal('bold');
    expect(md.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    expect((window as { __svXss?: number }).__svXss).to.equal(undefined);
  });
});
