/** Japanese wording of the core's messages (src/**\/texts.ts); spec text in the parameters stays as written. */
import type { CoreMessageTable } from '../../../src/index.js';
import { bytes, num } from '../format.js';
import { seconds } from './units.js';

const L = 'ja';
const n = (v: number) => num(L, v);
const UNEXPECTED = 'ビューアーが想定していない型または形の値が含まれています(たとえばテキストが入るべき場所に数値がある)';
const PARTS = { operation: 'オペレーション', message: 'メッセージ', channel: 'チャネル', part: 'ドキュメントの一部' };
const EXPECTED = {
  value: '値', name: '二重引用符で囲んだプロパティ名', colon: '":"', 'comma-brace': '"," または "}"', 'comma-bracket': '"," または "]"', end: 'ドキュメントの終わり',
};
const JSON_PROBLEMS = {
  'control-char': '文字列内にエスケープされていない制御文字があります', unterminated: '文字列が閉じられていません',
  unknown: '不明な構文エラー', 'too-deep': 'ネストが深すぎます',
};
const SOURCES = { wsdl: 'WSDL ドキュメント', 'wsdl-import': 'WSDL インポート', 'xsd-import': 'XML スキーマのインポート', 'xsd-include': 'XML スキーマのインクルード' };
const XSD_KINDS = { element: '要素', type: '型', group: 'グループ' };
const REQUESTS = { token: 'トークンリクエスト', discovery: 'ディスカバリーリクエスト', device: 'デバイス認可リクエスト' };
const source = (what: keyof typeof SOURCES, location: string) => `${SOURCES[what]}${location ? `「${location}」` : ''}`;

export const jaCore: CoreMessageTable = {
  loadCancelled: () => '仕様の読み込みがキャンセルされました。',
  unreadableDocument: () => `このドキュメントを読み取れませんでした: ${UNEXPECTED}。`,
  unreadablePart: (what, where) => `${where} の${PARTS[what]}を読み取れなかったため省略しました: ${UNEXPECTED}。`,
  emptyDocument: () => '仕様が空です: URL から内容が返されませんでした。',
  tooLarge: (limit) => `仕様が上限の ${bytes(L, limit)} を超えています (limits.maxSpecBytes)。`,
  htmlPage: () => 'URL が API 記述ではなく HTML ページを返しました (spec-url がログインページやエラーページを指していませんか?)。',
  noFetch: () => '仕様を読み込むための fetch 実装がありません。',
  fetchFailed: (url, reason) =>
    `${url} から仕様を取得できませんでした (${reason})。別オリジンにある場合は、そのサーバーが CORS (Access-Control-Allow-Origin) で ` +
    'このページを許可するか、仕様を同じオリジンから配信する必要があります。URL とネットワークも確認してください。',
  httpStatus: (url, status) => `仕様の URL ${url} が HTTP ${status} を返しました。spec-url が仕様の内容を指しているか確認してください。`,
  invalidUrl: (url) => `"${url}" は有効な URL ではありません。`,
  protocolRefused: (protocol, url) => `ビューアーが取得するのは http: と https: のドキュメントだけで、"${url}" のような ${protocol} の URL は取得しません。`,
  relatedBudget: (ms) => `関連ドキュメントの取得に合計 ${seconds(L, ms)} 以上かかりました (limits.relatedFetchBudgetMs)。`,
  relatedTimeout: (url, ms) => `${url} が ${seconds(L, ms)} 以内に応答しませんでした (limits.relatedFetchTimeoutMs)。`,
  jsonExpected: (expected, found) => `${EXPECTED[expected]}が必要ですが、${found === '' ? 'ドキュメントの終わり' : `"${found}"`}がありました`,
  jsonProblem: (problem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason, line, column, atEnd) =>
    `仕様が有効な JSON ではありません: ${n(line)} 行 ${n(column)} 列で${reason}。${atEnd ? 'ドキュメントが途中で終わっています。ダウンロードが途切れませんでしたか?' : ''}`,
  yamlSyntax: (reason, line, column, tabs) =>
    `仕様が有効な YAML ではありません: ${reason}${line > 0 ? ` (${n(line)} 行 ${n(column)} 列)` : ''}。${tabs ? 'YAML のインデントにはスペースを使ってください。タブ文字は使えません。' : ''}`,
  yamlAliasLimit: (limit) =>
    `YAML ドキュメントが ${n(limit)} 回を超えるエイリアス展開を使っています。これは「billion laughs」ドキュメントがメモリを使い果たす手口のため、拒否しました。`,
  graphqlInBaseBuild: () =>
    'これは GraphQL スキーマです。GraphQL は拡張ビルド (spec-viewer/extended、dist/spec-viewer-extended.js) で対応しています。このページは GraphQL を含まないビルドを読み込んでいます。',
  formatNotLoaded: (name) => `これは ${name} ドキュメントですが、この spec-viewer のビルドには ${name} 対応が読み込まれていません。${name} フォーマットプラグインを登録してください。`,
  notWsdlXml: () => '内容は XML ですが WSDL 1.1 ドキュメントではない (<definitions> ルート要素がない) ため、API 記述ではありません。',
  unknownText: () => '内容が JSON、YAML、XML、GraphQL SDL のいずれでもないため、API 記述ではありません。',
  noVersionKey: () => 'ドキュメントは有効な JSON/YAML ですが API 記述ではありません: バージョンキー `openapi`、`swagger`、`asyncapi` がありません。',
  swaggerUnsupported: (version) =>
    `Swagger ${version} には対応していません: 記述を OpenAPI 2.0 または 3.x に変換してください (たとえば swagger-converter の後に swagger2openapi)。`,
  openapiUnsupported: (version) => `OpenAPI ${version} には対応していません: このビューアーは OpenAPI 2.0、3.0、3.1 を読み込みます。`,
  asyncapiUnsupported: (version) => `AsyncAPI ${version} には対応していません: このビューアーは AsyncAPI 2.x と 3.x を読み込みます。`,
  wsdl20Unsupported: () => 'WSDL 2.0 には対応していません: このビューアーは SOAP 1.1、SOAP 1.2、HTTP バインディングの WSDL 1.1 を読み込みます。',
  tooDeep: (max) => `ドキュメントのネストが ${n(max)} 階層を超えています。`,
  validatorFailed: (reason) => `バリデーターがこのドキュメントを検査できませんでした: ${reason}`,
  validatorNoAnswer: () => 'バリデーターが応答なしで停止しました。',
  validatorDidNotRun: (reason) => `バリデーターを実行できませんでした: ${reason}`,
  validatorNoScript: () => 'ワーカースクリプトが読み込まれませんでした',

  noInfoVersion: () => 'ドキュメントに `info.version` がありません。API のバージョンは空で表示します。',
  noInfoTitle: () => 'ドキュメントに `info.title` がありません。',
  refNotText: (where, what, value) =>
    `${where} の $ref が${what === 'number' ? `数値 ${value}` : what === 'null' ? ' null' : what === 'list' ? 'リスト' : what === 'object' ? 'オブジェクト' : ` ${value} 型`}です。$ref は "#/components/schemas/Pet" のようなテキストでなければなりません。`,
  refLoop: (chain) => `$ref の連鎖 ${chain} がスキーマや値に到達しないまま循環しています。どれかを実際の定義にしてください。`,
  refChainTooLong: (where, max) => `${where} から始まる $ref の連鎖が ${n(max)} 段を超えています (limits.maxRefChainDepth)。`,
  refToNothing: (ref, where, missing) => `${where} で使われている $ref "${ref}" の参照先がありません: ${missing}`,
  refParentLacks: (parent, name) => `${parent} に "${name}" がありません。`,
  refDocumentLacks: (name) => `ドキュメントに "${name}" がありません。`,
  refShownAsWritten: (ref, where) => `${where} で使われている $ref "${ref}" の参照先がありません。記述どおりに表示します。`,
  externalNotLoaded: (ref, where, problem) => `${where} で使われている外部 $ref "${ref}" を読み込めませんでした: ${problem}`,
  externalToNothing: (ref, where, url) => `${where} で使われている外部 $ref "${ref}" の参照先が ${url === '' ? 'そのドキュメント' : url} にありません。`,
  noBaseUrl: () => '仕様が URL なしで読み込まれたため、相対パスのファイルを特定できません。',
  tooManyExternal: (max) => `${n(max)} 件を超える外部ドキュメントが参照されています (limits.maxExternalDocuments)。`,

  openapiNotObject: () => 'OpenAPI ドキュメントは JSON/YAML のオブジェクトでなければなりません。',
  openapiCannotShow: (family, version, noInfo, noPaths, noVersion) => {
    const lacks = [noInfo && '`info` オブジェクト', noPaths === 'paths' && '`paths` オブジェクト', noPaths === 'paths-webhooks-components' && '`paths`、`webhooks`、`components` のすべて (少なくとも 1 つが必要)'];
    return `この ${family} ${version} ドキュメントは表示できません: ${lacks.filter(Boolean).join('と')}がありません。${noVersion ? '`info.version` もありません。' : ''}`;
  },
  tooManyOperations: (count, max) => `ドキュメントが ${n(count)} 個のオペレーションを宣言しており、上限の ${n(max)} 個を超えています (limits.maxOperations)。`,
  selfNotUri: (value) => `\`$self\`（${value}）はフラグメントのない URI 参照ではありません。参照は仕様自体の URL を基準に解決します。`,
  schemaRefUnresolved: (ref) => `スキーマ参照 "${ref}" を解決できませんでした。未解決として表示します。`,
  tagParentMissing: (tag, parent) => `タグ "${tag}" の親 "${parent}" は宣言されたタグではありません。最上位に表示します。`,
  tagParentCycle: (tag, chain) => `タグ "${tag}" は自分自身の祖先です（${chain}）。最上位に表示します。`,
  additionalOperationNotToken: (method) => `additionalOperations のキー "${method}" は有効な HTTP メソッド名ではありません（使えるのは英字、数字、!#$%&'*+-.^_\`|~ のみ）。この操作は省略します。`,
  additionalOperationFixedMethod: (method) => `additionalOperations のキー "${method}" は Path Item に専用フィールドがあるメソッドです（そちらの \`${method.toLowerCase()}\` を使ってください）。この操作は省略します。`,
  querystringWithoutContent: (name) => `querystring パラメーター "${name}" にクエリ文字列を記述する \`content\` がないため、省略します。`,
  queryWithQuerystring: () => 'このオペレーションにはクエリパラメーターと querystring パラメーターの両方があります。Try-It はクエリパラメーターを先に、続けてクエリ文字列を送信します。',
  moreSchemaErrors: (count) => `… ほかに ${n(count)} 件のスキーマエラー。`,

  asyncapiNotObject: () => 'AsyncAPI ドキュメントは JSON/YAML のオブジェクトでなければなりません。',
  noInfoObject: () => 'ドキュメントに `info` オブジェクトがありません。無題として表示します。',
  noChannels: () => 'AsyncAPI 2 ドキュメントには `channels` オブジェクトが必要です。このドキュメントには表示するオペレーションがありません。',
  operationNotObject: (key) => `オペレーション "${key}" がオブジェクトではありません。省略します。`,
  operationAction: (key, action) =>
    `オペレーション "${key}" のアクションが ${action} です。AsyncAPI 3 のオペレーションは send か receive なので、receive として表示します。`,
  operationNoChannel: (key) => `オペレーション "${key}" がチャネルを指定していません (\`channel\` はチャネルへの $ref でなければなりません)。`,
  parserStopped: () => 'AsyncAPI パーサーが想定外の型または形の値で停止しました (たとえばテキストが入るべき場所に数値がある)',
  noHttpUrl: () => '仕様が http(s) の URL なしで読み込まれたため、関連ファイルを特定できません。',
  otherOrigin: (origin) => `仕様とは別のオリジン (${origin}) にあります。AsyncAPI の外部ドキュメントは仕様と同じオリジンからのみ取得します。`,

  wsdlNotText: () => 'WSDL ドキュメントは XML テキストとして渡す必要があります。',
  wsdlRoot: (local, ns) => `XML のルート要素は名前空間「${ns || 'なし'}」の <${local}> で、WSDL 1.1 の <definitions> ではありません。`,
  wsdlTooManyOperations: (count, max) => `WSDL に ${n(count)} 個のオペレーションがあり、上限の ${n(max)} 個を超えています (limits.maxOperations)。`,
  wsdlNoBinding: () => 'WSDL に SOAP または HTTP のバインディングがないため、表示するオペレーションがありません。',
  xmlDoctype: (what, location) => `${source(what, location)}が内部サブセット (エンティティ) 付きの DOCTYPE を宣言しています。これは WSDL や XSD では受け付けません。`,
  xmlMalformed: (what, location, detail, line, column) =>
    `${source(what, location)}が整形式の XML ではありません: ${detail} (${n(line)} 行 ${n(column)} 列のタグの対応が取れていないか壊れています)。`,
  xmlNoRoot: (what, location) => `${source(what, location)}にルート要素がありません。`,
  importNeither: (location) => `WSDL インポート「${location}」は WSDL 1.1 ドキュメントでも XML スキーマでもないため、無視しました。`,
  notXmlSchema: (location) => `「${location}」は XML スキーマのドキュメントではありません。その型は表示しません。`,
  importNoBase: (what, location) =>
    `${source(what, location)}を解決できませんでした: 仕様に解決の基準となる URL がありません。そこからの型は表示しません。`,
  tooManyImports: (max, location) => `関連ドキュメントが ${n(max)} 件を超えました。「${location}」以降のインポートはスキップしました。`,
  importNotLoaded: (what, location, reason) => `${source(what, location)}を読み込めませんでした (${reason})。そこからの型は未解決として表示します。`,
  httpNoVerb: (binding) => `HTTP バインディング ${binding} が動詞を宣言していません。そのオペレーションは GET として表示します。`,
  bindingUnknownOperation: (binding, name) => `バインディング ${binding} にオペレーション「${name}」がありますが、その portType では定義されていません。メッセージはありません。`,
  httpNoLocation: (binding, name) => `HTTP オペレーション ${binding}/${name} に http:operation の location がありません。ポートのアドレスで表示します。`,
  httpPartNotInLocation: (binding, name, part, location) =>
    `HTTP オペレーション ${binding}/${name} は location 内の part を置き換えますが、「(${part})」が「${location}」にありません。この part は表示しません。`,
  httpInputNotShown: (binding, name, encoding) => `HTTP オペレーション ${binding}/${name} は入力を ${encoding} でエンコードしますが、これは表示しません。`,
  mimeUnknownPart: (part) => `MIME バインディングが part「${part}」を指定していますが、そのメッセージにはありません。`,
  messageNotDefined: (name) => `メッセージ「${name}」が定義されていません。これを使うオペレーションでは内容を表示しません。`,
  xsdNotDefined: (kind, name, ns) =>
    `XML スキーマの${XSD_KINDS[kind]}「${name}」(名前空間 ${ns || 'なし'}) は読み込んだどのスキーマにも定義されていません。型なしで表示します。`,

  graphqlCannotBuild: (reason) => `GraphQL スキーマを構築できません: ${reason}`,
  graphqlTooManyUndefined: (max) => `GraphQL スキーマを構築できません: 定義されていない型が ${n(max)} 個を超えて使われています。`,
  graphqlUndefinedType: (name) => `型 "${name}" は使われていますが定義されていません。スカラーとして表示します。`,
  graphqlNoSchema: (detail) => `イントロスペクション結果に \`__schema\` がありません${detail ? `: ${detail}` : '。'}`,
  graphqlTypesNotList: () => 'イントロスペクション結果を読み取れません: `__schema.types` がリストではありません。',
  graphqlIntrospectionError: (message) => `イントロスペクションの応答がエラーを報告しています: ${message}`,
  graphqlCheckFailed: (reason) => `スキーマを検査できませんでした: ${reason}`,
  graphqlNoAnswer: () => '応答がありません',
  graphqlWorkerDidNotStart: () => 'ワーカーが起動しませんでした',

  discoveryNotObject: (url) => `${url} のディスカバリードキュメントが JSON オブジェクトではありません。`,
  discoveryMissing: (url, names) => `${url} のディスカバリードキュメントに ${names} がありません。`,
  discoveryEndpointNotAbsolute: (name, endpoint) => `ディスカバリードキュメントの ${name}「${endpoint}」は絶対 URL ではありません。`,
  discoveryEndpointOrigin: (name, endpoint) =>
    `ディスカバリードキュメントの ${name}「${endpoint}」は許可されていないオリジンにあります (https、またはディスカバリードキュメントと同じオリジンの http のみ受け付けます)。`,
  discoveryNoS256: (methods) =>
    `プロバイダーが S256 の PKCE に対応していません (code_challenge_methods_supported: ${methods || 'なし'})。ビューアーが plain に切り替えることはありません。`,
  discoveryUrlNotAbsolute: (url) => `ディスカバリー URL「${url}」は絶対 URL ではありません。`,
  discoveryStatus: (url, status) => `${url} のディスカバリードキュメントが HTTP ${status} を返しました。`,
  discoveryNotJson: (url) => `${url} のディスカバリードキュメントが有効な JSON ではありません。`,
  oauthProxyUnreachable: (what, origin) => `${origin} への${REQUESTS[what]}はプロキシ経由で届きませんでした。`,
  oauthCors: (what, origin) =>
    `ブラウザーが ${origin} への${REQUESTS[what]}を完了できませんでした: おそらく ID プロバイダーがこのページからのクロスオリジンリクエストを ` +
    '許可していない (CORS) か、到達できません。プロキシ経由で送るには `proxy-url` を設定してください。',
  oauthRequestFailed: (what, reason) => `${REQUESTS[what]}が失敗しました: ${reason}`,
  tokenEndpointError: (status, error, description) => `トークンエンドポイントが HTTP ${status} ${error} を返しました${description ? `: ${description}` : ''}`,
  tokenNotJson: (status, body) => `トークンエンドポイントが HTTP ${status} で JSON オブジェクトではない本文を返しました${body ? `: ${body}` : ''}`,
  tokenNoAccessToken: (status) => `トークンエンドポイントが HTTP ${status} で access_token なしの応答を返しました。`,
  deviceAuthorizationError: (status, error, description) => `デバイス認可エンドポイントが HTTP ${status} ${error}${description ? `: ${description}` : ''} を返しました`,
  deviceAuthorizationInvalid: (status) => `デバイス認可エンドポイントが HTTP ${status} で、使用できる device_code、user_code、verification_uri のない応答を返しました。`,
  stateMismatch: () =>
    'state が一致しません: サインイン結果はこのタブのリクエストのものではないため、その認可コードを破棄しました。もう一度「トークンを取得」を押してください。',
  issuerMismatch: (issuer, expected) =>
    `発行者が一致しません: サインイン結果は検出した発行者「${expected}」ではなく「${issuer}」から届きました。その認可コードを破棄しました。`,
  providerError: (error, description) => `ID プロバイダーが ${error} を返しました${description ? `: ${description}` : '。'}`,
  noCodeNoError: () => 'サインイン結果に認可コードもエラーも含まれていません。',
};
