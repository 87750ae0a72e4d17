/**
 * GraphQL pages (extended build) on a bare host page: axe finds no violation of any impact, best practices
 * included. The other formats: axe-formats.test.ts.
 */
import { expect } from '@open-wc/testing';
import '../../components/extended.js';
import { axePage } from '../helpers/axe-page.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer } from '../helpers/viewer.js';

describe('axe on GraphQL pages', () => {
  failOnLitWarnings();
  before(() => {
    document.title = 'Axe test';
    document.documentElement.lang = 'en';
  });

  for (const url of ['/specs/graphql-swapi.graphql', '/demo/specs/recipes.graphql']) {
    it(url, async function () {
      const { el, outcome } = await mountViewer(url);
      expect(outcome.kind).to.equal('load');
      expect(await axePage(el)).to.deep.equal([]);
    });
  }
});
