/** German wording of the core's messages (src/**\/texts.ts); spec text in the parameters stays as written. */
import type { CoreMessageTable } from '../../../src/index.js';
import { bytes, num } from '../format.js';
import { seconds } from './units.js';

const L = 'de';
const n = (v: number) => num(L, v);
const UNEXPECTED = 'ein Wert darin hat einen Typ oder eine Form, die der Viewer nicht erwartet (etwa eine Zahl, wo Text stehen muss)';
const PARTS = { operation: 'Die Operation', message: 'Die Nachricht', channel: 'Der Kanal', part: 'Ein Teil des Dokuments' };
const EXPECTED = {
  value: 'einen Wert', name: 'einen Eigenschaftsnamen in doppelten Anführungszeichen', colon: '":"', 'comma-brace': '"," oder "}"',
  'comma-bracket': '"," oder "]"', end: 'das Ende des Dokuments',
};
const JSON_PROBLEMS = {
  'control-char': 'nicht maskiertes Steuerzeichen in einer Zeichenkette', unterminated: 'nicht abgeschlossene Zeichenkette',
  unknown: 'unbekannter Syntaxfehler', 'too-deep': 'zu tief verschachtelt',
};
const SOURCES = { wsdl: 'WSDL-Dokument', 'wsdl-import': 'WSDL-Import', 'xsd-import': 'XML-Schema-Import', 'xsd-include': 'XML-Schema-Include' };
const XSD_KINDS = { element: 'Element', type: 'Typ', group: 'Gruppe' };
const REQUESTS = { token: 'Token-Anfrage', discovery: 'Discovery-Anfrage', device: 'Device-Authorization-Anfrage' };
const source = (what: keyof typeof SOURCES, location: string) => `${SOURCES[what]}${location ? ` „${location}“` : ''}`;

export const deCore: CoreMessageTable = {
  loadCancelled: () => 'Das Laden der Spezifikation wurde abgebrochen.',
  unreadableDocument: () => `Der Viewer konnte dieses Dokument nicht lesen: ${UNEXPECTED}.`,
  unreadablePart: (what, where) => `${PARTS[what]} unter ${where} konnte nicht gelesen werden und wird ausgelassen: ${UNEXPECTED}.`,
  emptyDocument: () => 'Die Spezifikation ist leer: Die URL hat keinen Inhalt geliefert.',
  tooLarge: (limit) => `Die Spezifikation ist größer als das Limit von ${bytes(L, limit)} (limits.maxSpecBytes).`,
  htmlPage: () => 'Die URL hat eine HTML-Seite geliefert, keine API-Beschreibung (zeigt spec-url auf eine Anmelde- oder Fehlerseite?).',
  noFetch: () => 'Zum Laden der Spezifikation steht keine fetch-Implementierung zur Verfügung.',
  fetchFailed: (url, reason) =>
    `Die Spezifikation konnte nicht von ${url} abgerufen werden (${reason}). Liegt sie auf einem anderen Origin, muss ihr Server diese Seite ` +
    'per CORS (Access-Control-Allow-Origin) zulassen, oder die Spezifikation wird vom selben Origin ausgeliefert; prüfen Sie auch URL und Netzwerk.',
  httpStatus: (url, status) => `Die Spezifikations-URL ${url} antwortete mit HTTP ${status}; prüfen Sie, ob spec-url auf den Inhalt der Spezifikation zeigt.`,
  invalidUrl: (url) => `„${url}“ ist keine gültige URL.`,
  protocolRefused: (protocol, url) => `Der Viewer ruft nur http:- und https:-Dokumente ab, keine ${protocol}-URLs wie „${url}“.`,
  relatedBudget: (ms) => `Zugehörige Dokumente brauchten zusammen länger als ${seconds(L, ms)} (limits.relatedFetchBudgetMs).`,
  relatedTimeout: (url, ms) => `${url} hat nicht innerhalb von ${seconds(L, ms)} geantwortet (limits.relatedFetchTimeoutMs).`,
  jsonExpected: (expected, found) => `${EXPECTED[expected]} erwartet, aber ${found === '' ? 'das Ende des Dokuments' : `"${found}"`} gefunden`,
  jsonProblem: (problem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason, line, column, atEnd) =>
    `Die Spezifikation ist kein gültiges JSON: ${reason} in Zeile ${n(line)}, Spalte ${n(column)}.${atEnd ? ' Das Dokument endet zu früh: Wurde der Download abgebrochen?' : ''}`,
  yamlSyntax: (reason, line, column, tabs) =>
    `Die Spezifikation ist kein gültiges YAML: ${reason}${line > 0 ? ` in Zeile ${n(line)}, Spalte ${n(column)}` : ''}.${tabs ? ' Rücken Sie YAML mit Leerzeichen ein; Tabulatoren sind nicht erlaubt.' : ''}`,
  yamlAliasLimit: (limit) =>
    `Das YAML-Dokument verwendet mehr als ${n(limit)} Alias-Erweiterungen – so erschöpfen „Billion Laughs“-Dokumente den Speicher; es wurde abgelehnt.`,
  graphqlInBaseBuild: () =>
    'Dies ist ein GraphQL-Schema. GraphQL wird im erweiterten Build unterstützt (spec-viewer/extended, dist/spec-viewer-extended.js); diese Seite lädt einen Build ohne GraphQL.',
  formatNotLoaded: (name) => `Dies ist ein ${name}-Dokument, aber dieser Build von spec-viewer hat keine ${name}-Unterstützung geladen. Registrieren Sie das ${name}-Format-Plugin.`,
  notWsdlXml: () => 'Der Inhalt ist XML, aber kein WSDL-1.1-Dokument (kein <definitions>-Wurzelelement), also keine API-Beschreibung.',
  unknownText: () => 'Der Inhalt ist weder JSON, YAML, XML noch GraphQL-SDL, also keine API-Beschreibung.',
  noVersionKey: () => 'Das Dokument ist gültiges JSON/YAML, aber keine API-Beschreibung: Es hat keinen Versionsschlüssel `openapi`, `swagger` oder `asyncapi`.',
  swaggerUnsupported: (version) =>
    `Swagger ${version} wird nicht unterstützt: Konvertieren Sie die Beschreibung nach OpenAPI 2.0 oder 3.x (zum Beispiel mit swagger-converter, dann swagger2openapi).`,
  openapiUnsupported: (version) => `OpenAPI ${version} wird nicht unterstützt: Dieser Viewer liest OpenAPI 2.0, 3.0 und 3.1.`,
  asyncapiUnsupported: (version) => `AsyncAPI ${version} wird nicht unterstützt: Dieser Viewer liest AsyncAPI 2.x und 3.x.`,
  wsdl20Unsupported: () => 'WSDL 2.0 wird nicht unterstützt: Dieser Viewer liest WSDL 1.1 mit SOAP-1.1-, SOAP-1.2- und HTTP-Bindings.',
  tooDeep: (max) => `Das Dokument ist tiefer als ${n(max)} Ebenen verschachtelt.`,
  validatorFailed: (reason) => `Der Validator konnte dieses Dokument nicht prüfen: ${reason}`,
  validatorNoAnswer: () => 'Der Validator hat ohne Antwort aufgehört.',
  validatorDidNotRun: (reason) => `Der Validator konnte nicht laufen: ${reason}`,
  validatorNoScript: () => 'sein Worker-Skript wurde nicht geladen',

  noInfoVersion: () => 'Das Dokument hat keine `info.version`; die API-Version wird leer angezeigt.',
  noInfoTitle: () => 'Das Dokument hat keinen `info.title`.',
  refNotText: (where, what, value) =>
    `Die $ref unter ${where} ist ${what === 'number' ? `die Zahl ${value}` : what === 'null' ? 'null' : what === 'list' ? 'eine Liste' : what === 'object' ? 'ein Objekt' : `vom Typ ${value}`}; eine $ref muss Text sein, etwa "#/components/schemas/Pet".`,
  refLoop: (chain) => `Die $ref-Kette ${chain} bildet eine Schleife, ohne je ein Schema oder einen Wert zu erreichen; machen Sie eine davon zu einer echten Definition.`,
  refChainTooLong: (where, max) => `Die $ref-Kette ab ${where} ist länger als ${n(max)} Glieder (limits.maxRefChainDepth).`,
  refToNothing: (ref, where, missing) => `Die $ref "${ref}" unter ${where} zeigt ins Leere: ${missing}`,
  refParentLacks: (parent, name) => `${parent} hat kein "${name}".`,
  refDocumentLacks: (name) => `Das Dokument hat kein "${name}".`,
  refShownAsWritten: (ref, where) => `Die $ref "${ref}" unter ${where} zeigt ins Leere; sie wird wie geschrieben angezeigt.`,
  externalNotLoaded: (ref, where, problem) => `Die externe $ref "${ref}" unter ${where} wurde nicht geladen: ${problem}`,
  externalToNothing: (ref, where, url) => `Die externe $ref "${ref}" unter ${where} zeigt ins Leere in ${url === '' ? 'ihrem Dokument' : url}.`,
  noBaseUrl: () => 'Die Spezifikation wurde ohne URL eingelesen, daher lassen sich relative Dateien nicht finden.',
  tooManyExternal: (max) => `Es werden mehr als ${n(max)} externe Dokumente referenziert (limits.maxExternalDocuments).`,

  openapiNotObject: () => 'Ein OpenAPI-Dokument muss ein JSON/YAML-Objekt sein.',
  openapiCannotShow: (family, version, noInfo, noPaths, noVersion) => {
    const lacks = [noInfo && 'das `info`-Objekt', noPaths === 'paths' && 'das `paths`-Objekt', noPaths === 'paths-webhooks-components' && 'jedes von `paths`, `webhooks` und `components` (mindestens eines ist erforderlich)'];
    return `Dieses ${family}-${version}-Dokument kann nicht angezeigt werden: Es fehlt ${lacks.filter(Boolean).join(' und ')}.${noVersion ? ' Außerdem fehlt `info.version`.' : ''}`;
  },
  tooManyOperations: (count, max) => `Das Dokument deklariert ${n(count)} Operationen, mehr als die erlaubten ${n(max)} (limits.maxOperations).`,
  selfNotUri: (value) => `\`$self\` (${value}) ist keine URI-Referenz ohne Fragment; Referenzen werden relativ zur URL der Spezifikation aufgelöst.`,
  schemaRefUnresolved: (ref) => `Die Schema-Referenz "${ref}" konnte nicht aufgelöst werden; sie wird als unaufgelöst angezeigt.`,
  tagParentMissing: (tag, parent) => `Das Tag "${tag}" nennt das Eltern-Tag "${parent}", das nicht deklariert ist; es wird auf oberster Ebene angezeigt.`,
  tagParentCycle: (tag, chain) => `Das Tag "${tag}" ist sein eigener Vorfahr (${chain}); es wird auf oberster Ebene angezeigt.`,
  additionalOperationNotToken: (method) => `Der additionalOperations-Schlüssel "${method}" ist kein gültiger HTTP-Methodenname (nur Buchstaben, Ziffern und !#$%&'*+-.^_\`|~); diese Operation wird ausgelassen.`,
  additionalOperationFixedMethod: (method) => `Der additionalOperations-Schlüssel "${method}" benennt eine Methode mit eigenem Path-Item-Feld (dort \`${method.toLowerCase()}\` verwenden); diese Operation wird ausgelassen.`,
  querystringWithoutContent: (name) => `Der querystring-Parameter "${name}" hat kein \`content\`, das den Query-String beschreibt; er wird ausgelassen.`,
  queryWithQuerystring: () => 'Eine Operation hat sowohl Query-Parameter als auch einen querystring-Parameter; Try-It sendet zuerst die Query-Parameter, dann den Query-String.',
  moreSchemaErrors: (count) => `… und ${n(count)} weitere Schemafehler.`,

  asyncapiNotObject: () => 'Ein AsyncAPI-Dokument muss ein JSON/YAML-Objekt sein.',
  noInfoObject: () => 'Das Dokument hat kein `info`-Objekt; es wird ohne Titel angezeigt.',
  noChannels: () => 'Ein AsyncAPI-2-Dokument braucht ein `channels`-Objekt; dieses hat keine Operationen zum Anzeigen.',
  operationNotObject: (key) => `Die Operation "${key}" ist kein Objekt; sie wird ausgelassen.`,
  operationAction: (key, action) =>
    `Die Operation "${key}" hat die Aktion ${action}; AsyncAPI-3-Operationen senden oder empfangen, daher wird sie als Empfangen angezeigt.`,
  operationNoChannel: (key) => `Die Operation "${key}" nennt keinen Kanal (\`channel\` muss eine $ref auf einen sein).`,
  parserStopped: () => 'Der AsyncAPI-Parser hielt bei einem Wert an, dessen Typ oder Form er nicht erwartet (etwa eine Zahl, wo Text stehen muss)',
  noHttpUrl: () => 'Die Spezifikation wurde ohne http(s)-URL eingelesen, daher lassen sich zugehörige Dateien nicht finden.',
  otherOrigin: (origin) => `Sie liegt auf einem anderen Origin als die Spezifikation (${origin}); externe AsyncAPI-Dokumente werden nur vom Origin der Spezifikation abgerufen.`,

  wsdlNotText: () => 'Ein WSDL-Dokument muss als XML-Text übergeben werden.',
  wsdlRoot: (local, ns) => `Das XML-Wurzelelement ist <${local}> im Namespace „${ns || 'keiner'}“, kein WSDL-1.1-<definitions>.`,
  wsdlTooManyOperations: (count, max) => `Die WSDL hat ${n(count)} Operationen, mehr als das Limit von ${n(max)} (limits.maxOperations).`,
  wsdlNoBinding: () => 'Die WSDL hat kein SOAP- oder HTTP-Binding und daher keine Operationen zum Anzeigen.',
  xmlDoctype: (what, location) => `${source(what, location)}: deklariert einen DOCTYPE mit internem Subset (Entities), was in WSDL und XSD nicht akzeptiert wird.`,
  xmlMalformed: (what, location, detail, line, column) =>
    `${source(what, location)}: kein wohlgeformtes XML: ${detail} (falsch gepaarter oder defekter Tag in Zeile ${n(line)}, Spalte ${n(column)}).`,
  xmlNoRoot: (what, location) => `${source(what, location)}: kein Wurzelelement.`,
  importNeither: (location) => `Der WSDL-Import „${location}“ ist weder ein WSDL-1.1-Dokument noch ein XML-Schema; er wurde ignoriert.`,
  notXmlSchema: (location) => `„${location}“ ist kein XML-Schema-Dokument; seine Typen werden nicht angezeigt.`,
  importNoBase: (what, location) =>
    `${source(what, location)} konnte nicht aufgelöst werden: Die Spezifikation hat keine URL, gegen die aufgelöst werden kann. Typen daraus werden nicht angezeigt.`,
  tooManyImports: (max, location) => `Mehr als ${n(max)} zugehörige Dokumente; „${location}“ und spätere Importe wurden übersprungen.`,
  importNotLoaded: (what, location, reason) => `${source(what, location)} konnte nicht geladen werden (${reason}); Typen daraus werden als unaufgelöst angezeigt.`,
  httpNoVerb: (binding) => `Das HTTP-Binding ${binding} deklariert kein Verb; seine Operationen werden als GET angezeigt.`,
  bindingUnknownOperation: (binding, name) => `Das Binding ${binding} führt die Operation „${name}“, die sein portType nicht definiert; sie hat keine Nachrichten.`,
  httpNoLocation: (binding, name) => `Die HTTP-Operation ${binding}/${name} hat keine http:operation-location; sie wird unter der Port-Adresse angezeigt.`,
  httpPartNotInLocation: (binding, name, part, location) =>
    `Die HTTP-Operation ${binding}/${name} ersetzt Parts in ihrer location, aber „(${part})“ kommt in „${location}“ nicht vor; der Part wird nicht angezeigt.`,
  httpInputNotShown: (binding, name, encoding) => `Die HTTP-Operation ${binding}/${name} kodiert ihre Eingabe als ${encoding}; das wird nicht angezeigt.`,
  mimeUnknownPart: (part) => `Das MIME-Binding nennt den Part „${part}“, den seine Nachricht nicht hat.`,
  messageNotDefined: (name) => `Die Nachricht „${name}“ ist nicht definiert; die Operationen, die sie verwenden, zeigen dafür keinen Inhalt.`,
  xsdNotDefined: (kind, name, ns) =>
    `XML-Schema-${XSD_KINDS[kind]} „${name}“ (Namespace ${ns || 'keiner'}) ist in keinem geladenen Schema definiert; es wird ohne Typ angezeigt.`,

  graphqlCannotBuild: (reason) => `Das GraphQL-Schema kann nicht aufgebaut werden: ${reason}`,
  graphqlTooManyUndefined: (max) => `Das GraphQL-Schema kann nicht aufgebaut werden: Mehr als ${n(max)} Typen werden verwendet, aber nicht definiert.`,
  graphqlUndefinedType: (name) => `Der Typ "${name}" wird verwendet, aber nicht definiert; er wird als Skalar angezeigt.`,
  graphqlNoSchema: (detail) => `Das Introspection-Ergebnis hat kein \`__schema\`${detail ? `: ${detail}` : '.'}`,
  graphqlTypesNotList: () => 'Das Introspection-Ergebnis kann nicht gelesen werden: `__schema.types` ist keine Liste.',
  graphqlIntrospectionError: (message) => `Die Introspection-Antwort meldet einen Fehler: ${message}`,
  graphqlCheckFailed: (reason) => `Das Schema konnte nicht geprüft werden: ${reason}`,
  graphqlNoAnswer: () => 'keine Antwort',
  graphqlWorkerDidNotStart: () => 'sein Worker startete nicht',

  discoveryNotObject: (url) => `Das Discovery-Dokument unter ${url} ist kein JSON-Objekt.`,
  discoveryMissing: (url, names) => `Dem Discovery-Dokument unter ${url} fehlt ${names}.`,
  discoveryEndpointNotAbsolute: (name, endpoint) => `${name} im Discovery-Dokument, „${endpoint}“, ist keine absolute URL.`,
  discoveryEndpointOrigin: (name, endpoint) =>
    `${name} im Discovery-Dokument, „${endpoint}“, liegt auf einem nicht erlaubten Origin (nur https oder http auf dem Origin des Discovery-Dokuments wird akzeptiert).`,
  discoveryNoS256: (methods) =>
    `Der Anbieter unterstützt PKCE mit S256 nicht (code_challenge_methods_supported: ${methods || 'keine'}); der Viewer weicht nie auf plain aus.`,
  discoveryUrlNotAbsolute: (url) => `Die Discovery-URL „${url}“ ist keine absolute URL.`,
  discoveryStatus: (url, status) => `Das Discovery-Dokument unter ${url} antwortete mit HTTP ${status}.`,
  discoveryNotJson: (url) => `Das Discovery-Dokument unter ${url} ist kein gültiges JSON.`,
  oauthProxyUnreachable: (what, origin) => `Die ${REQUESTS[what]} an ${origin} konnte über den Proxy nicht zugestellt werden.`,
  oauthCors: (what, origin) =>
    `Der Browser konnte die ${REQUESTS[what]} an ${origin} nicht abschließen: Wahrscheinlich erlaubt der Identitätsanbieter keine ` +
    'Cross-Origin-Anfragen von dieser Seite (CORS), oder er ist nicht erreichbar. Konfigurieren Sie `proxy-url`, um sie über den Proxy zu senden.',
  oauthRequestFailed: (what, reason) => `Die ${REQUESTS[what]} ist fehlgeschlagen: ${reason}`,
  tokenEndpointError: (status, error, description) => `Der Token-Endpunkt antwortete mit HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  tokenNotJson: (status, body) => `Der Token-Endpunkt antwortete mit HTTP ${status} und einem Body, der kein JSON-Objekt ist${body ? `: ${body}` : ''}`,
  tokenNoAccessToken: (status) => `Der Token-Endpunkt antwortete mit HTTP ${status} ohne access_token.`,
  deviceAuthorizationError: (status, error, description) => `Der Device-Authorization-Endpunkt antwortete mit HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  deviceAuthorizationInvalid: (status) => `Der Device-Authorization-Endpunkt antwortete mit HTTP ${status} ohne verwendbaren device_code, user_code und verification_uri.`,
  stateMismatch: () =>
    'State stimmt nicht überein: Das Anmeldeergebnis gehört nicht zur Anfrage dieses Tabs, daher wurde sein Autorisierungscode verworfen. Drücken Sie „Token abrufen“, um neu zu beginnen.',
  issuerMismatch: (issuer, expected) =>
    `Issuer stimmt nicht überein: Das Anmeldeergebnis kam von „${issuer}“, nicht vom ermittelten Issuer „${expected}“; sein Autorisierungscode wurde verworfen.`,
  providerError: (error, description) => `Der Identitätsanbieter antwortete ${error}${description ? `: ${description}` : '.'}`,
  noCodeNoError: () => 'Das Anmeldeergebnis enthält weder einen Autorisierungscode noch einen Fehler.',
};
