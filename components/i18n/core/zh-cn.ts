/** Simplified Chinese wording of the core's messages (src/**\/texts.ts); spec text in the parameters stays as written. */
import type { CoreMessageTable } from '../../../src/index.js';
import { bytes, num } from '../format.js';
import { seconds } from './units.js';

const L = 'zh-CN';
const n = (v: number) => num(L, v);
const UNEXPECTED = '其中某个值的类型或结构出乎查看器的预期（例如本应是文本的地方是数字）';
const PARTS = { operation: '操作', message: '消息', channel: '通道', part: '文档的一部分' };
const EXPECTED = {
  value: '一个值', name: '带双引号的属性名', colon: '":"', 'comma-brace': '"," 或 "}"', 'comma-bracket': '"," 或 "]"', end: '文档结尾',
};
const JSON_PROBLEMS = {
  'control-char': '字符串中有未转义的控制字符', unterminated: '字符串未结束', unknown: '未知语法错误', 'too-deep': '嵌套过深',
};
const SOURCES = { wsdl: 'WSDL 文档', 'wsdl-import': 'WSDL 导入', 'xsd-import': 'XML Schema 导入', 'xsd-include': 'XML Schema 包含' };
const XSD_KINDS = { element: '元素', type: '类型', group: '组' };
const REQUESTS = { token: '令牌请求', discovery: '发现请求', device: '设备授权请求' };
const source = (what: keyof typeof SOURCES, location: string) => `${SOURCES[what]}${location ? `“${location}”` : ''}`;

export const zhCNCore: CoreMessageTable = {
  loadCancelled: () => '规范的加载已取消。',
  unreadableDocument: () => `查看器无法读取此文档：${UNEXPECTED}。`,
  unreadablePart: (what, where) => `位于 ${where} 的${PARTS[what]}无法读取，已略去：${UNEXPECTED}。`,
  emptyDocument: () => '规范为空：该 URL 没有返回内容。',
  tooLarge: (limit) => `规范超过了 ${bytes(L, limit)} 的上限（limits.maxSpecBytes）。`,
  htmlPage: () => '该 URL 返回的是 HTML 页面，而不是 API 描述（spec-url 是否指向了登录页或错误页？）。',
  noFetch: () => '没有可用于加载规范的 fetch 实现。',
  fetchFailed: (url, reason) =>
    `无法从 ${url} 获取规范（${reason}）。如果它位于其他源，其服务器必须通过 CORS(Access-Control-Allow-Origin)允许此页面，` +
    '或者从同一源提供规范；另请检查 URL 和网络。',
  httpStatus: (url, status) => `规范 URL ${url} 返回了 HTTP ${status}；请检查 spec-url 是否指向规范内容。`,
  invalidUrl: (url) => `“${url}”不是有效的 URL。`,
  protocolRefused: (protocol, url) => `查看器只获取 http：和 https：文档，不获取“${url}”这样的 ${protocol} URL。`,
  relatedBudget: (ms) => `相关文档总共耗时超过 ${seconds(L, ms)}（limits.relatedFetchBudgetMs）。`,
  relatedTimeout: (url, ms) => `${url} 未在 ${seconds(L, ms)} 内响应（limits.relatedFetchTimeoutMs）。`,
  jsonExpected: (expected, found) => `应为${EXPECTED[expected]}，但遇到了${found === '' ? '文档结尾' : ` "${found}"`}`,
  jsonProblem: (problem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason, line, column, atEnd) =>
    `规范不是有效的 JSON：第 ${n(line)} 行第 ${n(column)} 列${reason}。${atEnd ? '文档提前结束：下载是否被中断？' : ''}`,
  yamlSyntax: (reason, line, column, tabs) =>
    `规范不是有效的 YAML：${reason}${line > 0 ? `(第 ${n(line)} 行第 ${n(column)} 列)` : ''}。${tabs ? '请用空格缩进 YAML；不允许使用制表符。' : ''}`,
  yamlAliasLimit: (limit) => `该 YAML 文档使用了超过 ${n(limit)} 次别名展开，这是“billion laughs”文档耗尽内存的方式；已拒绝。`,
  graphqlInBaseBuild: () =>
    '这是一个 GraphQL schema。扩展构建（spec-viewer/extended,dist/spec-viewer-extended.js）支持 GraphQL；此页面加载的构建不包含它。',
  formatNotLoaded: (name) => `这是一个 ${name} 文档，但此 spec-viewer 构建未加载 ${name} 支持。请注册 ${name} 格式插件。`,
  notWsdlXml: () => '内容是 XML，但不是 WSDL 1.1 文档（没有 <definitions> 根元素），因此不是 API 描述。',
  unknownText: () => '内容既不是 JSON、YAML、XML，也不是 GraphQL SDL，因此不是 API 描述。',
  noVersionKey: () => '该文档是有效的 JSON/YAML，但不是 API 描述：它没有 `openapi`、`swagger` 或 `asyncapi` 版本键。',
  swaggerUnsupported: (version) => `不支持 Swagger ${version}：请将描述转换为 OpenAPI 2.0 或 3.x(例如先用 swagger-converter，再用 swagger2openapi)。`,
  openapiUnsupported: (version) => `不支持 OpenAPI ${version}：此查看器读取 OpenAPI 2.0、3.0 和 3.1。`,
  asyncapiUnsupported: (version) => `不支持 AsyncAPI ${version}：此查看器读取 AsyncAPI 2.x 和 3.x。`,
  wsdl20Unsupported: () => '不支持 WSDL 2.0：此查看器读取带有 SOAP 1.1、SOAP 1.2 和 HTTP 绑定的 WSDL 1.1。',
  tooDeep: (max) => `文档嵌套超过 ${n(max)} 层。`,
  validatorFailed: (reason) => `校验器无法检查此文档：${reason}`,
  validatorNoAnswer: () => '校验器未给出结果就停止了。',
  validatorDidNotRun: (reason) => `无法运行校验器：${reason}`,
  validatorNoScript: () => '其 worker 脚本未能加载',

  noInfoVersion: () => '文档没有 `info.version`;API 版本显示为空。',
  noInfoTitle: () => '文档没有 `info.title`。',
  refNotText: (where, what, value) =>
    `位于 ${where} 的 $ref 是${what === 'number' ? `数字 ${value}` : what === 'null' ? ' null' : what === 'list' ? '列表' : what === 'object' ? '对象' : ` ${value} 类型`};$ref 必须是文本，例如 "#/components/schemas/Pet"。`,
  refLoop: (chain) => `$ref 链 ${chain} 形成循环，始终无法到达 schema 或值；请把其中一个改成真正的定义。`,
  refChainTooLong: (where, max) => `从 ${where} 开始的 $ref 链超过 ${n(max)} 级（limits.maxRefChainDepth）。`,
  refToNothing: (ref, where, missing) => `在 ${where} 使用的 $ref "${ref}" 没有指向任何内容：${missing}`,
  refParentLacks: (parent, name) => `${parent} 中没有 "${name}"。`,
  refDocumentLacks: (name) => `文档中没有 "${name}"。`,
  refShownAsWritten: (ref, where) => `在 ${where} 使用的 $ref "${ref}" 没有指向任何内容；按原文显示。`,
  externalNotLoaded: (ref, where, problem) => `在 ${where} 使用的外部 $ref "${ref}" 未能加载：${problem}`,
  externalToNothing: (ref, where, url) => `在 ${where} 使用的外部 $ref "${ref}" 在${url === '' ? '其文档' : ` ${url} `}中没有指向任何内容。`,
  noBaseUrl: () => '规范在没有 URL 的情况下被解析，因此无法定位相对路径的文件。',
  tooManyExternal: (max) => `引用了超过 ${n(max)} 个外部文档（limits.maxExternalDocuments）。`,

  openapiNotObject: () => 'OpenAPI 文档必须是 JSON/YAML 对象。',
  openapiCannotShow: (family, version, noInfo, noPaths, noVersion) => {
    const lacks = [noInfo && '`info` 对象', noPaths === 'paths' && '`paths` 对象', noPaths === 'paths-webhooks-components' && '`paths`、`webhooks` 和 `components`（至少需要一个）'];
    return `无法显示此 ${family} ${version} 文档：缺少${lacks.filter(Boolean).join('和')}。${noVersion ? '它还缺少 `info.version`。' : ''}`;
  },
  tooManyOperations: (count, max) => `文档声明了 ${n(count)} 个操作，超过允许的 ${n(max)} 个（limits.maxOperations）。`,
  selfNotUri: (value) => `\`$self\`（${value}）不是不带片段的 URI 引用；引用将相对于规范自身的 URL 解析。`,
  schemaRefUnresolved: (ref) => `无法解析 schema 引用 "${ref}"；显示为未解析。`,
  tagParentMissing: (tag, parent) => `标签 "${tag}" 指定的父标签 "${parent}" 不是已声明的标签；它显示在顶层。`,
  tagParentCycle: (tag, chain) => `标签 "${tag}" 是自身的祖先（${chain}）；它显示在顶层。`,
  additionalOperationNotToken: (method) => `additionalOperations 的键 "${method}" 不是有效的 HTTP 方法名（只能包含字母、数字和 !#$%&'*+-.^_\`|~）；已跳过该操作。`,
  additionalOperationFixedMethod: (method) => `additionalOperations 的键 "${method}" 是在 Path Item 中有专用字段的方法（请改用 \`${method.toLowerCase()}\`）；已跳过该操作。`,
  querystringWithoutContent: (name) => `querystring 参数 "${name}" 没有描述查询字符串的 \`content\`；已省略。`,
  queryWithQuerystring: () => '某个操作同时有查询参数和 querystring 参数；Try-It 先发送查询参数，再发送查询字符串。',
  moreSchemaErrors: (count) => `…… 另有 ${n(count)} 个 schema 错误。`,

  asyncapiNotObject: () => 'AsyncAPI 文档必须是 JSON/YAML 对象。',
  noInfoObject: () => '文档没有 `info` 对象；显示为无标题。',
  noChannels: () => 'AsyncAPI 2 文档需要 `channels` 对象；此文档没有可显示的操作。',
  operationNotObject: (key) => `操作 "${key}" 不是对象；已略去。`,
  operationAction: (key, action) => `操作 "${key}" 的 action 为 ${action};AsyncAPI 3 的操作只能发送或接收，因此按接收显示。`,
  operationNoChannel: (key) => `操作 "${key}" 没有指定通道（\`channel\` 必须是指向某个通道的 $ref）。`,
  parserStopped: () => 'AsyncAPI 解析器在一个类型或结构出乎预期的值上停止了（例如本应是文本的地方是数字）',
  noHttpUrl: () => '规范在没有 http(s) URL 的情况下被解析，因此无法定位相关文件。',
  otherOrigin: (origin) => `它与规范不在同一源（${origin}）；AsyncAPI 外部文档只从规范自身的源获取。`,

  wsdlNotText: () => 'WSDL 文档必须以 XML 文本形式提供。',
  wsdlRoot: (local, ns) => `XML 根元素是命名空间“${ns || '无'}”中的 <${local}>，而不是 WSDL 1.1 的 <definitions>。`,
  wsdlTooManyOperations: (count, max) => `该 WSDL 有 ${n(count)} 个操作，超过 ${n(max)} 的上限（limits.maxOperations）。`,
  wsdlNoBinding: () => '该 WSDL 没有 SOAP 或 HTTP 绑定，因此没有可显示的操作。',
  xmlDoctype: (what, location) => `${source(what, location)}声明了带内部子集（实体）的 DOCTYPE，这在 WSDL 和 XSD 中不被接受。`,
  xmlMalformed: (what, location, detail, line, column) =>
    `${source(what, location)}不是格式良好的 XML：${detail}（第 ${n(line)} 行第 ${n(column)} 列的标签不匹配或损坏）。`,
  xmlNoRoot: (what, location) => `${source(what, location)}没有根元素。`,
  importNeither: (location) => `WSDL 导入“${location}”既不是 WSDL 1.1 文档也不是 XML Schema；已忽略。`,
  notXmlSchema: (location) => `“${location}”不是 XML Schema 文档；不显示其中的类型。`,
  importNoBase: (what, location) => `无法解析${source(what, location)}：规范没有可用于解析它的 URL。不显示其中的类型。`,
  tooManyImports: (max, location) => `相关文档超过 ${n(max)} 个；已跳过“${location}”及之后的导入。`,
  importNotLoaded: (what, location, reason) => `无法加载${source(what, location)}（${reason}）；其中的类型显示为未解析。`,
  httpNoVerb: (binding) => `HTTP 绑定 ${binding} 没有声明动词；其操作按 GET 显示。`,
  bindingUnknownOperation: (binding, name) => `绑定 ${binding} 列出了操作“${name}”，但其 portType 没有定义它；该操作没有消息。`,
  httpNoLocation: (binding, name) => `HTTP 操作 ${binding}/${name} 没有 http:operation location；按端口地址显示。`,
  httpPartNotInLocation: (binding, name, part, location) =>
    `HTTP 操作 ${binding}/${name} 会替换其 location 中的 part，但“（${part}）”没有出现在“${location}”中；不显示该 part。`,
  httpInputNotShown: (binding, name, encoding) => `HTTP 操作 ${binding}/${name} 以 ${encoding} 编码其输入，这不会显示。`,
  mimeUnknownPart: (part) => `MIME 绑定指定了 part“${part}”，但其消息中没有。`,
  messageNotDefined: (name) => `消息“${name}”未定义；使用它的操作不显示其内容。`,
  xsdNotDefined: (kind, name, ns) => `XML Schema ${XSD_KINDS[kind]}“${name}”（命名空间 ${ns || '无'}）未在任何已加载的 schema 中定义；按无类型显示。`,

  graphqlCannotBuild: (reason) => `无法构建 GraphQL schema:${reason}`,
  graphqlTooManyUndefined: (max) => `无法构建 GraphQL schema：使用了超过 ${n(max)} 个未定义的类型。`,
  graphqlUndefinedType: (name) => `类型 "${name}" 被使用但未定义；按标量显示。`,
  graphqlNoSchema: (detail) => `内省结果中没有 \`__schema\`${detail ? `：${detail}` : '。'}`,
  graphqlTypesNotList: () => '无法读取内省结果：`__schema.types` 不是列表。',
  graphqlIntrospectionError: (message) => `内省响应报告了一个错误：${message}`,
  graphqlCheckFailed: (reason) => `无法检查该 schema:${reason}`,
  graphqlNoAnswer: () => '没有响应',
  graphqlWorkerDidNotStart: () => '其 worker 未能启动',

  discoveryNotObject: (url) => `位于 ${url} 的发现文档不是 JSON 对象。`,
  discoveryMissing: (url, names) => `位于 ${url} 的发现文档缺少 ${names}。`,
  discoveryEndpointNotAbsolute: (name, endpoint) => `发现文档中的 ${name}“${endpoint}”不是绝对 URL。`,
  discoveryEndpointOrigin: (name, endpoint) => `发现文档中的 ${name}“${endpoint}”位于不允许的源（只接受 https，或发现文档自身源上的 http）。`,
  discoveryNoS256: (methods) => `该提供方不支持 S256 的 PKCE(code_challenge_methods_supported:${methods || '无'})；查看器绝不会退回到 plain。`,
  discoveryUrlNotAbsolute: (url) => `发现 URL“${url}”不是绝对 URL。`,
  discoveryStatus: (url, status) => `位于 ${url} 的发现文档返回了 HTTP ${status}。`,
  discoveryNotJson: (url) => `位于 ${url} 的发现文档不是有效的 JSON。`,
  oauthProxyUnreachable: (what, origin) => `无法通过代理完成到 ${origin} 的${REQUESTS[what]}。`,
  oauthCors: (what, origin) =>
    `浏览器无法完成到 ${origin} 的${REQUESTS[what]}：很可能是身份提供方不允许来自此页面的跨源请求（CORS），或者无法访问。` +
    '请配置 `proxy-url` 以通过代理发送。',
  oauthRequestFailed: (what, reason) => `${REQUESTS[what]}失败：${reason}`,
  tokenEndpointError: (status, error, description) => `令牌端点返回了 HTTP ${status} ${error}${description ? `：${description}` : ''}`,
  tokenNotJson: (status, body) => `令牌端点返回了 HTTP ${status}，但响应体不是 JSON 对象${body ? `：${body}` : ''}`,
  tokenNoAccessToken: (status) => `令牌端点返回了 HTTP ${status}，但没有 access_token。`,
  deviceAuthorizationError: (status, error, description) => `设备授权端点返回了 HTTP ${status} ${error}${description ? `：${description}` : ''}`,
  deviceAuthorizationInvalid: (status) => `设备授权端点返回了 HTTP ${status}，但没有可用的 device_code、user_code 和 verification_uri。`,
  stateMismatch: () => 'state 不匹配：此登录结果不属于本标签页发出的请求，因此已丢弃其授权码。请点击“获取令牌”重新开始。',
  issuerMismatch: (issuer, expected) => `签发方不匹配：登录结果来自“${issuer}”，而不是发现的签发方“${expected}”；已丢弃其授权码。`,
  providerError: (error, description) => `身份提供方返回了 ${error}${description ? `：${description}` : '。'}`,
  noCodeNoError: () => '登录结果中既没有授权码也没有错误。',
};
