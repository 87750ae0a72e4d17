/**
 * English labels of the SOAP operation details (the lazy soap view chunk): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
export const soapEn = {
  binding: 'Binding',
  none: 'none',
  service: 'Service',
  port: 'Port',
  bindingName: 'Binding name',
  input: 'Input',
  output: 'Output',
  noneOneWay: 'none (one-way)',
  faults: 'Faults',
  noMessagePart: 'no message',
  noSoapAddress: 'no endpoint address in the WSDL (set the URL in Try it)',
  inNamespace: (ns: string) => `in ${ns}`,
};
