/** Spanish wording of the core's messages (src/**\/texts.ts); spec text in the parameters stays as written. */
import type { CoreMessageTable } from '../../../src/index.js';
import { bytes, num } from '../format.js';
import { seconds } from './units.js';

const L = 'es';
const n = (v: number) => num(L, v);
const UNEXPECTED = 'un valor tiene un tipo o una forma que el visor no esperaba (por ejemplo, un número donde va texto)';
const PARTS = { operation: 'La operación', message: 'El mensaje', channel: 'El canal', part: 'Una parte del documento' };
const EXPECTED = {
  value: 'un valor', name: 'un nombre de propiedad entre comillas dobles', colon: '":"', 'comma-brace': '"," o "}"',
  'comma-bracket': '"," o "]"', end: 'el final del documento',
};
const JSON_PROBLEMS = {
  'control-char': 'carácter de control sin escapar en una cadena', unterminated: 'cadena sin terminar',
  unknown: 'error de sintaxis desconocido', 'too-deep': 'anidamiento demasiado profundo',
};
const SOURCES = { wsdl: 'El documento WSDL', 'wsdl-import': 'La importación WSDL', 'xsd-import': 'La importación de XML Schema', 'xsd-include': 'La inclusión de XML Schema' };
const XSD_KINDS = { element: 'El elemento', type: 'El tipo', group: 'El grupo' };
const REQUESTS = { token: 'solicitud de token', discovery: 'solicitud de descubrimiento', device: 'solicitud de autorización de dispositivo' };
const source = (what: keyof typeof SOURCES, location: string) => `${SOURCES[what]}${location ? ` «${location}»` : ''}`;

export const esCore: CoreMessageTable = {
  loadCancelled: () => 'Se canceló la carga de la especificación.',
  unreadableDocument: () => `El visor no pudo leer este documento: ${UNEXPECTED}.`,
  unreadablePart: (what, where) => `${PARTS[what]} en ${where} no se pudo leer y se omite: ${UNEXPECTED}.`,
  emptyDocument: () => 'La especificación está vacía: la URL no devolvió contenido.',
  tooLarge: (limit) => `La especificación supera el límite de ${bytes(L, limit)} (limits.maxSpecBytes).`,
  htmlPage: () => 'La URL devolvió una página HTML, no una descripción de API (¿apunta spec-url a una página de inicio de sesión o de error?).',
  noFetch: () => 'No hay ninguna implementación de fetch disponible para cargar la especificación.',
  fetchFailed: (url, reason) =>
    `No se pudo obtener la especificación de ${url} (${reason}). Si está en otro origen, su servidor debe permitir esta página ` +
    'con CORS (Access-Control-Allow-Origin), o sirva la especificación desde el mismo origen; compruebe también la URL y la red.',
  httpStatus: (url, status) => `La URL de la especificación ${url} respondió HTTP ${status}; compruebe que spec-url apunta al contenido de la especificación.`,
  invalidUrl: (url) => `«${url}» no es una URL válida.`,
  protocolRefused: (protocol, url) => `el visor solo obtiene documentos http: y https:, no URL ${protocol} como «${url}».`,
  relatedBudget: (ms) => `los documentos relacionados tardaron más de ${seconds(L, ms)} en total (limits.relatedFetchBudgetMs).`,
  relatedTimeout: (url, ms) => `${url} no respondió en ${seconds(L, ms)} (limits.relatedFetchTimeoutMs).`,
  jsonExpected: (expected, found) => `se esperaba ${EXPECTED[expected]} pero se encontró ${found === '' ? 'el final del documento' : `"${found}"`}`,
  jsonProblem: (problem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason, line, column, atEnd) =>
    `La especificación no es JSON válido: ${reason} en la línea ${n(line)}, columna ${n(column)}.${atEnd ? ' El documento termina antes de tiempo: ¿se cortó la descarga?' : ''}`,
  yamlSyntax: (reason, line, column, tabs) =>
    `La especificación no es YAML válido: ${reason}${line > 0 ? ` en la línea ${n(line)}, columna ${n(column)}` : ''}.${tabs ? ' Sangre el YAML con espacios; no se permiten tabulaciones.' : ''}`,
  yamlAliasLimit: (limit) =>
    `El documento YAML usa más de ${n(limit)} expansiones de alias, que es como los documentos «billion laughs» agotan la memoria; se rechazó.`,
  graphqlInBaseBuild: () =>
    'Esto es un esquema GraphQL. GraphQL se admite en la compilación extendida (spec-viewer/extended, dist/spec-viewer-extended.js); esta página carga una compilación sin él.',
  formatNotLoaded: (name) => `Esto es un documento ${name}, pero esta compilación de spec-viewer no tiene cargado el soporte de ${name}. Registre el plugin de formato ${name}.`,
  notWsdlXml: () => 'El contenido es XML, pero no un documento WSDL 1.1 (no tiene elemento raíz <definitions>), así que no es una descripción de API.',
  unknownText: () => 'El contenido no es JSON, YAML, XML ni SDL de GraphQL, así que no es una descripción de API.',
  noVersionKey: () => 'El documento es JSON/YAML válido pero no una descripción de API: no tiene clave de versión `openapi`, `swagger` ni `asyncapi`.',
  swaggerUnsupported: (version) =>
    `Swagger ${version} no es compatible: convierta la descripción a OpenAPI 2.0 o 3.x (por ejemplo con swagger-converter y luego swagger2openapi).`,
  openapiUnsupported: (version) => `OpenAPI ${version} no es compatible: este visor lee OpenAPI 2.0, 3.0 y 3.1.`,
  asyncapiUnsupported: (version) => `AsyncAPI ${version} no es compatible: este visor lee AsyncAPI 2.x y 3.x.`,
  wsdl20Unsupported: () => 'WSDL 2.0 no es compatible: este visor lee WSDL 1.1 con bindings SOAP 1.1, SOAP 1.2 y HTTP.',
  tooDeep: (max) => `El documento anida más de ${n(max)} niveles.`,
  validatorFailed: (reason) => `El validador no pudo comprobar este documento: ${reason}`,
  validatorNoAnswer: () => 'El validador se detuvo sin dar respuesta.',
  validatorDidNotRun: (reason) => `No se pudo ejecutar el validador: ${reason}`,
  validatorNoScript: () => 'no se cargó su script de worker',

  noInfoVersion: () => 'El documento no tiene `info.version`; la versión de la API se muestra vacía.',
  noInfoTitle: () => 'El documento no tiene `info.title`.',
  refNotText: (where, what, value) =>
    `El $ref en ${where} es ${what === 'number' ? `el número ${value}` : what === 'null' ? 'null' : what === 'list' ? 'una lista' : what === 'object' ? 'un objeto' : `de tipo ${value}`}; un $ref debe ser texto como "#/components/schemas/Pet".`,
  refLoop: (chain) => `La cadena de $ref ${chain} forma un bucle sin llegar nunca a un esquema o valor; convierta uno de ellos en una definición real.`,
  refChainTooLong: (where, max) => `La cadena de $ref que empieza en ${where} tiene más de ${n(max)} eslabones (limits.maxRefChainDepth).`,
  refToNothing: (ref, where, missing) => `El $ref "${ref}" usado en ${where} no apunta a nada: ${missing}`,
  refParentLacks: (parent, name) => `${parent} no tiene "${name}".`,
  refDocumentLacks: (name) => `el documento no tiene "${name}".`,
  refShownAsWritten: (ref, where) => `El $ref "${ref}" usado en ${where} no apunta a nada; se muestra tal como está escrito.`,
  externalNotLoaded: (ref, where, problem) => `El $ref externo "${ref}" usado en ${where} no se cargó: ${problem}`,
  externalToNothing: (ref, where, url) => `El $ref externo "${ref}" usado en ${where} no apunta a nada en ${url === '' ? 'su documento' : url}.`,
  noBaseUrl: () => 'la especificación se leyó sin URL, así que no se pueden localizar los archivos relativos.',
  tooManyExternal: (max) => `se referencian más de ${n(max)} documentos externos (limits.maxExternalDocuments).`,

  openapiNotObject: () => 'Un documento OpenAPI debe ser un objeto JSON/YAML.',
  openapiCannotShow: (family, version, noInfo, noPaths, noVersion) => {
    const lacks = [noInfo && 'el objeto `info`', noPaths === 'paths' && 'el objeto `paths`', noPaths === 'paths-webhooks-components' && 'todos: `paths`, `webhooks` y `components` (se requiere al menos uno)'];
    return `Este documento ${family} ${version} no se puede mostrar: le falta ${lacks.filter(Boolean).join(' y ')}.${noVersion ? ' También le falta `info.version`.' : ''}`;
  },
  tooManyOperations: (count, max) => `El documento declara ${n(count)} operaciones, más de las ${n(max)} permitidas (limits.maxOperations).`,
  selfNotUri: (value) => `\`$self\` (${value}) no es una referencia URI sin fragmento; las referencias se resuelven respecto a la URL de la especificación.`,
  schemaRefUnresolved: (ref) => `La referencia de esquema "${ref}" no se pudo resolver; se muestra como no resuelta.`,
  tagParentMissing: (tag, parent) => `La etiqueta "${tag}" nombra como padre "${parent}", que no es una etiqueta declarada; se muestra en el nivel superior.`,
  tagParentCycle: (tag, chain) => `La etiqueta "${tag}" es su propio ancestro (${chain}); se muestra en el nivel superior.`,
  additionalOperationNotToken: (method) => `La clave de additionalOperations "${method}" no es un nombre de método HTTP válido (solo letras, dígitos y !#$%&'*+-.^_\`|~); esa operación se omite.`,
  additionalOperationFixedMethod: (method) => `La clave de additionalOperations "${method}" nombra un método que tiene su propio campo en el Path Item (usa \`${method.toLowerCase()}\` allí); esa operación se omite.`,
  querystringWithoutContent: (name) => `El parámetro querystring "${name}" no tiene \`content\` que describa la cadena de consulta; se omite.`,
  queryWithQuerystring: () => 'Una operación tiene parámetros de consulta y un parámetro querystring; Try-It envía primero los parámetros de consulta y después la cadena de consulta.',
  moreSchemaErrors: (count) => `… y ${n(count)} errores de esquema más.`,

  asyncapiNotObject: () => 'Un documento AsyncAPI debe ser un objeto JSON/YAML.',
  noInfoObject: () => 'El documento no tiene objeto `info`; se muestra sin título.',
  noChannels: () => 'Un documento AsyncAPI 2 necesita un objeto `channels`; este no tiene operaciones que mostrar.',
  operationNotObject: (key) => `La operación "${key}" no es un objeto; se omite.`,
  operationAction: (key, action) =>
    `La operación "${key}" tiene la acción ${action}; las operaciones de AsyncAPI 3 envían o reciben, así que se muestra como recepción.`,
  operationNoChannel: (key) => `La operación "${key}" no nombra ningún canal (\`channel\` debe ser un $ref a uno).`,
  parserStopped: () => 'el analizador de AsyncAPI se detuvo en un valor de un tipo o forma que no esperaba (por ejemplo, un número donde va texto)',
  noHttpUrl: () => 'la especificación se leyó sin URL http(s), así que no se pueden localizar los archivos relacionados.',
  otherOrigin: (origin) => `está en otro origen distinto del de la especificación (${origin}); los documentos externos de AsyncAPI solo se obtienen del origen de la especificación.`,

  wsdlNotText: () => 'Un documento WSDL debe proporcionarse como texto XML.',
  wsdlRoot: (local, ns) => `El elemento raíz XML es <${local}> en el espacio de nombres «${ns || 'ninguno'}», no un <definitions> de WSDL 1.1.`,
  wsdlTooManyOperations: (count, max) => `El WSDL tiene ${n(count)} operaciones, más que el límite de ${n(max)} (limits.maxOperations).`,
  wsdlNoBinding: () => 'El WSDL no tiene ningún binding SOAP ni HTTP, así que no tiene operaciones que mostrar.',
  xmlDoctype: (what, location) => `${source(what, location)} declara un DOCTYPE con subconjunto interno (entidades), que no se acepta en WSDL ni XSD.`,
  xmlMalformed: (what, location, detail, line, column) =>
    `${source(what, location)} no es XML bien formado: ${detail} (etiqueta descuadrada o rota en la línea ${n(line)}, columna ${n(column)}).`,
  xmlNoRoot: (what, location) => `${source(what, location)} no tiene elemento raíz.`,
  importNeither: (location) => `La importación WSDL «${location}» no es un documento WSDL 1.1 ni un XML Schema; se ignoró.`,
  notXmlSchema: (location) => `«${location}» no es un documento XML Schema; sus tipos no se muestran.`,
  importNoBase: (what, location) =>
    `${source(what, location)} no se pudo resolver: la especificación no tiene una URL respecto a la que resolverla. Sus tipos no se muestran.`,
  tooManyImports: (max, location) => `Más de ${n(max)} documentos relacionados; «${location}» y las importaciones posteriores se omitieron.`,
  importNotLoaded: (what, location, reason) => `${source(what, location)} no se pudo cargar (${reason}); sus tipos se muestran como no resueltos.`,
  httpNoVerb: (binding) => `El binding HTTP ${binding} no declara ningún verbo; sus operaciones se muestran como GET.`,
  bindingUnknownOperation: (binding, name) => `El binding ${binding} enumera la operación «${name}», que su portType no define; no tiene mensajes.`,
  httpNoLocation: (binding, name) => `La operación HTTP ${binding}/${name} no tiene location http:operation; se muestra en la dirección del puerto.`,
  httpPartNotInLocation: (binding, name, part, location) =>
    `La operación HTTP ${binding}/${name} reemplaza parts en su location, pero «(${part})» no aparece en «${location}»; el part no se muestra.`,
  httpInputNotShown: (binding, name, encoding) => `La operación HTTP ${binding}/${name} codifica su entrada como ${encoding}, lo cual no se muestra.`,
  mimeUnknownPart: (part) => `El binding MIME nombra el part «${part}», que su mensaje no tiene.`,
  messageNotDefined: (name) => `El mensaje «${name}» no está definido; las operaciones que lo usan no muestran contenido para él.`,
  xsdNotDefined: (kind, name, ns) =>
    `${XSD_KINDS[kind]} de XML Schema «${name}» (espacio de nombres ${ns || 'ninguno'}) no está definido en ningún esquema cargado; se muestra sin tipo.`,

  graphqlCannotBuild: (reason) => `No se puede construir el esquema GraphQL: ${reason}`,
  graphqlTooManyUndefined: (max) => `No se puede construir el esquema GraphQL: se usan más de ${n(max)} tipos sin definir.`,
  graphqlUndefinedType: (name) => `El tipo "${name}" se usa pero no está definido; se muestra como escalar.`,
  graphqlNoSchema: (detail) => `El resultado de introspección no tiene \`__schema\`${detail ? `: ${detail}` : '.'}`,
  graphqlTypesNotList: () => 'No se puede leer el resultado de introspección: `__schema.types` no es una lista.',
  graphqlIntrospectionError: (message) => `La respuesta de introspección informa de un error: ${message}`,
  graphqlCheckFailed: (reason) => `No se pudo comprobar el esquema: ${reason}`,
  graphqlNoAnswer: () => 'sin respuesta',
  graphqlWorkerDidNotStart: () => 'su worker no se inició',

  discoveryNotObject: (url) => `El documento de descubrimiento en ${url} no es un objeto JSON.`,
  discoveryMissing: (url, names) => `Al documento de descubrimiento en ${url} le falta ${names}.`,
  discoveryEndpointNotAbsolute: (name, endpoint) => `El ${name} del documento de descubrimiento, «${endpoint}», no es una URL absoluta.`,
  discoveryEndpointOrigin: (name, endpoint) =>
    `El ${name} del documento de descubrimiento, «${endpoint}», está en un origen no permitido (solo se acepta https, o http en el propio origen del documento de descubrimiento).`,
  discoveryNoS256: (methods) =>
    `El proveedor no admite PKCE con S256 (code_challenge_methods_supported: ${methods || 'ninguno'}); el visor nunca recurre a plain.`,
  discoveryUrlNotAbsolute: (url) => `La URL de descubrimiento «${url}» no es una URL absoluta.`,
  discoveryStatus: (url, status) => `El documento de descubrimiento en ${url} respondió HTTP ${status}.`,
  discoveryNotJson: (url) => `El documento de descubrimiento en ${url} no es JSON válido.`,
  oauthProxyUnreachable: (what, origin) => `La ${REQUESTS[what]} a ${origin} no pudo llegar a través del proxy.`,
  oauthCors: (what, origin) =>
    `El navegador no pudo completar la ${REQUESTS[what]} a ${origin}: lo más probable es que el proveedor de identidad no permita ` +
    'solicitudes de origen cruzado desde esta página (CORS), o que no esté accesible. Configure `proxy-url` para enviarla a través del proxy.',
  oauthRequestFailed: (what, reason) => `La ${REQUESTS[what]} falló: ${reason}`,
  tokenEndpointError: (status, error, description) => `El endpoint de token respondió HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  tokenNotJson: (status, body) => `El endpoint de token respondió HTTP ${status} con un cuerpo que no es un objeto JSON${body ? `: ${body}` : ''}`,
  tokenNoAccessToken: (status) => `El endpoint de token respondió HTTP ${status} sin access_token.`,
  deviceAuthorizationError: (status, error, description) => `El endpoint de autorización de dispositivo respondió HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  deviceAuthorizationInvalid: (status) => `El endpoint de autorización de dispositivo respondió HTTP ${status} sin device_code, user_code y verification_uri utilizables.`,
  stateMismatch: () =>
    'El state no coincide: el resultado del inicio de sesión no pertenece a la solicitud de esta pestaña, así que se descartó su código de autorización. Pulse «Obtener token» para empezar de nuevo.',
  issuerMismatch: (issuer, expected) =>
    `El emisor no coincide: el resultado del inicio de sesión vino de «${issuer}», no del emisor descubierto «${expected}»; se descartó su código de autorización.`,
  providerError: (error, description) => `El proveedor de identidad respondió ${error}${description ? `: ${description}` : '.'}`,
  noCodeNoError: () => 'El resultado del inicio de sesión no contiene ni un código de autorización ni un error.',
};
