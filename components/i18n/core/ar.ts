/** Arabic wording of the core's messages (src/**\/texts.ts); spec text in the parameters stays as written. */
import type { CoreMessageTable } from '../../../src/index.js';
import { bytes, num } from '../format.js';
import { seconds } from './units.js';

const L = 'ar';
const n = (v: number) => num(L, v);
const UNEXPECTED = 'فيه قيمة بنوع أو شكل لم يتوقعه العارض (مثل رقم في موضع نص)';
const PARTS = { operation: 'العملية', message: 'الرسالة', channel: 'القناة', part: 'جزء من المستند' };
const EXPECTED = {
  value: 'قيمة', name: 'اسم خاصية بين علامتي تنصيص مزدوجتين', colon: '":"', 'comma-brace': '"," أو "}"', 'comma-bracket': '"," أو "]"', end: 'نهاية المستند',
};
const JSON_PROBLEMS = {
  'control-char': 'محرف تحكم غير مُهرَّب داخل سلسلة نصية', unterminated: 'سلسلة نصية غير مغلقة', unknown: 'خطأ صياغة غير معروف', 'too-deep': 'تداخل عميق جدًا',
};
const SOURCES = { wsdl: 'مستند WSDL', 'wsdl-import': 'استيراد WSDL', 'xsd-import': 'استيراد XML Schema', 'xsd-include': 'تضمين XML Schema' };
const XSD_KINDS = { element: 'العنصر', type: 'النوع', group: 'المجموعة' };
const REQUESTS = { token: 'طلب الرمز', discovery: 'طلب الاكتشاف', device: 'طلب تفويض الجهاز' };
const source = (what: keyof typeof SOURCES, location: string) => `${SOURCES[what]}${location ? ` «${location}»` : ''}`;

export const arCore: CoreMessageTable = {
  loadCancelled: () => 'أُلغي تحميل المواصفة.',
  unreadableDocument: () => `تعذّر على العارض قراءة هذا المستند: ${UNEXPECTED}.`,
  unreadablePart: (what, where) => `تعذّرت قراءة ${PARTS[what]} في ${where} فحُذفت: ${UNEXPECTED}.`,
  emptyDocument: () => 'المواصفة فارغة: لم يُرجع الرابط أي محتوى.',
  tooLarge: (limit) => `المواصفة أكبر من الحد ${bytes(L, limit)} (limits.maxSpecBytes).`,
  htmlPage: () => 'أرجع الرابط صفحة HTML وليس وصفًا لواجهة برمجة (هل يشير spec-url إلى صفحة تسجيل دخول أو صفحة خطأ؟).',
  noFetch: () => 'لا يتوفر تنفيذ لـ fetch لتحميل المواصفة.',
  fetchFailed: (url, reason) =>
    `تعذّر جلب المواصفة من ${url} (${reason}). إن كانت على أصل آخر فيجب أن يسمح خادمها لهذه الصفحة ` +
    'عبر CORS (Access-Control-Allow-Origin)، أو قدّم المواصفة من الأصل نفسه؛ وتحقق أيضًا من الرابط والشبكة.',
  httpStatus: (url, status) => `أجاب رابط المواصفة ${url} بـ HTTP ${status}؛ تحقق من أن spec-url يشير إلى محتوى المواصفة.`,
  invalidUrl: (url) => `«${url}» ليس رابطًا صالحًا.`,
  protocolRefused: (protocol, url) => `لا يجلب العارض إلا مستندات http: وhttps:، لا روابط ${protocol} مثل «${url}».`,
  relatedBudget: (ms) => `استغرقت المستندات المرتبطة معًا أكثر من ${seconds(L, ms)} (limits.relatedFetchBudgetMs).`,
  relatedTimeout: (url, ms) => `لم يُجب ${url} خلال ${seconds(L, ms)} (limits.relatedFetchTimeoutMs).`,
  jsonExpected: (expected, found) => `كان المتوقع ${EXPECTED[expected]} لكن وُجد ${found === '' ? 'نهاية المستند' : `"${found}"`}`,
  jsonProblem: (problem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason, line, column, atEnd) =>
    `المواصفة ليست JSON صالحًا: ${reason} في السطر ${n(line)}، العمود ${n(column)}.${atEnd ? ' ينتهي المستند قبل أوانه: هل انقطع التنزيل؟' : ''}`,
  yamlSyntax: (reason, line, column, tabs) =>
    `المواصفة ليست YAML صالحًا: ${reason}${line > 0 ? ` في السطر ${n(line)}، العمود ${n(column)}` : ''}.${tabs ? ' استخدم المسافات لإزاحة YAML؛ محارف الجدولة غير مسموح بها.' : ''}`,
  yamlAliasLimit: (limit) =>
    `يستخدم مستند YAML أكثر من ${n(limit)} توسيعًا للأسماء المستعارة، وهي طريقة مستندات «billion laughs» لاستنزاف الذاكرة؛ لذا رُفض.`,
  graphqlInBaseBuild: () =>
    'هذا مخطط GraphQL. يدعم البناء الموسّع GraphQL (spec-viewer/extended، dist/spec-viewer-extended.js)؛ وهذه الصفحة تحمّل بناءً بدونه.',
  formatNotLoaded: (name) => `هذا مستند ${name}، لكن بناء spec-viewer هذا لم يحمّل دعم ${name}. سجّل إضافة تنسيق ${name}.`,
  notWsdlXml: () => 'المحتوى XML لكنه ليس مستند WSDL 1.1 (لا عنصر جذر <definitions>)، لذا فهو ليس وصفًا لواجهة برمجة.',
  unknownText: () => 'المحتوى ليس JSON ولا YAML ولا XML ولا GraphQL SDL، لذا فهو ليس وصفًا لواجهة برمجة.',
  noVersionKey: () => 'المستند JSON/YAML صالح لكنه ليس وصفًا لواجهة برمجة: لا يحتوي مفتاح الإصدار `openapi` أو `swagger` أو `asyncapi`.',
  swaggerUnsupported: (version) =>
    `‏Swagger ${version} غير مدعوم: حوّل الوصف إلى OpenAPI 2.0 أو 3.x (مثلًا باستخدام swagger-converter ثم swagger2openapi).`,
  openapiUnsupported: (version) => `‏OpenAPI ${version} غير مدعوم: يقرأ هذا العارض OpenAPI 2.0 و3.0 و3.1.`,
  asyncapiUnsupported: (version) => `‏AsyncAPI ${version} غير مدعوم: يقرأ هذا العارض AsyncAPI 2.x و3.x.`,
  wsdl20Unsupported: () => '‏WSDL 2.0 غير مدعوم: يقرأ هذا العارض WSDL 1.1 مع روابط SOAP 1.1 وSOAP 1.2 وHTTP.',
  tooDeep: (max) => `يتداخل المستند لأكثر من ${n(max)} مستوى.`,
  validatorFailed: (reason) => `تعذّر على المدقق فحص هذا المستند: ${reason}`,
  validatorNoAnswer: () => 'توقف المدقق دون إجابة.',
  validatorDidNotRun: (reason) => `تعذّر تشغيل المدقق: ${reason}`,
  validatorNoScript: () => 'لم يُحمَّل سكربت العامل الخاص به',

  noInfoVersion: () => 'لا يحتوي المستند `info.version`؛ يُعرض إصدار الواجهة فارغًا.',
  noInfoTitle: () => 'لا يحتوي المستند `info.title`.',
  refNotText: (where, what, value) =>
    `‏$ref في ${where} ${what === 'number' ? `هو الرقم ${value}` : what === 'null' ? 'قيمته null' : what === 'list' ? 'قائمة' : what === 'object' ? 'كائن' : `من النوع ${value}`}؛ يجب أن يكون $ref نصًا مثل "#/components/schemas/Pet".`,
  refLoop: (chain) => `سلسلة $ref ${chain} تدور في حلقة دون أن تصل إلى مخطط أو قيمة؛ اجعل أحدها تعريفًا حقيقيًا.`,
  refChainTooLong: (where, max) => `سلسلة $ref التي تبدأ عند ${where} أطول من ${n(max)} حلقة (limits.maxRefChainDepth).`,
  refToNothing: (ref, where, missing) => `‏$ref "${ref}" المستخدم في ${where} لا يشير إلى شيء: ${missing}`,
  refParentLacks: (parent, name) => `لا يحتوي ${parent} على "${name}".`,
  refDocumentLacks: (name) => `لا يحتوي المستند على "${name}".`,
  refShownAsWritten: (ref, where) => `‏$ref "${ref}" المستخدم في ${where} لا يشير إلى شيء؛ يُعرض كما كُتب.`,
  externalNotLoaded: (ref, where, problem) => `لم يُحمَّل $ref الخارجي "${ref}" المستخدم في ${where}: ${problem}`,
  externalToNothing: (ref, where, url) => `‏$ref الخارجي "${ref}" المستخدم في ${where} لا يشير إلى شيء في ${url === '' ? 'مستنده' : url}.`,
  noBaseUrl: () => 'حُلّلت المواصفة دون رابط، لذا يتعذّر تحديد مواضع الملفات النسبية.',
  tooManyExternal: (max) => `هناك إشارة إلى أكثر من ${n(max)} مستند خارجي (limits.maxExternalDocuments).`,

  openapiNotObject: () => 'يجب أن يكون مستند OpenAPI كائن JSON/YAML.',
  openapiCannotShow: (family, version, noInfo, noPaths, noVersion) => {
    const lacks = [noInfo && 'الكائن `info`', noPaths === 'paths' && 'الكائن `paths`', noPaths === 'paths-webhooks-components' && 'كلٌّ من `paths` و`webhooks` و`components` (واحد منها على الأقل مطلوب)'];
    return `لا يمكن عرض مستند ${family} ${version} هذا: ينقصه ${lacks.filter(Boolean).join(' و')}.${noVersion ? ' وينقصه أيضًا `info.version`.' : ''}`;
  },
  tooManyOperations: (count, max) => `يصرّح المستند بـ ${n(count)} عملية، أكثر من المسموح وهو ${n(max)} (limits.maxOperations).`,
  selfNotUri: (value) => `\`$self\` (${value}) ليس مرجع URI بلا جزء؛ تُحل المراجع نسبةً إلى عنوان URL للمواصفة نفسها.`,
  schemaRefUnresolved: (ref) => `تعذّر حل مرجع المخطط "${ref}"؛ يُعرض على أنه غير محلول.`,
  tagParentMissing: (tag, parent) => `الوسم "${tag}" يسمّي الأب "${parent}" وهو ليس وسمًا معرّفًا؛ يُعرض في المستوى الأعلى.`,
  tagParentCycle: (tag, chain) => `الوسم "${tag}" سلفٌ لنفسه (${chain})؛ يُعرض في المستوى الأعلى.`,
  additionalOperationNotToken: (method) => `المفتاح "${method}" في additionalOperations ليس اسم طريقة HTTP صالحًا (الحروف والأرقام و!#$%&'*+-.^_\`|~ فقط)؛ تم تخطي هذه العملية.`,
  additionalOperationFixedMethod: (method) => `المفتاح "${method}" في additionalOperations يسمّي طريقة لها حقل خاص في Path Item (استخدم \`${method.toLowerCase()}\` هناك)؛ تم تخطي هذه العملية.`,
  querystringWithoutContent: (name) => `معامل querystring "${name}" ليس له \`content\` يصف سلسلة الاستعلام؛ تم حذفه.`,
  queryWithQuerystring: () => 'تحتوي عملية على معاملات استعلام ومعامل querystring معًا؛ يرسل Try-It معاملات الاستعلام أولًا ثم سلسلة الاستعلام.',
  moreSchemaErrors: (count) => `… و${n(count)} خطأ مخطط آخر.`,

  asyncapiNotObject: () => 'يجب أن يكون مستند AsyncAPI كائن JSON/YAML.',
  noInfoObject: () => 'لا يحتوي المستند الكائن `info`؛ يُعرض بلا عنوان.',
  noChannels: () => 'يحتاج مستند AsyncAPI 2 إلى الكائن `channels`؛ وهذا المستند لا عمليات فيه للعرض.',
  operationNotObject: (key) => `العملية "${key}" ليست كائنًا؛ حُذفت.`,
  operationAction: (key, action) =>
    `للعملية "${key}" الإجراء ${action}؛ عمليات AsyncAPI 3 إما ترسل أو تستقبل، لذا تُعرض على أنها استقبال.`,
  operationNoChannel: (key) => `العملية "${key}" لا تسمّي قناة (يجب أن يكون \`channel\` إشارة $ref إلى قناة).`,
  parserStopped: () => 'توقف محلل AsyncAPI عند قيمة بنوع أو شكل لم يتوقعه (مثل رقم في موضع نص)',
  noHttpUrl: () => 'حُلّلت المواصفة دون رابط http(s)، لذا يتعذّر تحديد مواضع الملفات المرتبطة.',
  otherOrigin: (origin) => `إنه على أصل غير أصل المواصفة (${origin})؛ لا تُجلب مستندات AsyncAPI الخارجية إلا من أصل المواصفة نفسه.`,

  wsdlNotText: () => 'يجب تقديم مستند WSDL نصًا بصيغة XML.',
  wsdlRoot: (local, ns) => `عنصر XML الجذر هو <${local}> في مساحة الأسماء «${ns || 'لا شيء'}»، وليس <definitions> من WSDL 1.1.`,
  wsdlTooManyOperations: (count, max) => `يحتوي WSDL على ${n(count)} عملية، أكثر من الحد ${n(max)} (limits.maxOperations).`,
  wsdlNoBinding: () => 'لا يحتوي WSDL على ربط SOAP أو HTTP، لذا لا عمليات فيه للعرض.',
  xmlDoctype: (what, location) => `${source(what, location)} يصرّح بـ DOCTYPE ذي مجموعة فرعية داخلية (كيانات)، وهذا غير مقبول في WSDL أو XSD.`,
  xmlMalformed: (what, location, detail, line, column) =>
    `${source(what, location)} ليس XML سليم البنية: ${detail} (وسم غير متطابق أو مكسور في السطر ${n(line)}، العمود ${n(column)}).`,
  xmlNoRoot: (what, location) => `${source(what, location)} بلا عنصر جذر.`,
  importNeither: (location) => `استيراد WSDL «${location}» ليس مستند WSDL 1.1 ولا XML Schema؛ تم تجاهله.`,
  notXmlSchema: (location) => `«${location}» ليس مستند XML Schema؛ لا تُعرض أنواعه.`,
  importNoBase: (what, location) => `تعذّر حل ${source(what, location)}: ليس للمواصفة رابط يُحل بالنسبة إليه. لا تُعرض الأنواع الواردة منه.`,
  tooManyImports: (max, location) => `أكثر من ${n(max)} مستند مرتبط؛ تم تخطي «${location}» وما بعده من عمليات استيراد.`,
  importNotLoaded: (what, location, reason) => `تعذّر تحميل ${source(what, location)} (${reason})؛ تُعرض الأنواع الواردة منه على أنها غير محلولة.`,
  httpNoVerb: (binding) => `ربط HTTP ‏${binding} لا يصرّح بفعل؛ تُعرض عملياته على أنها GET.`,
  bindingUnknownOperation: (binding, name) => `يسرد الربط ${binding} العملية «${name}» التي لا يعرّفها portType الخاص به؛ لا رسائل لها.`,
  httpNoLocation: (binding, name) => `عملية HTTP ‏${binding}/${name} بلا location في http:operation؛ تُعرض على عنوان المنفذ.`,
  httpPartNotInLocation: (binding, name, part, location) =>
    `عملية HTTP ‏${binding}/${name} تستبدل أجزاءً في location الخاص بها، لكن «(${part})» لا يرد في «${location}»؛ لا يُعرض الجزء.`,
  httpInputNotShown: (binding, name, encoding) => `عملية HTTP ‏${binding}/${name} ترمّز مدخلاتها بصيغة ${encoding}، وهذا لا يُعرض.`,
  mimeUnknownPart: (part) => `يسمّي ربط MIME الجزء «${part}» الذي لا تحتويه رسالته.`,
  messageNotDefined: (name) => `الرسالة «${name}» غير معرّفة؛ لا تعرض العمليات التي تستخدمها أي محتوى لها.`,
  xsdNotDefined: (kind, name, ns) => `${XSD_KINDS[kind]} في XML Schema ‏«${name}» (مساحة الأسماء ${ns || 'لا شيء'}) غير معرّف في أي مخطط محمّل؛ يُعرض بلا نوع.`,

  graphqlCannotBuild: (reason) => `لا يمكن بناء مخطط GraphQL: ${reason}`,
  graphqlTooManyUndefined: (max) => `لا يمكن بناء مخطط GraphQL: أكثر من ${n(max)} نوع مستخدم دون تعريف.`,
  graphqlUndefinedType: (name) => `النوع "${name}" مستخدم لكنه غير معرّف؛ يُعرض على أنه نوع قياسي.`,
  graphqlNoSchema: (detail) => `لا يحتوي ناتج الاستبطان على \`__schema\`${detail ? `: ${detail}` : '.'}`,
  graphqlTypesNotList: () => 'تتعذّر قراءة ناتج الاستبطان: `__schema.types` ليس قائمة.',
  graphqlIntrospectionError: (message) => `تُبلغ استجابة الاستبطان عن خطأ: ${message}`,
  graphqlCheckFailed: (reason) => `تعذّر فحص المخطط: ${reason}`,
  graphqlNoAnswer: () => 'لا إجابة',
  graphqlWorkerDidNotStart: () => 'لم يبدأ العامل الخاص به',

  discoveryNotObject: (url) => `مستند الاكتشاف في ${url} ليس كائن JSON.`,
  discoveryMissing: (url, names) => `ينقص مستند الاكتشاف في ${url}: ${names}.`,
  discoveryEndpointNotAbsolute: (name, endpoint) => `قيمة ${name} في مستند الاكتشاف، «${endpoint}»، ليست رابطًا مطلقًا.`,
  discoveryEndpointOrigin: (name, endpoint) =>
    `قيمة ${name} في مستند الاكتشاف، «${endpoint}»، على أصل غير مسموح به (يُقبل https فقط، أو http على أصل مستند الاكتشاف نفسه).`,
  discoveryNoS256: (methods) => `لا يدعم المزوّد PKCE مع S256 (code_challenge_methods_supported: ${methods || 'لا شيء'})؛ ولا يتراجع العارض أبدًا إلى plain.`,
  discoveryUrlNotAbsolute: (url) => `رابط الاكتشاف «${url}» ليس رابطًا مطلقًا.`,
  discoveryStatus: (url, status) => `أجاب مستند الاكتشاف في ${url} بـ HTTP ${status}.`,
  discoveryNotJson: (url) => `مستند الاكتشاف في ${url} ليس JSON صالحًا.`,
  oauthProxyUnreachable: (what, origin) => `تعذّر إيصال ${REQUESTS[what]} إلى ${origin} عبر الوكيل.`,
  oauthCors: (what, origin) =>
    `تعذّر على المتصفح إكمال ${REQUESTS[what]} إلى ${origin}: على الأرجح لا يسمح مزوّد الهوية بالطلبات عبر الأصول ` +
    'من هذه الصفحة (CORS)، أو أنه غير متاح. اضبط `proxy-url` لإرساله عبر الوكيل.',
  oauthRequestFailed: (what, reason) => `فشل ${REQUESTS[what]}: ${reason}`,
  tokenEndpointError: (status, error, description) => `أجابت نقطة نهاية الرمز بـ HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  tokenNotJson: (status, body) => `أجابت نقطة نهاية الرمز بـ HTTP ${status} بمحتوى ليس كائن JSON${body ? `: ${body}` : ''}`,
  tokenNoAccessToken: (status) => `أجابت نقطة نهاية الرمز بـ HTTP ${status} دون access_token.`,
  deviceAuthorizationError: (status, error, description) => `أجابت نقطة نهاية تفويض الجهاز بـ HTTP ${status} ${error}${description ? `: ${description}` : ''}`,
  deviceAuthorizationInvalid: (status) => `أجابت نقطة نهاية تفويض الجهاز بـ HTTP ${status} دون device_code وuser_code وverification_uri صالحة للاستخدام.`,
  stateMismatch: () =>
    'عدم تطابق state: نتيجة تسجيل الدخول لا تخص الطلب الذي أرسله هذا التبويب، لذا أُهمل رمز التفويض الخاص بها. اضغط «الحصول على رمز» للبدء من جديد.',
  issuerMismatch: (issuer, expected) =>
    `عدم تطابق الجهة المصدِرة: جاءت نتيجة تسجيل الدخول من «${issuer}» وليس من الجهة المصدِرة المكتشفة «${expected}»؛ أُهمل رمز التفويض الخاص بها.`,
  providerError: (error, description) => `أجاب مزوّد الهوية بـ ${error}${description ? `: ${description}` : '.'}`,
  noCodeNoError: () => 'لا تحمل نتيجة تسجيل الدخول رمز تفويض ولا خطأ.',
};
