/** The corpus's schemas that no value satisfies, with the reason: shared by the tests that validate generated values. */
export interface Unsatisfiable {
  file: string;
  /** Matches "<operation id> <where>", e.g. "getProject 401 application/json". */
  at: RegExp;
  /** How many checked values it covers (in each of the two passes). */
  count: number;
  reason: string;
}

/** Schemas of the corpus that no JSON value satisfies (or only one no reader should be shown). */
export const UNSATISFIABLE: Unsatisfiable[] = [
  { file: 'oas30-circular-request-bodies.yaml', at: /^directCircular /, count: 2, reason: 'TreeNode requires `parent`, a TreeNode that may not be null: every value would be infinite' },
  { file: 'oas30-discriminators.yaml', at: /^post-potentially-undefined-formData req/, count: 1, reason: 'oneOf of two schemas that are both just allOf [BasePurchaseWebhookEvent]: a value matches both or neither' },
  { file: 'oas30-ix-api.json', at: /^member_joining_rules_/, count: 9, reason: 'oneOf Allow/DenyMemberJoiningRule tells them apart only by the discriminator (`type` is a plain string in both); Deny declares a subset of Allow with the same schemas, so any Allow value is a Deny value, and a Deny value is only exclusive with a capacity Allow rejects (capacity_max: 0)' },
  { file: 'oas30-ix-api.json', at: /^product_offerings_/, count: 2, reason: 'oneOf of five ProductOffering kinds that differ only by the discriminator: P2P, MP2MP and P2MP are identical, and each kind\'s properties include theirs' },
  { file: 'oas30-readme-legacy.yaml', at: /^\w+ 40[01] application\/json( |$)/, count: 24, reason: 'error responses are oneOf error schemas that differ only by the `default` of `error` (an annotation): a value matches all of them' },
  { file: 'oas30-redoc-petstore.yaml', at: /^(createUser|getUserByName|updateUser|createUsersWith\w+) /, count: 6, reason: 'User.phone has the pattern "/^\\+(?:[0-9]-?){6,14}[0-9]$/" with its delimiters: "^" after a "/" never matches' },
  { file: 'oas31-redoc-petstore.yaml', at: /^(createUser|getUserByName|updateUser|createUsersWith\w+) /, count: 7, reason: 'User.phone has the pattern "/^\\+(?:[0-9]-?){6,14}[0-9]$/" with its delimiters: "^" after a "/" never matches' },
  { file: 'oas31-redoc-petstore.yaml', at: /^(updatedCat|createdCat) req/, count: 2, reason: 'Cat is allOf [Pet, …]: Pet requires huntingSkill as an integer 0–2, the other member as one of four strings' },
  { file: 'oas30-schema-deprecated.yaml', at: /^post-anything /, count: 2, reason: 'polymorphism.oneOf lists the same schema (StatusWrapper) twice: a value matches both or neither' },
  { file: 'oas30-schema-types.yaml', at: /^quirks_(incompatibleNestedAllOf|entirelyIncompatibleAllOf|partiallyUsableIncompatibleAllOf) req/, count: 3, reason: 'allOf of a string and an integer (test fixtures for incompatible allOf)' },
  { file: 'oas31-schema-types.yaml', at: /^quirks_(incompatibleNestedAllOf|entirelyIncompatibleAllOf|partiallyUsableIncompatibleAllOf) req/, count: 3, reason: 'allOf of a string and an integer (test fixtures for incompatible allOf)' },
  { file: 'oas31-discord.json', at: /^action_guild_join_request req/, count: 1, reason: 'the required `action` has `enum: []`: no value is allowed' },
  { file: 'wsdl-nws-ndfd.wsdl', at: /^LatLonListCityNames req/, count: 1, reason: 'displayLevel is an xsd:integer whose enumeration values the WSDL reader keeps as strings ("1"…): no value is both' },
];

