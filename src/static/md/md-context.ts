/** The Markdown renderer's context: the shared render context plus descriptions made safe for Markdown. */
import type { RenderContext } from '../context.js';
import type { MarkdownDescriptions } from './markdown-text.js';

export interface MdContext extends RenderContext {
  md: MarkdownDescriptions;
}
