/** Brazilian Portuguese wording of the core's messages (src/**\/texts.ts); spec text in the parameters stays as written. */
import type { CoreMessageTable } from '../../../src/index.js';
import { bytes, num } from '../format.js';
import { seconds } from './units.js';

const L = 'pt-BR';
const n = (v: number) => num(L, v);
const UNEXPECTED = 'um valor nele tem um tipo ou formato que o visualizador não esperava (por exemplo, um número onde deveria haver texto)';
const PARTS = { operation: 'A operação', message: 'A mensagem', channel: 'O canal', part: 'Uma parte do documento' };
const EXPECTED = {
  value: 'um valor', name: 'um nome de propriedade entre aspas duplas', colon: '":"', 'comma-brace': '"," ou "}"',
  'comma-bracket': '"," ou "]"', end: 'o fim do documento',
};
const JSON_PROBLEMS = {
  'control-char': 'caractere de controle sem escape em uma string', unterminated: 'string não terminada',
  unknown: 'erro de sintaxe desconhecido', 'too-deep': 'aninhamento profundo demais',
};
const SOURCES = { wsdl: 'O documento WSDL', 'wsdl-import': 'A importação WSDL', 'xsd-import': 'A importação de XML Schema', 'xsd-include': 'A inclusão de XML Schema' };
const XSD_KINDS = { element: 'O elemento', type: 'O tipo', group: 'O grupo' };
const REQUESTS = { token: 'requisição de token', discovery: 'requisição de descoberta', device: 'requisição de autorização de dispositivo' };
const source = (what: keyof typeof SOURCES, location: string) => `${SOURCES[what]}${location ? ` “${location}”` : ''}`;

export const ptBRCore: CoreMessageTable = {
  loadCancelled: () => 'O carregamento da especificação foi cancelado.',
  unreadableDocument: () => `O visualizador não conseguiu ler este documento: ${UNEXPECTED}.`,
  unreadablePart: (what, where) => `${PARTS[what]} em ${where} não pôde ser lido(a) e foi omitido(a): ${UNEXPECTED}.`,
  emptyDocument: () => 'A especificação está vazia: a URL não retornou conteúdo.',
  tooLarge: (limit) => `A especificação é maior que o limite de ${bytes(L, limit)} (limits.maxSpecBytes).`,
  htmlPage: () => 'A URL retornou uma página HTML, não uma descrição de API (spec-url aponta para uma página de login ou de erro?).',
  noFetch: () => 'Nenhuma implementação de fetch está disponível para carregar a especificação.',
  fetchFailed: (url, reason) =>
    `Não foi possível obter a especificação de ${url} (${reason}). Se ela estiver em outra origem, o servidor dela precisa permitir esta página ` +
    'com CORS (Access-Control-Allow-Origin), ou sirva a especificação da mesma origem; verifique também a URL e a rede.',
  httpStatus: (url, status) => `A URL da especificação ${url} respondeu HTTP ${status}; verifique se spec-url aponta para o conteúdo da especificação.`,
  invalidUrl: (url) => `“${url}” não é uma URL válida.`,
  protocolRefused: (protocol, url) => `o visualizador só busca documentos http: e https:, não URLs ${protocol} como “${url}”.`,
  relatedBudget: (ms) => `os documentos relacionados levaram mais de ${seconds(L, ms)} no total (limits.relatedFetchBudgetMs).`,
  relatedTimeout: (url, ms) => `${url} não respondeu em ${seconds(L, ms)} (limits.relatedFetchTimeoutMs).`,
  jsonExpected: (expected, found) => `esperava-se ${EXPECTED[expected]}, mas foi encontrado ${found === '' ? 'o fim do documento' : `"${found}"`}`,
  jsonProblem: (problem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason, line, column, atEnd) =>
    `A especificação não é um JSON válido: ${reason} na linha ${n(line)}, coluna ${n(column)}.${atEnd ? ' O documento termina cedo demais: o download foi interrompido?' : ''}`,
  yamlSyntax: (reason, line, column, tabs) =>
    `A especificação não é um YAML válido: ${reason}${line > 0 ? ` na linha ${n(line)}, coluna ${n(column)}` : ''}.${tabs ? ' Indente o YAML com espaços; caracteres de tabulação não são permitidos.' : ''}`,
  yamlAliasLimit: (limit) =>
    `O documento YAML usa mais de ${n(limit)} expansões de alias, que é como documentos “billion laughs” esgotam a memória; ele foi recusado.`,
  graphqlInBaseBuild: () =>
    'Este é um esquema GraphQL. GraphQL é suportado no build estendido (spec-viewer/extended, dist/spec-viewer-extended.js); esta página carrega um build sem ele.',
  formatNotLoaded: (name) => `Este é um documento ${name}, mas este build do spec-viewer não tem suporte a ${name} carregado. Registre o plugin de formato ${name}.`,
  notWsdlXml: () => 'O conteúdo é XML, mas não um documento WSDL 1.1 (sem elemento raiz <definitions>), portanto não é uma descrição de API.',
  unknownText: () => 'O conteúdo não é JSON, YAML, XML nem SDL GraphQL, portanto não é uma descrição de API.',
  noVersionKey: () => 'O documento é JSON/YAML válido, mas não é uma descrição de API: não tem a chave de versão `openapi`, `swagger` ou `asyncapi`.',
  swaggerUnsupported: (version) =>
    `Swagger ${version} não é suportado: converta a descrição para OpenAPI 2.0 ou 3.x (por exemplo com swagger-converter e depois swagger2openapi).`,
  openapiUnsupported: (version) => `OpenAPI ${version} não é suportado: este visualizador lê OpenAPI 2.0, 3.0 e 3.1.`,
  asyncapiUnsupported: (version) => `AsyncAPI ${version} não é suportado: este visualizador lê AsyncAPI 2.x e 3.x.`,
  wsdl20Unsupported: () => 'WSDL 2.0 não é suportado: este visualizador lê WSDL 1.1 com bindings SOAP 1.1, SOAP 1.2 e HTTP.',
  tooDeep: (max) => `O documento tem aninhamento com mais de ${n(max)} níveis.`,
  validatorFailed: (reason) => `O validador não conseguiu verificar este documento: ${reason}`,
  validatorNoAnswer: () => 'O validador parou sem dar resposta.',
  validatorDidNotRun: (reason) => `Não foi possível executar o validador: ${reason}`,
  validatorNoScript: () => 'seu script de worker não carregou',

  noInfoVersion: () => 'O documento não tem `info.version`; a versão da API aparece vazia.',
  noInfoTitle: () => 'O documento não tem `info.title`.',
  refNotText: (where, what, value) =>
    `O $ref em ${where} é ${what === 'number' ? `o número ${value}` : what === 'null' ? 'null' : what === 'list' ? 'uma lista' : what === 'object' ? 'um objeto' : `do tipo ${value}`}; um $ref deve ser texto como "#/components/schemas/Pet".`,
  refLoop: (chain) => `A cadeia de $ref ${chain} entra em laço sem nunca chegar a um esquema ou valor; transforme um deles em uma definição real.`,
  refChainTooLong: (where, max) => `A cadeia de $ref que começa em ${where} tem mais de ${n(max)} elos (limits.maxRefChainDepth).`,
  refToNothing: (ref, where, missing) => `O $ref "${ref}" usado em ${where} não aponta para nada: ${missing}`,
  refParentLacks: (parent, name) => `${parent} não tem "${name}".`,
  refDocumentLacks: (name) => `o documento não tem "${name}".`,
  refShownAsWritten: (ref, where) => `O $ref "${ref}" usado em ${where} não aponta para nada; ele é exibido como escrito.`,
  externalNotLoaded: (ref, where, problem) => `O $ref externo "${ref}" usado em ${where} não foi carregado: ${problem}`,
  externalToNothing: (ref, where, url) => `O $ref externo "${ref}" usado em ${where} não aponta para nada em ${url === '' ? 'seu documento' : url}.`,
  noBaseUrl: () => 'a especificação foi lida sem URL, então arquivos relativos não podem ser localizados.',
  tooManyExternal: (max) => `mais de ${n(max)} documentos externos são referenciados (limits.maxExternalDocuments).`,

  openapiNotObject: () => 'Um documento OpenAPI deve ser um objeto JSON/YAML.',
  openapiCannotShow: (family, version, noInfo, noPaths, noVersion) => {
    const lacks = [noInfo && 'o objeto `info`', noPaths === 'paths' && 'o objeto `paths`', noPaths === 'paths-webhooks-components' && 'todos entre `paths`, `webhooks` e `components` (pelo menos um é obrigatório)'];
    return `Este documento ${family} ${version} não pode ser exibido: falta ${lacks.filter(Boolean).join(' e ')}.${noVersion ? ' Também falta `info.version`.' : ''}`;
  },
  tooManyOperations: (count, max) => `O documento declara ${n(count)} operações, mais que as ${n(max)} permitidas (limits.maxOperations).`,
  selfNotUri: (value) => `\`$self\` (${value}) não é uma referência URI sem fragmento; as referências são resolvidas em relação à URL da especificação.`,
  schemaRefUnresolved: (ref) => `A referência de esquema "${ref}" não pôde ser resolvida; ela aparece como não resolvida.`,
  tagParentMissing: (tag, parent) => `A tag "${tag}" indica o pai "${parent}", que não é uma tag declarada; ela é exibida no nível superior.`,
  tagParentCycle: (tag, chain) => `A tag "${tag}" é ancestral de si mesma (${chain}); ela é exibida no nível superior.`,
  additionalOperationNotToken: (method) => `A chave de additionalOperations "${method}" não é um nome de método HTTP válido (apenas letras, dígitos e !#$%&'*+-.^_\`|~); essa operação é ignorada.`,
  additionalOperationFixedMethod: (method) => `A chave de additionalOperations "${method}" nomeia um método que tem campo próprio no Path Item (use \`${method.toLowerCase()}\` lá); essa operação é ignorada.`,
  querystringWithoutContent: (name) => `O parâmetro querystring "${name}" não tem \`content\` que descreva a string de consulta; ele é omitido.`,
  queryWithQuerystring: () => 'Uma operação tem parâmetros de consulta e um parâmetro querystring; o Try-It envia primeiro os parâmetros de consulta e depois a string de consulta.',
  moreSchemaErrors: (count) => `… e mais ${n(count)} erros de esquema.`,

  asyncapiNotObject: () => 'Um documento AsyncAPI deve ser um objeto JSON/YAML.',
  noInfoObject: () => 'O documento não tem objeto `info`; ele aparece sem título.',
  noChannels: () => 'Um documento AsyncAPI 2 precisa de um objeto `channels`; este não tem operações para exibir.',
  operationNotObject: (key) => `A operação "${key}" não é um objeto; ela foi omitida.`,
  operationAction: (key, action) =>
    `A operação "${key}" tem a ação ${action}; operações AsyncAPI 3 enviam ou recebem, então ela aparece como recebimento.`,
  operationNoChannel: (key) => `A operação "${key}" não nomeia nenhum canal (\`channel\` deve ser um $ref para um).`,
  parserStopped: () => 'o parser AsyncAPI parou em um valor de tipo ou formato inesperado (por exemplo, um número onde deveria haver texto)',
  noHttpUrl: () => 'a especificação foi lida sem URL http(s), então arquivos relacionados não podem ser localizados.',
  otherOrigin: (origin) => `está em outra origem que não a da especificação (${origin}); documentos externos AsyncAPI só são buscados na origem da própria especificação.`,

  wsdlNotText: () => 'Um documento WSDL deve ser fornecido como texto XML.',
  wsdlRoot: (local, ns) => `O elemento raiz XML é <${local}> no namespace “${ns || 'nenhum'}”, não um <definitions> de WSDL 1.1.`,
  wsdlTooManyOperations: (count, max) => `O WSDL tem ${n(count)} operações, mais que o limite de ${n(max)} (limits.maxOperations).`,
  wsdlNoBinding: () => 'O WSDL não tem binding SOAP nem HTTP, então não tem operações para exibir.',
  xmlDoctype: (what, location) => `${source(what, location)} declara um DOCTYPE com subconjunto interno (entidades), o que não é aceito em WSDL nem XSD.`,
  xmlMalformed: (what, location, detail, line, column) =>
    `${source(what, location)} não é XML bem formado: ${detail} (tag desemparelhada ou quebrada na linha ${n(line)}, coluna ${n(column)}).`,
  xmlNoRoot: (what, location) => `${source(what, location)} não tem elemento raiz.`,
  importNeither: (location) => `A importação WSDL “${location}” não é um documento WSDL 1.1 nem um XML Schema; ela foi ignorada.`,
  notXmlSchema: (location) => `“${location}” não é um documento XML Schema; seus tipos não são exibidos.`,
  importNoBase: (what, location) =>
    `${source(what, location)} não pôde ser resolvido(a): a especificação não tem URL para resolvê-lo(a). Os tipos dele(a) não são exibidos.`,
  tooManyImports: (max, location) => `Mais de ${n(max)} documentos relacionados; “${location}” e as importações seguintes foram ignorados.`,
  importNotLoaded: (what, location, reason) => `${source(what, location)} não pôde ser carregado(a) (${reason}); os tipos dele(a) aparecem como não resolvidos.`,
  httpNoVerb: (binding) => `O binding HTTP ${binding} não declara verbo; suas operações aparecem como GET.`,
  bindingUnknownOperation: (binding, name) => `O binding ${binding} lista a operação “${name}”, que seu portType não define; ela não tem mensagens.`,
  httpNoLocation: (binding, name) => `A operação HTTP ${binding}/${name} não tem location de http:operation; ela aparece no endereço da porta.`,
  httpPartNotInLocation: (binding, name, part, location) =>
    `A operação HTTP ${binding}/${name} substitui parts na sua location, mas “(${part})” não ocorre em “${location}”; o part não é exibido.`,
  httpInputNotShown: (binding, name, encoding) => `A operação HTTP ${binding}/${name} codifica sua entrada como ${encoding}, o que não é exibido.`,
  mimeUnknownPart: (part) => `O binding MIME nomeia o part “${part}”, que sua mensagem não tem.`,
  messageNotDefined: (name) => `A mensagem “${name}” não está definida; as operações que a usam não mostram conteúdo para ela.`,
  xsdNotDefined: (kind, name, ns) =>
    `${XSD_KINDS[kind]} de XML Schema “${name}” (namespace ${ns || 'nenhum'}) não está definido em nenhum esquema carregado; ele aparece sem tipo.`,

  graphqlCannotBuild: (reason) => `O esquema GraphQL não pode ser construído: ${reason}`,
  graphqlTooManyUndefined: (max) => `O esquema GraphQL não pode ser construído: mais de ${n(max)} tipos são usados mas não definidos.`,
  graphqlUndefinedType: (name) => `O tipo "${name}" é usado mas não definido; ele aparece como escalar.`,
  graphqlNoSchema: (detail) => `O resultado da introspecção não tem \`__schema\`${detail ? `: ${detail}` : '.'}`,
  graphqlTypesNotList: () => 'O resultado da introspecção não pode ser lido: `__schema.types` não é uma lista.',
  graphqlIntrospectionError: (message) => `A resposta de introspecção relata um erro: ${message}`,
  graphqlCheckFailed: (reason) => `O esquema não pôde ser verificado: ${reason}`,
  graphqlNoAnswer: () => 'sem resposta',
  graphqlWorkerDidNotStart: () => 'seu worker não iniciou',

  discoveryNotObject: (url) => `O documento de descoberta em ${url} não é um objeto JSON.`,
  discoveryMissing: (url, names) => `O documento de descoberta em ${url} não tem ${names}.`,
  discoveryEndpointNotAbsolute: (name, endpoint) => `O ${name} do documento de descoberta, “${endpoint}”, não é uma URL absoluta.`,
  discoveryEndpointOrigin: (name, endpoint) =>
    `O ${name} do documento de descoberta, “${endpoint}”, está em uma origem não permitida (só https, ou http na própria origem do documento de descoberta, é aceito).`,
  discoveryNoS256: (methods) =>
    `O provedor não suporta PKCE com S256 (code_challenge_methods_supported: ${methods || 'nenhum'}); o visualizador nunca recorre a plain.`,
  discoveryUrlNotAbsolute: (url) => `A URL de descoberta “${url}” não é uma URL absoluta.`,
  discoveryStatus: (url, status) => `O documento de descoberta em ${url} respondeu HTTP ${status}.`,
  discoveryNotJson: (url) => `O documento de descoberta em ${url} não é JSON válido.`,
  oauthProxyUnreachable: (what, origin) => `A ${REQUESTS[what]} para ${origin} não pôde ser concluída pelo proxy.`,
  oauthCors: (what, origin) =>
    `O navegador não conseguiu concluir a ${REQUESTS[what]} para ${origin}: provavelmente o provedor de identidade não permite ` +
    'requisições de origem cruzada desta página (CORS), ou está inacessível. Configure `proxy-url` para enviá-la pelo proxy.',
  oauthRequestFailed: (what, reason) => `A ${REQUESTS[what]} falhou: ${reason}`,
  tokenEndpointError: (status, error, description) => `O endpoint de token respondeu HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  tokenNotJson: (status, body) => `O endpoint de token respondeu HTTP ${status} com um corpo que não é um objeto JSON${body ? `: ${body}` : ''}`,
  tokenNoAccessToken: (status) => `O endpoint de token respondeu HTTP ${status} sem access_token.`,
  deviceAuthorizationError: (status, error, description) => `O endpoint de autorização de dispositivo respondeu HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  deviceAuthorizationInvalid: (status) => `O endpoint de autorização de dispositivo respondeu HTTP ${status} sem device_code, user_code e verification_uri utilizáveis.`,
  stateMismatch: () =>
    'State divergente: o resultado do login não pertence à requisição feita por esta aba, então seu código de autorização foi descartado. Clique em “Obter token” para recomeçar.',
  issuerMismatch: (issuer, expected) =>
    `Emissor divergente: o resultado do login veio de “${issuer}”, não do emissor descoberto “${expected}”; seu código de autorização foi descartado.`,
  providerError: (error, description) => `O provedor de identidade respondeu ${error}${description ? `: ${description}` : '.'}`,
  noCodeNoError: () => 'O resultado do login não traz nem um código de autorização nem um erro.',
};
