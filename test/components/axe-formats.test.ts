/**
 * Every format's page on a bare host page (no landmarks of its own): axe finds no violation of any impact,
 * best practices included (heading order, regions, one main landmark). GraphQL pages: axe-graphql.test.ts.
 */
import { expect } from '@open-wc/testing';
import '../../components/base.js';
import { axePage } from '../helpers/axe-page.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer } from '../helpers/viewer.js';

const PAGES = [
  '/specs/asyncapi2-streetlights-mqtt.yml',
  '/specs/asyncapi3-streetlights-mqtt.yml',
  '/specs/asyncapi3-adeo-kafka-request-reply.yml',
  '/specs/wsdl-stockquote.wsdl',
  '/specs/wsdl-soap12-get-item-information.wsdl',
  '/specs/oas30-redoc-petstore.yaml',
  '/specs/oas31-redocly-museum.yaml',
  '/demo/specs/greenhouse-events.asyncapi.yaml',
  '/demo/specs/weather-station.wsdl',
];

describe('axe on every format’s page', () => {
  failOnLitWarnings();
  before(() => {
    document.title = 'Axe test';
    document.documentElement.lang = 'en';
  });

  for (const url of PAGES) {
    it(url, async function () {
      const { el, outcome } = await mountViewer(url);
      expect(outcome.kind).to.equal('load');
      expect(await axePage(el)).to.deep.equal([]);
    });
  }
});
