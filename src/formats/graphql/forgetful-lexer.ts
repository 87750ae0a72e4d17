import { Lexer, type Token } from 'graphql';

/** A token's links, writable (graphql-js types them read-only; its lexer writes them while parsing). */
type Links = { prev: Token | null; next: Token | null };

/**
 * graphql-js's lexer, minus its memory of the tokens behind the cursor. The stock lexer links every token to
 * the next and previous one, and the parser holds the first token until the document is done, so a whole
 * document's tokens stay alive while it parses: GitHub's 1.2 MB SDL has ~300,000, and collecting them as they
 * pile up costs about a quarter of `parse` (cold, in a page). Tokens read but not reached yet (lookahead) stay
 * linked. Use with `noLocation: true` only: locations keep their start and end tokens, which expect the links.
 */
export class ForgetfulLexer extends Lexer {
  override advance(): Token {
    const passed = this.token as unknown as Links;
    const token = super.advance();
    passed.next = null;
    (token as unknown as Links).prev = null;
    return token;
  }
}
