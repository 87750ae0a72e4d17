import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SpecType, detectSpecType, type SpecTypeValue } from '../../src/index.js';
import { detectDocumentType, specTypeName } from '../../src/spec-type.js';

const expectType = (text: string, type: SpecTypeValue | undefined): void => {
  it(`${JSON.stringify(text.slice(0, 50))} → ${type ?? 'undefined'}`, () => assert.equal(detectSpecType(text), type));
};

describe('SpecType', () => {
  it('exposes the contract constants', () => {
    assert.deepEqual(SpecType, {
      OPENAPI_2: 'openapi-2',
      OPENAPI_3: 'openapi-3',
      OPENAPI_3_1: 'openapi-3.1',
      OPENAPI_3_2: 'openapi-3.2',
      ASYNCAPI_2: 'asyncapi-2',
      ASYNCAPI_3: 'asyncapi-3',
      WSDL: 'wsdl',
      GRAPHQL: 'graphql',
    });
  });
});

describe('specTypeName', () => {
  it('names every type for messages', () => {
    assert.equal(specTypeName('openapi-3.2'), 'OpenAPI 3.2');
    assert.equal(specTypeName('openapi-3.1'), 'OpenAPI 3.1');
  });
  it('reads 3.2 from the decoded document too (YAML may give a number-like string)', () => {
    assert.equal(detectDocumentType({ openapi: '3.2.0', info: {} }), 'openapi-3.2');
    assert.equal(detectDocumentType({ openapi: '3.3.0', info: {} }), undefined);
  });
});

describe('detectSpecType', () => {
  expectType('{"openapi": "3.0.3", "info": {}}', 'openapi-3');
  expectType('{"openapi":"3.1.0"}', 'openapi-3.1');
  expectType('{"swagger": "2.0"}', 'openapi-2');
  expectType('\uFEFF{"swagger": "2.0"}', 'openapi-2');
  expectType('openapi: 3.0.0\ninfo: {}', 'openapi-3');
  expectType("openapi: '3.1.1'\n", 'openapi-3.1');
  expectType('openapi: 3.2.0\ninfo: {}', 'openapi-3.2');
  expectType('{"openapi":"3.2.1","info":{}}', 'openapi-3.2');
  expectType(`{"info": {"description": "${'x'.repeat(5000)}"}, "openapi": "3.2.0"}`, 'openapi-3.2');
  expectType('openapi: 3.3.0\n', undefined);
  expectType('swagger: "2.0"\n', 'openapi-2');
  expectType('# comment\nasyncapi: 2.6.0\n', 'asyncapi-2');
  expectType('asyncapi: 3.0.0\n', 'asyncapi-3');
  expectType(`{"info": {"description": "${'x'.repeat(5000)}"}, "swagger": "2.0"}`, 'openapi-2');
  expectType('<?xml version="1.0"?>\n<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">', 'wsdl');
  expectType('<definitions xmlns="http://schemas.xmlsoap.org/wsdl/">', 'wsdl');
  expectType('<?xml version="1.0"?><project></project>', undefined);
  expectType('<description xmlns="http://www.w3.org/ns/wsdl">', undefined);
  expectType('{"asyncapi": "2.6.0", "info": {"x": {"openapi": "3.0.0"}}}', 'asyncapi-2');
  expectType('type Query {\n  hello: String\n}', 'graphql');
  expectType('"""The schema"""\nschema { query: Root }', 'graphql');
  expectType('# comment\ninterface Node { id: ID! }', 'graphql');
  expectType('{"data": {"__schema": {"types": []}}}', 'graphql');
  expectType('{"__schema": {"queryType": {"name": "Query"}}}', 'graphql');
  expectType('{"swagger": "1.2", "apis": []}', undefined);
  expectType('openapi: 4.0.0\n', undefined);
  expectType('type: object\nproperties: {}\n', undefined);
  expectType('{"hello": "world"}', undefined);
  expectType('<!doctype html><html></html>', undefined);
  expectType('', undefined);
});
