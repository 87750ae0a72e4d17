// WSDL 1.1 HTTP bindings (http:binding verb GET/POST) as plain HTTP operations: the globalweather service of the
// corpus (SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST ports for the same two operations) through the real
// request builder Try-It uses, a real send to a local server, the cURL sample, and small fixtures for
// urlReplacement, unbound HTTP bindings and documents without any SOAP or HTTP binding.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { buildRequest, defaultRequest, initialFormState, parseSpec, paramKey, type ApiModel, type Operation } from '../../src/index.js';
import { generateCurl } from '../../src/samples/http/curl.js';
import { sendDirect } from '../../src/tryit/transport-direct.js';
import { loadCorpusSpec, readSpec } from './spec-helpers.js';

const ADDRESS = 'http://www.webservicex.net/globalweather.asmx';
let weather: ApiModel;
const op = (model: ApiModel, id: string): Operation => model.operations.find((o) => o.id === id) ?? assert.fail(`no operation ${id}`);

before(async () => {
  weather = await loadCorpusSpec('wsdl-webservicex-globalweather.wsdl');
});

describe('globalweather: SOAP and HTTP ports', () => {
  it('has 2 operations on each of its 4 ports, with unique deep-linkable ids', () => {
    assert.deepEqual(
      weather.operations.map((o) => `${o.id} ${o.kind} ${o.method.toUpperCase()} ${o.path}`),
      [
        'GlobalWeatherSoap-GetWeather soap POST #GlobalWeatherSoap/GetWeather',
        'GlobalWeatherSoap-GetCitiesByCountry soap POST #GlobalWeatherSoap/GetCitiesByCountry',
        'GlobalWeatherSoap12-GetWeather soap POST #GlobalWeatherSoap12/GetWeather',
        'GlobalWeatherSoap12-GetCitiesByCountry soap POST #GlobalWeatherSoap12/GetCitiesByCountry',
        'GlobalWeatherHttpGet-GetWeather http GET /GetWeather',
        'GlobalWeatherHttpGet-GetCitiesByCountry http GET /GetCitiesByCountry',
        'GlobalWeatherHttpPost-GetWeather http POST /GetWeather',
        'GlobalWeatherHttpPost-GetCitiesByCountry http POST /GetCitiesByCountry',
      ],
    );
    for (const o of weather.operations) assert.match(o.id, /^[A-Za-z0-9_.-]+$/, 'an id is usable as a URL fragment');
    assert.deepEqual(weather.servers.map((s) => s.url), [ADDRESS]);
    assert.deepEqual(weather.warnings, []);
  });

  it('one tag per port, described like the SOAP ones', () => {
    assert.deepEqual(
      weather.tags.map((t) => [t.name, t.description, t.operationIds.length]),
      [
        ['GlobalWeather / GlobalWeatherSoap', `SOAP 1.1 binding \`GlobalWeatherSoap\` at \`${ADDRESS}\`.`, 2],
        ['GlobalWeather / GlobalWeatherSoap12', `SOAP 1.2 binding \`GlobalWeatherSoap12\` at \`${ADDRESS}\`.`, 2],
        ['GlobalWeather / GlobalWeatherHttpGet', `HTTP GET binding \`GlobalWeatherHttpGet\` at \`${ADDRESS}\`.`, 2],
        ['GlobalWeather / GlobalWeatherHttpPost', `HTTP POST binding \`GlobalWeatherHttpPost\` at \`${ADDRESS}\`.`, 2],
      ],
    );
    assert.deepEqual(op(weather, 'GlobalWeatherHttpGet-GetWeather').tags, ['GlobalWeather / GlobalWeatherHttpGet']);
  });

  it('HTTP GET: the port address as server, one required query parameter per part, an XML response', () => {
    const get = op(weather, 'GlobalWeatherHttpGet-GetWeather');
    assert.equal(get.soap, undefined);
    assert.equal(get.description, 'Get weather report for all major cities around the world.');
    assert.deepEqual(get.servers, [{ url: ADDRESS, variables: [], description: 'GlobalWeather / GlobalWeatherHttpGet (HTTP GET)' }]);
    assert.deepEqual(
      get.parameters.map((p) => [p.name, p.in, p.required, p.schema?.type]),
      [
        ['CityName', 'query', true, ['string']],
        ['CountryName', 'query', true, ['string']],
      ],
    );
    assert.equal(get.requestBody, undefined);
    const [ok] = get.responses;
    assert.equal(ok?.status, '200');
    assert.equal(ok?.content[0]?.mediaType, 'text/xml');
    assert.equal(ok?.content[0]?.schema?.xml?.name, 'string');
    assert.equal(
      ok?.content[0]?.example,
      '<?xml version="1.0" encoding="utf-8"?>\n<ns1:string xmlns:ns1="http://www.webserviceX.NET">string</ns1:string>',
    );
  });

  it('HTTP GET builds GET <address>/GetWeather?CityName=…&CountryName=… through the Try-It request builder', () => {
    const get = op(weather, 'GlobalWeatherHttpGet-GetWeather');
    const state = initialFormState(get, weather);
    assert.deepEqual(buildRequest(get, state, { model: weather }), {
      method: 'GET',
      url: `${ADDRESS}/GetWeather?CityName=string&CountryName=string`,
      headers: [],
    });
    state.params[paramKey({ in: 'query', name: 'CityName' })] = 'São Paulo';
    state.params[paramKey({ in: 'query', name: 'CountryName' })] = 'Brazil';
    assert.deepEqual(buildRequest(get, state, { model: weather }), {
      method: 'GET',
      url: `${ADDRESS}/GetWeather?CityName=S%C3%A3o%20Paulo&CountryName=Brazil`,
      headers: [],
    });
    assert.equal(generateCurl(defaultRequest(get, weather)), `curl '${ADDRESS}/GetWeather?CityName=string&CountryName=string'`);
  });

  it('HTTP POST builds a form-urlencoded body with one field per part', () => {
    const post = op(weather, 'GlobalWeatherHttpPost-GetWeather');
    assert.deepEqual(post.parameters, []);
    const media = post.requestBody?.content[0];
    assert.equal(post.requestBody?.required, true);
    assert.equal(media?.mediaType, 'application/x-www-form-urlencoded');
    assert.deepEqual(media?.schema?.required, ['CityName', 'CountryName']);
    assert.deepEqual(media?.example, { CityName: 'string', CountryName: 'string' });
    const state = initialFormState(post, weather);
    state.formFields['CityName'] = 'Geneva';
    state.formFields['CountryName'] = 'Switzerland';
    assert.deepEqual(buildRequest(post, state, { model: weather }), {
      method: 'POST',
      url: `${ADDRESS}/GetWeather`,
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: { kind: 'urlencoded', fields: [['CityName', 'Geneva'], ['CountryName', 'Switzerland']] },
    });
  });
});

describe('HTTP binding requests sent for real', () => {
  let server: Server;
  let origin: string;
  const received: Array<{ method?: string; url?: string; type?: string; body: string }> = [];
  let model: ApiModel;

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
        res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end('<?xml version="1.0" encoding="utf-8"?>\n<string xmlns="http://www.webserviceX.NET">Data Not Found</string>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    model = await parseSpec(readSpec('wsdl-webservicex-globalweather.wsdl').replaceAll('http://www.webservicex.net', origin));
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const id of ['GlobalWeatherHttpGet-GetWeather', 'GlobalWeatherHttpPost-GetWeather']) {
    it(`${id}: the server receives what Try-It builds`, async () => {
      const o = op(model, id);
      const result = await sendDirect(buildRequest(o, initialFormState(o, model), { model }));
      assert.ok(result.ok, result.ok ? '' : result.error.message);
      assert.equal(result.response.status, 200);
      assert.match(result.response.body, /Data Not Found/);
      const last = received.at(-1)!;
      if (o.method === 'get') {
        assert.deepEqual(last, { method: 'GET', url: '/globalweather.asmx/GetWeather?CityName=string&CountryName=string', type: undefined, body: '' });
      } else {
        assert.deepEqual(last, { method: 'POST', url: '/globalweather.asmx/GetWeather', type: 'application/x-www-form-urlencoded', body: 'CityName=string&CountryName=string' });
      }
    });
  }
});

/** A WSDL with the given bindings and services around one portType `Weather` with operation `Forecast`. */
function wsdl(bindings: string, services: string): string {
  return `<?xml version="1.0"?>
<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:http="http://schemas.xmlsoap.org/wsdl/http/"
    xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:tns="urn:weather" targetNamespace="urn:weather" name="Weather">
  <types>
    <xs:schema targetNamespace="urn:weather" elementFormDefault="qualified">
      <xs:element name="Forecast"><xs:complexType><xs:sequence><xs:element name="summary" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    </xs:schema>
  </types>
  <message name="ForecastIn"><part name="City" type="xs:string"/><part name="Days" type="xs:int"/></message>
  <message name="ForecastOut"><part name="Body" element="tns:Forecast"/></message>
  <portType name="Weather">
    <operation name="Forecast">
      <documentation>Forecast for a city.</documentation>
      <input message="tns:ForecastIn"/><output message="tns:ForecastOut"/>
    </operation>
  </portType>
  ${bindings}
  ${services}
</definitions>`;
}

describe('HTTP binding fixtures', () => {
  it('urlReplacement: (Part) placeholders of the location become required {Part} path parameters', async () => {
    const model = await parseSpec(
      wsdl(
        `<binding name="WeatherRest" type="tns:Weather">
          <http:binding verb="GET"/>
          <operation name="Forecast">
            <http:operation location="forecast/(City)/days/(Days)"/>
            <input><http:urlReplacement/></input>
            <output><mime:content type="application/xml" part="Body"/></output>
          </operation>
        </binding>`,
        `<service name="WeatherService"><port name="WeatherRestPort" binding="tns:WeatherRest"><http:address location="https://api.example.com/v1"/></port></service>`,
      ),
    );
    const forecast = op(model, 'Forecast');
    assert.equal(forecast.kind, 'http');
    assert.equal(forecast.method, 'get');
    assert.equal(forecast.path, '/forecast/{City}/days/{Days}');
    assert.equal(forecast.description, 'Forecast for a city.');
    assert.deepEqual(
      forecast.parameters.map((p) => [p.name, p.in, p.required, p.style, p.schema?.type]),
      [
        ['City', 'path', true, 'simple', ['string']],
        ['Days', 'path', true, 'simple', ['integer']],
      ],
    );
    const state = initialFormState(forecast, model);
    state.params[paramKey({ in: 'path', name: 'City' })] = 'New York';
    state.params[paramKey({ in: 'path', name: 'Days' })] = '3';
    assert.equal(buildRequest(forecast, state, { model }).url, 'https://api.example.com/v1/forecast/New%20York/days/3');
    const content = forecast.responses[0]?.content[0];
    assert.equal(content?.mediaType, 'application/xml');
    assert.match(String(content?.example), /<ns1:Forecast xmlns:ns1="urn:weather">\s*<ns1:summary>string<\/ns1:summary>\s*<\/ns1:Forecast>/);
    assert.deepEqual(model.warnings, []);
  });

  it('an HTTP binding no port uses is shown under its binding name, without an address', async () => {
    const model = await parseSpec(
      wsdl(
        `<binding name="WeatherPost" type="tns:Weather">
          <http:binding verb="POST"/>
          <operation name="Forecast">
            <http:operation location="/Forecast"/>
            <input><mime:content type="application/x-www-form-urlencoded"/></input>
            <output><mime:mimeXml part="Body"/></output>
          </operation>
        </binding>`,
        '',
      ),
    );
    const forecast = op(model, 'Forecast');
    assert.equal(forecast.method, 'post');
    assert.equal(forecast.servers, undefined);
    assert.deepEqual(forecast.requestBody?.content[0]?.example, { City: 'string', Days: 0 });
    assert.deepEqual(model.tags.map((t) => [t.name, t.description]), [['WeatherPost', 'HTTP POST binding `WeatherPost` (the WSDL declares no endpoint address).']]);
  });

  it('a WSDL with neither SOAP nor HTTP bindings says so', async () => {
    const model = await parseSpec(wsdl('', ''));
    assert.deepEqual(model.operations, []);
    assert.ok(model.warnings.some((w) => w.message === 'The WSDL has no SOAP or HTTP binding, so it has no operations to show.'));
  });
});
