/** A link to documentation outside the spec (`externalDocs`), on the API, a tag, an operation or a message. */
export interface ExternalDocs {
  url: string;
  description?: string;
}
