/** French wording of the core's messages (src/**\/texts.ts); spec text in the parameters stays as written. */
import type { CoreMessageTable } from '../../../src/index.js';
import { bytes, num } from '../format.js';
import { seconds } from './units.js';

const L = 'fr';
const n = (v: number) => num(L, v);
const UNEXPECTED = 'une valeur y a un type ou une forme que le visualiseur n’attendait pas (par exemple un nombre là où du texte est attendu)';
const PARTS = { operation: 'L’opération', message: 'Le message', channel: 'Le canal', part: 'Une partie du document' };
const EXPECTED = {
  value: 'une valeur', name: 'un nom de propriété entre guillemets doubles', colon: '":"', 'comma-brace': '"," ou "}"',
  'comma-bracket': '"," ou "]"', end: 'la fin du document',
};
const JSON_PROBLEMS = {
  'control-char': 'caractère de contrôle non échappé dans une chaîne', unterminated: 'chaîne non terminée',
  unknown: 'erreur de syntaxe inconnue', 'too-deep': 'imbrication trop profonde',
};
const SOURCES = { wsdl: 'Le document WSDL', 'wsdl-import': 'L’import WSDL', 'xsd-import': 'L’import XML Schema', 'xsd-include': 'L’inclusion XML Schema' };
const XSD_KINDS = { element: 'L’élément', type: 'Le type', group: 'Le groupe' };
const REQUESTS = { token: 'la requête de jeton', discovery: 'la requête de découverte', device: 'la requête d’autorisation d’appareil' };
const source = (what: keyof typeof SOURCES, location: string) => `${SOURCES[what]}${location ? ` « ${location} »` : ''}`;

export const frCore: CoreMessageTable = {
  loadCancelled: () => 'Le chargement de la spécification a été annulé.',
  unreadableDocument: () => `Le visualiseur n’a pas pu lire ce document : ${UNEXPECTED}.`,
  unreadablePart: (what, where) => `${PARTS[what]} à ${where} n’a pas pu être lu(e) et est omis(e) : ${UNEXPECTED}.`,
  emptyDocument: () => 'La spécification est vide : l’URL n’a renvoyé aucun contenu.',
  tooLarge: (limit) => `La spécification dépasse la limite de ${bytes(L, limit)} (limits.maxSpecBytes).`,
  htmlPage: () => 'L’URL a renvoyé une page HTML, pas une description d’API (spec-url pointe-t-il vers une page de connexion ou d’erreur ?).',
  noFetch: () => 'Aucune implémentation de fetch n’est disponible pour charger la spécification.',
  fetchFailed: (url, reason) =>
    `Impossible de récupérer la spécification depuis ${url} (${reason}). Si elle est sur une autre origine, son serveur doit autoriser cette page ` +
    'via CORS (Access-Control-Allow-Origin), ou servez la spécification depuis la même origine ; vérifiez aussi l’URL et le réseau.',
  httpStatus: (url, status) => `L’URL de la spécification ${url} a répondu HTTP ${status} ; vérifiez que spec-url pointe vers le contenu de la spécification.`,
  invalidUrl: (url) => `« ${url} » n’est pas une URL valide.`,
  protocolRefused: (protocol, url) => `le visualiseur ne récupère que des documents http: et https:, pas des URL ${protocol} comme « ${url} ».`,
  relatedBudget: (ms) => `les documents liés ont pris plus de ${seconds(L, ms)} au total (limits.relatedFetchBudgetMs).`,
  relatedTimeout: (url, ms) => `${url} n’a pas répondu en ${seconds(L, ms)} (limits.relatedFetchTimeoutMs).`,
  jsonExpected: (expected, found) => `${EXPECTED[expected]} attendu(e) mais ${found === '' ? 'la fin du document' : `"${found}"`} trouvé(e)`,
  jsonProblem: (problem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason, line, column, atEnd) =>
    `La spécification n’est pas du JSON valide : ${reason} à la ligne ${n(line)}, colonne ${n(column)}.${atEnd ? ' Le document se termine trop tôt : le téléchargement a-t-il été interrompu ?' : ''}`,
  yamlSyntax: (reason, line, column, tabs) =>
    `La spécification n’est pas du YAML valide : ${reason}${line > 0 ? ` à la ligne ${n(line)}, colonne ${n(column)}` : ''}.${tabs ? ' Indentez le YAML avec des espaces ; les tabulations ne sont pas autorisées.' : ''}`,
  yamlAliasLimit: (limit) =>
    `Le document YAML utilise plus de ${n(limit)} expansions d’alias, la méthode des documents « billion laughs » pour épuiser la mémoire ; il a été refusé.`,
  graphqlInBaseBuild: () =>
    'Ceci est un schéma GraphQL. GraphQL est pris en charge dans le build étendu (spec-viewer/extended, dist/spec-viewer-extended.js) ; cette page charge un build sans GraphQL.',
  formatNotLoaded: (name) => `Ceci est un document ${name}, mais ce build de spec-viewer n’a pas chargé la prise en charge de ${name}. Enregistrez le plugin de format ${name}.`,
  notWsdlXml: () => 'Le contenu est du XML, mais pas un document WSDL 1.1 (pas d’élément racine <definitions>) : ce n’est donc pas une description d’API.',
  unknownText: () => 'Le contenu n’est ni du JSON, ni du YAML, ni du XML, ni du SDL GraphQL : ce n’est donc pas une description d’API.',
  noVersionKey: () => 'Le document est du JSON/YAML valide mais pas une description d’API : il n’a pas de clé de version `openapi`, `swagger` ou `asyncapi`.',
  swaggerUnsupported: (version) =>
    `Swagger ${version} n’est pas pris en charge : convertissez la description en OpenAPI 2.0 ou 3.x (par exemple avec swagger-converter, puis swagger2openapi).`,
  openapiUnsupported: (version) => `OpenAPI ${version} n’est pas pris en charge : ce visualiseur lit OpenAPI 2.0, 3.0 et 3.1.`,
  asyncapiUnsupported: (version) => `AsyncAPI ${version} n’est pas pris en charge : ce visualiseur lit AsyncAPI 2.x et 3.x.`,
  wsdl20Unsupported: () => 'WSDL 2.0 n’est pas pris en charge : ce visualiseur lit WSDL 1.1 avec des bindings SOAP 1.1, SOAP 1.2 et HTTP.',
  tooDeep: (max) => `Le document est imbriqué sur plus de ${n(max)} niveaux.`,
  validatorFailed: (reason) => `Le validateur n’a pas pu vérifier ce document : ${reason}`,
  validatorNoAnswer: () => 'Le validateur s’est arrêté sans réponse.',
  validatorDidNotRun: (reason) => `Le validateur n’a pas pu s’exécuter : ${reason}`,
  validatorNoScript: () => 'son script de worker ne s’est pas chargé',

  noInfoVersion: () => 'Le document n’a pas de `info.version` ; la version de l’API est affichée vide.',
  noInfoTitle: () => 'Le document n’a pas de `info.title`.',
  refNotText: (where, what, value) =>
    `Le $ref à ${where} est ${what === 'number' ? `le nombre ${value}` : what === 'null' ? 'null' : what === 'list' ? 'une liste' : what === 'object' ? 'un objet' : `de type ${value}`} ; un $ref doit être du texte comme "#/components/schemas/Pet".`,
  refLoop: (chain) => `La chaîne de $ref ${chain} boucle sans jamais atteindre un schéma ou une valeur ; faites de l’une d’elles une vraie définition.`,
  refChainTooLong: (where, max) => `La chaîne de $ref commençant à ${where} compte plus de ${n(max)} maillons (limits.maxRefChainDepth).`,
  refToNothing: (ref, where, missing) => `Le $ref "${ref}" utilisé à ${where} ne pointe vers rien : ${missing}`,
  refParentLacks: (parent, name) => `${parent} n’a pas de "${name}".`,
  refDocumentLacks: (name) => `le document n’a pas de "${name}".`,
  refShownAsWritten: (ref, where) => `Le $ref "${ref}" utilisé à ${where} ne pointe vers rien ; il est affiché tel qu’écrit.`,
  externalNotLoaded: (ref, where, problem) => `Le $ref externe "${ref}" utilisé à ${where} n’a pas été chargé : ${problem}`,
  externalToNothing: (ref, where, url) => `Le $ref externe "${ref}" utilisé à ${where} ne pointe vers rien dans ${url === '' ? 'son document' : url}.`,
  noBaseUrl: () => 'la spécification a été lue sans URL, les fichiers relatifs ne peuvent donc pas être trouvés.',
  tooManyExternal: (max) => `plus de ${n(max)} documents externes sont référencés (limits.maxExternalDocuments).`,

  openapiNotObject: () => 'Un document OpenAPI doit être un objet JSON/YAML.',
  openapiCannotShow: (family, version, noInfo, noPaths, noVersion) => {
    const lacks = [noInfo && 'l’objet `info`', noPaths === 'paths' && 'l’objet `paths`', noPaths === 'paths-webhooks-components' && 'à la fois `paths`, `webhooks` et `components` (au moins un est requis)'];
    return `Ce document ${family} ${version} ne peut pas être affiché : il lui manque ${lacks.filter(Boolean).join(' et ')}.${noVersion ? ' Il lui manque aussi `info.version`.' : ''}`;
  },
  tooManyOperations: (count, max) => `Le document déclare ${n(count)} opérations, plus que les ${n(max)} autorisées (limits.maxOperations).`,
  selfNotUri: (value) => `\`$self\` (${value}) n’est pas une référence URI sans fragment ; les références sont résolues par rapport à l’URL de la spécification.`,
  schemaRefUnresolved: (ref) => `La référence de schéma "${ref}" n’a pas pu être résolue ; elle est affichée comme non résolue.`,
  tagParentMissing: (tag, parent) => `Le tag "${tag}" nomme le parent "${parent}", qui n’est pas un tag déclaré ; il est affiché au premier niveau.`,
  tagParentCycle: (tag, chain) => `Le tag "${tag}" est son propre ancêtre (${chain}) ; il est affiché au premier niveau.`,
  additionalOperationNotToken: (method) => `La clé additionalOperations "${method}" n’est pas un nom de méthode HTTP valide (lettres, chiffres et !#$%&'*+-.^_\`|~ uniquement) ; cette opération est ignorée.`,
  additionalOperationFixedMethod: (method) => `La clé additionalOperations "${method}" désigne une méthode qui a son propre champ de Path Item (utilisez \`${method.toLowerCase()}\` à cet endroit) ; cette opération est ignorée.`,
  querystringWithoutContent: (name) => `Le paramètre querystring "${name}" n’a pas de \`content\` décrivant la chaîne de requête ; il est ignoré.`,
  queryWithQuerystring: () => 'Une opération a à la fois des paramètres de requête et un paramètre querystring ; Try-It envoie d’abord les paramètres de requête, puis la chaîne de requête.',
  moreSchemaErrors: (count) => `… et ${n(count)} autres erreurs de schéma.`,

  asyncapiNotObject: () => 'Un document AsyncAPI doit être un objet JSON/YAML.',
  noInfoObject: () => 'Le document n’a pas d’objet `info` ; il est affiché sans titre.',
  noChannels: () => 'Un document AsyncAPI 2 a besoin d’un objet `channels` ; celui-ci n’a aucune opération à afficher.',
  operationNotObject: (key) => `L’opération "${key}" n’est pas un objet ; elle est omise.`,
  operationAction: (key, action) =>
    `L’opération "${key}" a l’action ${action} ; les opérations AsyncAPI 3 envoient ou reçoivent, elle est donc affichée comme réception.`,
  operationNoChannel: (key) => `L’opération "${key}" ne nomme aucun canal (\`channel\` doit être un $ref vers l’un d’eux).`,
  parserStopped: () => 'le parseur AsyncAPI s’est arrêté sur une valeur d’un type ou d’une forme inattendus (par exemple un nombre là où du texte est attendu)',
  noHttpUrl: () => 'la spécification a été lue sans URL http(s), les fichiers liés ne peuvent donc pas être trouvés.',
  otherOrigin: (origin) => `il se trouve sur une autre origine que la spécification (${origin}) ; les documents externes AsyncAPI ne sont récupérés que depuis l’origine de la spécification.`,

  wsdlNotText: () => 'Un document WSDL doit être fourni sous forme de texte XML.',
  wsdlRoot: (local, ns) => `L’élément racine XML est <${local}> dans l’espace de noms « ${ns || 'aucun'} », pas un <definitions> WSDL 1.1.`,
  wsdlTooManyOperations: (count, max) => `Le WSDL a ${n(count)} opérations, plus que la limite de ${n(max)} (limits.maxOperations).`,
  wsdlNoBinding: () => 'Le WSDL n’a aucun binding SOAP ou HTTP, il n’a donc aucune opération à afficher.',
  xmlDoctype: (what, location) => `${source(what, location)} déclare un DOCTYPE avec un sous-ensemble interne (entités), ce qui n’est pas accepté en WSDL ni en XSD.`,
  xmlMalformed: (what, location, detail, line, column) =>
    `${source(what, location)} n’est pas du XML bien formé : ${detail} (balise mal appariée ou cassée à la ligne ${n(line)}, colonne ${n(column)}).`,
  xmlNoRoot: (what, location) => `${source(what, location)} n’a pas d’élément racine.`,
  importNeither: (location) => `L’import WSDL « ${location} » n’est ni un document WSDL 1.1 ni un XML Schema ; il a été ignoré.`,
  notXmlSchema: (location) => `« ${location} » n’est pas un document XML Schema ; ses types ne sont pas affichés.`,
  importNoBase: (what, location) =>
    `${source(what, location)} n’a pas pu être résolu : la spécification n’a pas d’URL par rapport à laquelle le résoudre. Ses types ne sont pas affichés.`,
  tooManyImports: (max, location) => `Plus de ${n(max)} documents liés ; « ${location} » et les imports suivants ont été ignorés.`,
  importNotLoaded: (what, location, reason) => `${source(what, location)} n’a pas pu être chargé (${reason}) ; ses types sont affichés comme non résolus.`,
  httpNoVerb: (binding) => `Le binding HTTP ${binding} ne déclare aucun verbe ; ses opérations sont affichées en GET.`,
  bindingUnknownOperation: (binding, name) => `Le binding ${binding} liste l’opération « ${name} », que son portType ne définit pas ; elle n’a aucun message.`,
  httpNoLocation: (binding, name) => `L’opération HTTP ${binding}/${name} n’a pas de location http:operation ; elle est affichée à l’adresse du port.`,
  httpPartNotInLocation: (binding, name, part, location) =>
    `L’opération HTTP ${binding}/${name} remplace des parts dans sa location, mais « (${part}) » n’apparaît pas dans « ${location} » ; la part n’est pas affichée.`,
  httpInputNotShown: (binding, name, encoding) => `L’opération HTTP ${binding}/${name} encode son entrée en ${encoding}, ce qui n’est pas affiché.`,
  mimeUnknownPart: (part) => `Le binding MIME nomme la part « ${part} », que son message n’a pas.`,
  messageNotDefined: (name) => `Le message « ${name} » n’est pas défini ; les opérations qui l’utilisent n’affichent aucun contenu pour lui.`,
  xsdNotDefined: (kind, name, ns) =>
    `${XSD_KINDS[kind]} XML Schema « ${name} » (espace de noms ${ns || 'aucun'}) n’est défini dans aucun schéma chargé ; il est affiché sans type.`,

  graphqlCannotBuild: (reason) => `Le schéma GraphQL ne peut pas être construit : ${reason}`,
  graphqlTooManyUndefined: (max) => `Le schéma GraphQL ne peut pas être construit : plus de ${n(max)} types sont utilisés sans être définis.`,
  graphqlUndefinedType: (name) => `Le type "${name}" est utilisé mais pas défini ; il est affiché comme un scalaire.`,
  graphqlNoSchema: (detail) => `Le résultat d’introspection n’a pas de \`__schema\`${detail ? ` : ${detail}` : '.'}`,
  graphqlTypesNotList: () => 'Le résultat d’introspection ne peut pas être lu : `__schema.types` n’est pas une liste.',
  graphqlIntrospectionError: (message) => `La réponse d’introspection signale une erreur : ${message}`,
  graphqlCheckFailed: (reason) => `Le schéma n’a pas pu être vérifié : ${reason}`,
  graphqlNoAnswer: () => 'aucune réponse',
  graphqlWorkerDidNotStart: () => 'son worker n’a pas démarré',

  discoveryNotObject: (url) => `Le document de découverte à ${url} n’est pas un objet JSON.`,
  discoveryMissing: (url, names) => `Le document de découverte à ${url} n’a pas de ${names}.`,
  discoveryEndpointNotAbsolute: (name, endpoint) => `Le ${name} du document de découverte, « ${endpoint} », n’est pas une URL absolue.`,
  discoveryEndpointOrigin: (name, endpoint) =>
    `Le ${name} du document de découverte, « ${endpoint} », est sur une origine non autorisée (seuls https, ou http sur l’origine du document de découverte, sont acceptés).`,
  discoveryNoS256: (methods) =>
    `Le fournisseur ne prend pas en charge PKCE avec S256 (code_challenge_methods_supported : ${methods || 'aucune'}) ; le visualiseur ne se rabat jamais sur plain.`,
  discoveryUrlNotAbsolute: (url) => `L’URL de découverte « ${url} » n’est pas une URL absolue.`,
  discoveryStatus: (url, status) => `Le document de découverte à ${url} a répondu HTTP ${status}.`,
  discoveryNotJson: (url) => `Le document de découverte à ${url} n’est pas du JSON valide.`,
  oauthProxyUnreachable: (what, origin) => `${REQUESTS[what].replace(/^l/, 'L')} vers ${origin} n’a pas pu aboutir via le proxy.`,
  oauthCors: (what, origin) =>
    `Le navigateur n’a pas pu terminer ${REQUESTS[what]} vers ${origin} : très probablement, le fournisseur d’identité n’autorise pas ` +
    'les requêtes cross-origin depuis cette page (CORS), ou il est injoignable. Configurez `proxy-url` pour l’envoyer via le proxy.',
  oauthRequestFailed: (what, reason) => `${REQUESTS[what].replace(/^l/, 'L')} a échoué : ${reason}`,
  tokenEndpointError: (status, error, description) => `Le point de terminaison de jeton a répondu HTTP ${status} ${error}${description ? ` : ${description}` : ''}`,
  tokenNotJson: (status, body) => `Le point de terminaison de jeton a répondu HTTP ${status} avec un corps qui n’est pas un objet JSON${body ? ` : ${body}` : ''}`,
  tokenNoAccessToken: (status) => `Le point de terminaison de jeton a répondu HTTP ${status} sans access_token.`,
  deviceAuthorizationError: (status, error, description) => `Le point de terminaison d’autorisation d’appareil a répondu HTTP ${status} ${error}${description ? ` : ${description}` : ''}`,
  deviceAuthorizationInvalid: (status) => `Le point de terminaison d’autorisation d’appareil a répondu HTTP ${status} sans device_code, user_code et verification_uri utilisables.`,
  stateMismatch: () =>
    'State différent : le résultat de connexion n’appartient pas à la requête de cet onglet, son code d’autorisation a donc été écarté. Appuyez sur « Obtenir un jeton » pour recommencer.',
  issuerMismatch: (issuer, expected) =>
    `Émetteur différent : le résultat de connexion vient de « ${issuer} », pas de l’émetteur découvert « ${expected} » ; son code d’autorisation a été écarté.`,
  providerError: (error, description) => `Le fournisseur d’identité a répondu ${error}${description ? ` : ${description}` : '.'}`,
  noCodeNoError: () => 'Le résultat de connexion ne contient ni code d’autorisation ni erreur.',
};
