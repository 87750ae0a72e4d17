/** Generated oversized documents (never committed as files): a 5 MB description, a 50,000-value enum, long lists. */

/** About `bytes` of Markdown: paragraphs with emphasis, lists and code, like a real long description. */
export function bigMarkdown(bytes: number): string {
  const block = '**Section**\n\nSome *emphasis*, **strong** text and `code`, with a [link](https://example.com).\n\n- one\n- two\n\n';
  return block.repeat(Math.ceil(bytes / block.length));
}

export function openapiWithDescription(description: string): string {
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Big description', version: '1', description },
    paths: { '/a': { get: { description, responses: { '200': { description: 'ok' } } } } },
  });
}

export function asyncapiWithDescription(description: string): string {
  return JSON.stringify({
    asyncapi: '2.6.0',
    info: { title: 'Big description', version: '1', description },
    channels: { c: { publish: { message: { payload: { type: 'string' } } } } },
  });
}

export function wsdlWithDocumentation(documentation: string): string {
  const escaped = documentation.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions name="Big" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
    xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:big" targetNamespace="urn:big">
  <wsdl:documentation>${escaped}</wsdl:documentation>
  <wsdl:types><xs:schema targetNamespace="urn:big"><xs:element name="Ping" type="xs:string"/></xs:schema></wsdl:types>
  <wsdl:message name="PingIn"><wsdl:part name="parameters" element="tns:Ping"/></wsdl:message>
  <wsdl:portType name="P"><wsdl:operation name="Ping"><wsdl:input message="tns:PingIn"/><wsdl:output message="tns:PingIn"/></wsdl:operation></wsdl:portType>
  <wsdl:binding name="B" type="tns:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
    <wsdl:operation name="Ping"><soap:operation soapAction="urn:ping"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>
  </wsdl:binding>
  <wsdl:service name="S"><wsdl:port name="Port" binding="tns:B"><soap:address location="http://127.0.0.1:9/soap"/></wsdl:port></wsdl:service>
</wsdl:definitions>`;
}

/** One operation whose query parameter and body property each allow `count` values, plus long lists of everything. */
export function openapiWithLongLists(count: number, listLength = 0): string {
  const values = Array.from({ length: count }, (_, i) => `value-${i}`);
  const properties = Object.fromEntries(Array.from({ length: listLength }, (_, i) => [`p${i}`, { type: 'string' }]));
  const parameters = Array.from({ length: listLength }, (_, i) => ({ name: `q${i}`, in: 'query', schema: { type: 'string' } }));
  const responses = Object.fromEntries(Array.from({ length: Math.min(listLength, 400) }, (_, i) => [String(100 + i), { description: `r${i}` }]));
  const extraPaths = Object.fromEntries(
    Array.from({ length: listLength }, (_, i) => [`/op${i}`, { get: { tags: ['many'], responses: { '200': { description: 'ok' } } } }]),
  );
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Long lists', version: '1' },
    paths: {
      '/a': {
        post: {
          operationId: 'longLists',
          tags: ['many'],
          parameters: [{ name: 'choice', in: 'query', schema: { type: 'string', enum: values } }, ...parameters],
          requestBody: {
            content: { 'application/json': { schema: { type: 'object', properties: { choice: { type: 'string', enum: values }, ...properties } } } },
          },
          responses: { '200': { description: 'ok' }, ...responses },
        },
      },
      ...extraPaths,
    },
  });
}

export function asyncapiWithLongEnum(count: number): string {
  const values = Array.from({ length: count }, (_, i) => `value-${i}`);
  return JSON.stringify({
    asyncapi: '2.6.0',
    info: { title: 'Long enum', version: '1' },
    channels: { c: { publish: { message: { payload: { type: 'object', properties: { choice: { type: 'string', enum: values } } } } } } },
  });
}

/** A blob: URL serving `text` (the viewer fetches it like any spec URL). */
export function blobUrl(text: string, type = 'application/json'): string {
  return URL.createObjectURL(new Blob([text], { type }));
}
